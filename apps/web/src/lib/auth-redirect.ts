/** The query parameter of /auth naming the page to return to after signing in. */
export const NEXT_PARAM = 'next';

/**
 * The page to return to, if `raw` is a path on this site. '//host/x' and '/\host/x' look like
 * paths but browsers read them as other origins, so anything that does not resolve to our own
 * origin is refused (an open redirect would let a crafted link send users elsewhere after sign-in).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, remembering `next` (the page the visitor wanted) when it is one worth returning to. */
export function signInPath(next?: string): string {
  const safe = safeNextPath(next);
  return safe && safe !== '/' ? `/auth?${NEXT_PARAM}=${encodeURIComponent(safe)}` : '/auth';
}
