import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/**
 * `Cache-Control: no-store` on every API answer that may depend on who is asking, so no browser
 * cache, shared proxy or back/forward cache keeps one user's data for the next person at the
 * keyboard (OWASP ASVS 8.2.1). Private means: an auth endpoint (sessions, tokens, cookies), a
 * request that carries credentials (a Cookie or Authorization header), or a route that read the
 * session. Errors count too: a 401 or a 429 is about this caller. A route may keep a `public`
 * answer (avatars) as long as it did not read the session.
 */
export function noStoreForPrivateAnswers() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const readSession = c.var.currentUser !== undefined;
    const isPrivate =
      readSession ||
      c.req.path.startsWith('/api/auth/') ||
      c.req.header('cookie') !== undefined ||
      c.req.header('authorization') !== undefined;
    if (!isPrivate) return;
    const declared = c.res.headers.get('cache-control')?.toLowerCase() ?? '';
    if (declared.includes('no-store')) return;
    if (declared.startsWith('public') && !readSession) return;
    c.res.headers.set('Cache-Control', 'no-store');
  });
}
