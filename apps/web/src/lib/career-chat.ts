/** The home page's career chat, as an address fragment: /#career-chat opens it ready to type in. */
export const CAREER_CHAT_ID = 'career-chat';
