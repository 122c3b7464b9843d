import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema.ts';
import { asUser, signUp } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The session cookie is read with one query on the common path (auth/session-reader.ts) and by
// Better Auth otherwise; these pin down that both paths give the same answers.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
const sessionOf = async (userId: string) =>
  (await server.db.select().from(session).where(eq(session.userId, userId)))[0]!;

/** The cookie with one character of its signature (or token) changed. */
function tampered(cookie: string, part: 'token' | 'signature'): string {
  const [name, value] = cookie.split('=', 2) as [string, string];
  const decoded = decodeURIComponent(cookie.slice(name.length + 1));
  const dot = decoded.lastIndexOf('.');
  const flip = (c: string) => (c === 'A' ? 'B' : 'A');
  const changed =
    part === 'signature'
      ? `${decoded.slice(0, dot + 1)}${flip(decoded[dot + 1]!)}${decoded.slice(dot + 2)}`
      : `${flip(decoded[0]!)}${decoded.slice(1)}`;
  expect(value).not.toBe(encodeURIComponent(changed));
  return `${name}=${encodeURIComponent(changed)}`;
}

describe('reading the session cookie', () => {
  it('recognises a fresh session, on the same answers as before: /api/me and /api/session', async () => {
    const account = await signUp(server);
    const me = await asUser(server, account)('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()) as { email: string }).toMatchObject({ email: account.email });
    const current = (await (await asUser(server, account)('/api/session')).json()) as {
      user: { email: string };
    };
    expect(current.user.email).toBe(account.email);
  });

  it('refuses a cookie whose signature or token was changed', async () => {
    const account = await signUp(server);
    for (const part of ['signature', 'token'] as const) {
      const forged = asUser(server, { cookie: tampered(account.cookie, part) });
      expect((await forged('/api/me')).status, part).toBe(401);
      expect(await (await forged('/api/session')).json(), part).toEqual({ user: null });
    }
  });

  it('ends a session at once when it is deleted (sign-out elsewhere, password reset)', async () => {
    const account = await signUp(server);
    expect((await asUser(server, account)('/api/me')).status).toBe(200);
    await server.db.delete(session).where(eq(session.userId, account.id));
    expect((await asUser(server, account)('/api/me')).status).toBe(401);
  });

  it('refuses an expired session and removes it', async () => {
    const account = await signUp(server);
    await server.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, account.id));
    const response = await asUser(server, account)('/api/me');
    expect(response.status).toBe(401);
    expect(await server.db.select().from(session).where(eq(session.userId, account.id))).toEqual([]);
    // …and tells the browser to drop the cookie.
    expect(sessionCookieOf(response)).toMatch(/Max-Age=0/i);
  });

  it('extends a session that is due for its daily refresh', async () => {
    const account = await signUp(server);
    // 29 days left of 30: last extended over a day ago.
    const dueAt = new Date(Date.now() + 29 * DAY_MS - 60_000);
    await server.db.update(session).set({ expiresAt: dueAt }).where(eq(session.userId, account.id));
    const response = await asUser(server, account)('/api/me');
    expect(response.status).toBe(200);
    const extended = await sessionOf(account.id);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
    // The browser's cookie is extended with it, or it would still end 30 days after sign-in.
    expect(sessionCookieOf(response)).toMatch(/Max-Age=2592000/i);
    expect(sessionCookieOf(await asUser(server, account)('/api/me'))).toBeUndefined();
  });

  it('accepts the same session as a bearer token', async () => {
    const account = await signUp(server);
    const response = await server.fetch('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(response.status).toBe(200);
  });
});
