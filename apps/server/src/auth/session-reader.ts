import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../db/client.ts';
import { session, user } from '../db/schema.ts';
import type { CurrentUser } from './access.ts';
import type { Auth } from './auth.ts';

/**
 * Who is signed in, read from the request's session cookie. Every signed-in API call starts here,
 * so the plain case (a valid signed cookie for a live session that is not yet due for its daily
 * refresh) is one prepared query joined to the user, with the cookie's signature checked in
 * process. That costs a fraction of a full Better Auth endpoint call, which was the largest part
 * of a signed-in request's time under load. Everything else goes to Better Auth itself, whose
 * rules then apply unchanged: bearer tokens, "don't remember me" sessions, sessions due for
 * refresh (it extends them), and missing, expired or forged sessions (it clears the cookie and
 * deletes an expired session). A revoked session (sign-out, password reset) is gone from the
 * table, so it stops working on the very next request, on every instance.
 */
export function createSessionReader(auth: Auth, db: Db) {
  const settings = auth.$context.then((context) => ({
    cookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));
  const sessionWithUser = db
    .select({ expiresAt: session.expiresAt, id: user.id, email: user.email, name: user.name })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('current_session_user');

  async function viaBetterAuth(headers: Headers): Promise<SessionRead> {
    // With the cookies it sets: a refreshed session's longer-lived cookie, or the clearing of a
    // cookie whose session is gone.
    const { headers: answer, response } = await auth.api.getSession({ headers, returnHeaders: true });
    return {
      user: response ? { id: response.user.id, email: response.user.email, name: response.user.name } : null,
      setCookies: answer.getSetCookie(),
    };
  }

  return async function readCurrentUser(headers: Headers): Promise<SessionRead> {
    const cookieHeader = headers.get('cookie');
    if (headers.has('authorization') || !cookieHeader) return viaBetterAuth(headers);
    const { cookie, dontRememberCookie, secret, expiresInMs, updateAgeMs } = await settings;
    const cookies = parseCookies(cookieHeader);
    const signed = cookies[cookie];
    if (!signed || cookies[dontRememberCookie] !== undefined) return viaBetterAuth(headers);
    const token = verifiedToken(signed, secret);
    if (!token) return viaBetterAuth(headers);
    const [found] = await sessionWithUser.execute({ token });
    const now = Date.now();
    // Better Auth extends a session once a day (updateAge) and ends an expired one: its call.
    if (
      !found ||
      found.expiresAt.getTime() <= now ||
      found.expiresAt.getTime() - expiresInMs + updateAgeMs <= now
    ) {
      return viaBetterAuth(headers);
    }
    return { user: { id: found.id, email: found.email, name: found.name }, setCookies: [] };
  };
}

export interface SessionRead {
  user: CurrentUser | null;
  /** `Set-Cookie` values the response should carry (Better Auth's, when it was asked). */
  setCookies: string[];
}

/**
 * The session token of a Better Auth signed cookie value (`token.base64(HMAC-SHA256(token))`), or
 * null when the signature does not match.
 */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const encoded = value.slice(dot + 1);
  if (encoded.length !== 44 || !encoded.endsWith('=')) return null;
  const signature = Buffer.from(encoded, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}
