import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signUp, type TestAccount } from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Deleting an account takes its password every time. Better Auth alone accepts a session younger
// than a day instead, so a browser left signed in would be enough to delete the account.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

function deleteUser(account: TestAccount, body: unknown, headers: Record<string, string> = {}) {
  return asUser(server, account)('/api/auth/delete-user', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const stillThere = async (account: TestAccount) => (await asUser(server, account)('/api/me')).status === 200;

describe('POST /api/auth/delete-user', () => {
  it('refuses a fresh session without the password, and keeps the account', async () => {
    const account = await signUp(server);
    for (const body of [{}, { password: '' }, { callbackURL: '/' }, { token: 'anything' }]) {
      const response = await deleteUser(account, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(parseErrorBody(await response.text()).error.message).toMatch(/Password is required/);
    }
    expect(await stillThere(account)).toBe(true);
  });

  it('refuses a bearer token without the password', async () => {
    const account = await signUp(server);
    const response = await server.fetch('/api/auth/delete-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await stillThere(account)).toBe(true);
  });

  it('refuses a wrong password with the message the Settings dialog shows', async () => {
    const account = await signUp(server);
    const response = await deleteUser(account, { password: 'Not-my-password-Harbour' });
    expect(response.status).toBe(400);
    expect(parseErrorBody(await response.text()).error.message).toBe('Invalid password');
    expect(await stillThere(account)).toBe(true);
  });

  it('deletes the account with its password', async () => {
    const account = await signUp(server);
    expect((await deleteUser(account, { password: account.password })).status).toBe(200);
    expect(await stillThere(account)).toBe(false);
  });

  it('limits password guesses through it per address', async () => {
    const account = await signUp(server);
    const from = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await deleteUser(account, { password: `Guess-${i}-Harbour` }, from)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(400), 429]);
    expect(await stillThere(account)).toBe(true);
  });
});
