import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMail } from '../db/schema.ts';
import { asUser, postJson, signIn, signUp, strongPassword, uniqueEmail } from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'boss@example.com' } });
});
afterAll(() => server.close());

const errorOf = async (response: Response) => parseErrorBody(await response.text()).error;

describe('sign up, sign in, sign out', () => {
  it('creates the account, its profile and a session', async () => {
    const account = await signUp(server, { name: '  Grace Hopper ' });
    const me = await asUser(server, account)('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: account.email,
      fullName: 'Grace Hopper',
      displayName: 'Grace Hopper',
      role: 'user',
      isAdmin: false,
    });
  });

  it('never returns or logs the password or its hash', async () => {
    const password = strongPassword();
    const email = uniqueEmail();
    const response = await postJson(server, '/api/auth/sign-up/email', { email, password, name: 'N' });
    const text = await response.text();
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/"password"/);
    expect(JSON.stringify(server.logs)).not.toContain(password);
  });

  it('refuses a short or common password with the error shape', async () => {
    for (const password of ['short', 'Password1234']) {
      const response = await postJson(server, '/api/auth/sign-up/email', {
        email: uniqueEmail(),
        password,
        name: 'N',
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.message).toMatch(/at least 12|too common|too short/i);
    }
  });

  it('refuses a second account with the same e-mail', async () => {
    const account = await signUp(server);
    const again = await postJson(server, '/api/auth/sign-up/email', {
      email: account.email.toUpperCase(),
      password: strongPassword(),
      name: 'Again',
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect((await errorOf(again)).message).toMatch(/already/i);
  });

  it('signs in with the right password only, with a readable message', async () => {
    const account = await signUp(server);
    const wrong = await signIn(server, account.email, 'not-the-password-at-all');
    expect(wrong.response.status).toBe(401);
    expect((await errorOf(wrong.response)).message).toBe('Invalid email or password');
    const right = await signIn(server, account.email, account.password);
    expect(right.response.status).toBe(200);
    expect((await asUser(server, { cookie: right.cookie })('/api/me')).status).toBe(200);
  });

  it('signs out: the session no longer works', async () => {
    const account = await signUp(server);
    const out = await asUser(server, account)('/api/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    expect((await asUser(server, account)('/api/me')).status).toBe(401);
  });

  it('accepts the session as a bearer token for API clients', async () => {
    const account = await signUp(server);
    expect(account.token).not.toBe('');
    const me = await server.fetch('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(me.status).toBe(200);
  });
});

describe('password reset and change', () => {
  it('e-mails a reset link through the outbox, and the link sets a new password', async () => {
    const account = await signUp(server);
    const request = await postJson(server, '/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/reset-password',
    });
    expect(request.status).toBe(200);
    const [mail] = await server.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, account.email))
      .orderBy(desc(outboxMail.id));
    expect(mail?.subject).toMatch(/reset/i);
    const token = /reset-password\/([^?\s]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();

    const newPassword = strongPassword();
    const reset = await postJson(server, '/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect((await signIn(server, account.email, account.password)).response.status).toBe(401);
    expect((await signIn(server, account.email, newPassword)).response.status).toBe(200);
    // Sessions from before the reset are revoked.
    expect((await asUser(server, account)('/api/me')).status).toBe(401);
  });

  it('answers a reset request for an unknown e-mail the same way (no account enumeration)', async () => {
    const response = await postJson(server, '/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    expect(response.status).toBe(200);
  });

  it('changes the password with the current one', async () => {
    const account = await signUp(server);
    const newPassword = strongPassword();
    const bad = await asUser(server, account)('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'wrong-password-123', newPassword }),
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const ok = await asUser(server, account)('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: account.password, newPassword }),
    });
    expect(ok.status).toBe(200);
    expect((await signIn(server, account.email, newPassword)).response.status).toBe(200);
  });
});

describe('throttling', () => {
  it('throttles 20 wrong passwords in a row for one account', async () => {
    const account = await signUp(server);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signIn(server, account.email, `wrong-password-${i}-xyz`)).response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const blocked = await signIn(server, account.email, account.password);
    expect(blocked.response.status).toBe(429);
    const error = await errorOf(blocked.response);
    expect(error.message).toMatch(
      /Too many sign-in attempts for this account\. Please wait \d+ minutes? and try again\./,
    );
    expect(blocked.response.headers.get('retry-after')).toBeTruthy();
  });

  it('limits password reset requests per e-mail', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await postJson(server, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('admins', () => {
  it('grants admin to ADMIN_EMAILS at sign-up, and admins manage roles', async () => {
    const boss = await signUp(server, { email: 'boss@example.com' });
    const me = await (await asUser(server, boss)('/api/me')).json();
    expect(me).toMatchObject({ role: 'admin', isAdmin: true, isModerator: true });

    const member = await signUp(server, { name: 'Member' });
    const list = await asUser(server, boss)(`/api/admin/users?search=${encodeURIComponent(member.email)}`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { users: Array<{ id: string; role: string }>; total: number };
    expect(body.total).toBe(1);
    expect(body.users[0]).toMatchObject({ id: member.id, role: 'user' });

    const put = (role: string) =>
      asUser(server, boss)(`/api/admin/users/${member.id}/role`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ role }),
      });
    expect((await put('moderator')).status).toBe(200);
    expect(await (await asUser(server, member)('/api/me')).json()).toMatchObject({
      role: 'moderator',
      isModerator: true,
    });
    expect((await put('superuser')).status).toBe(400);

    const self = await asUser(server, boss)(`/api/admin/users/${boss.id}/role`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'user' }),
    });
    expect(self.status).toBe(409);
  });

  it('refuses a sign-in without a password with 400, not 500', async () => {
    const attempt = await signIn(server, 'boss@example.com', '');
    expect(attempt.response.status).toBe(400);
    expect((await errorOf(attempt.response)).code).toBeTruthy();
  });
});
