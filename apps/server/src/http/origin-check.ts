import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { forwardedEntry } from './client-address.ts';
import { forbidden } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteMessage =
  'This request did not come from this site and was refused. Reload the page and try again.';

/**
 * Whether `origin` is one of `trusted`, which may hold `*` wildcards (tests trust
 * `http://127.0.0.1:*` because they listen on random ports), the same patterns Better Auth accepts.
 */
export function isTrustedOrigin(origin: string, trusted: readonly string[]): boolean {
  const wanted = origin.toLowerCase();
  return trusted.some((pattern) => {
    const p = pattern.toLowerCase().replace(/\/+$/, '');
    if (!p.includes('*')) return p === wanted;
    const escaped = p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
    return new RegExp(`^${escaped}$`).test(wanted);
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF protection for every state-changing API request (see docs/decisions/010-security.md).
 *
 * A browser attaches our cookies to a request another site makes, so a request that carries
 * cookies must show where it came from: an Origin among the trusted origins or, where a browser
 * sent no Origin, `Sec-Fetch-Site: same-origin` or a trusted Referer. A request with neither
 * cookies nor Origin is a non-browser client (bearer token, script) that no other site can make
 * in a user's name, so it passes. An Origin naming another site is refused even without cookies:
 * no page of ours is served from there, and it stops login CSRF (signing a victim into an
 * attacker's account). Any Cookie header counts, as in Better Auth's own check on /api/auth.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || isSameSiteRequest(c, trustedOrigins)) return next();
    throw forbidden(crossSiteMessage, 'invalid_origin');
  };
}

function isSameSiteRequest(c: Context<AppEnv>, trusted: readonly string[]): boolean {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return isTrustedOrigin(origin, trusted);
  // "null" is an opaque origin (sandboxed frame, cross-site redirect chain): never ours.
  if (origin === 'null') return false;
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return false;
  if (!c.req.header('cookie')) return true;
  if (site === 'same-origin') return true;
  const fromReferer = refererOrigin(c.req.header('referer'));
  return fromReferer !== undefined && isTrustedOrigin(fromReferer, trusted);
}

/**
 * Whether the client reached us over HTTPS: the request itself, or, behind trusted proxies, the
 * X-Forwarded-Proto entry the outermost of them wrote. TRUST_PROXY decides whether (and how far)
 * that header is believed, since any client can send it.
 */
export function isHttpsRequest(c: Context<AppEnv>, trustProxyHops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedEntry(c.req.header('x-forwarded-proto'), trustProxyHops)?.toLowerCase() === 'https';
}
