/** A `Set-Cookie` value with the Secure attribute (added when it is missing). */
export function secureCookie(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}
