/**
 * The AI tools' input limits, without zod, so that a page can size its fields (the home page's chat)
 * without loading the request schemas of ai-api.ts.
 */

/*
 * Input limits. Each is what the tool's form lets a person type (the forms use these constants as
 * their maxLength and list sizes), and the server refuses anything longer with 400 naming the
 * field, so no request costs more than the largest one a person can send; `npm run bench:ai-load`
 * measures that one per tool.
 */

/** Longest free text accepted in one field; a pasted CV or LinkedIn profile fits comfortably. */
export const AI_TEXT_MAX = 20_000;

/** Longest short field (names, titles, dates). */
export const AI_SHORT_MAX = 300;

/** The chat asks for a dream career: one line in the hero's input. */
export const CHAT_MESSAGE_MAX = 500;

/** A pasted CV or LinkedIn profile. */
export const PROFILE_TEXT_MAX = AI_TEXT_MAX;

/** One answer of the questionnaire: a few sentences. */
export const DEGREE_ANSWER_MAX = 2_000;

/** An education entry's achievements or a job's description: a page of bullet points. */
export const CV_ENTRY_TEXT_MAX = 5_000;

export const CV_EDUCATION_MAX = 20;

export const CV_EXPERIENCE_MAX = 30;

/** Tags per skill list (technical, soft, languages). */
export const CV_SKILLS_MAX = 100;

/** Skills of the course sent with a prep request. */
export const PREP_SKILLS_MAX = 50;
