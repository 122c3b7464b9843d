import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp, strongPassword, type TestAccount, uniqueEmail } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Nobody may learn whether an e-mail has an account from the sign-in or password-reset answers.
// Equal timing is not checked here: response times vary too much on a shared machine to assert.

let server: TestServer;
let account: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  account = await signUp(server);
});
afterAll(() => server.close());

async function answer(path: string, body: unknown) {
  const response = await postJson(server, path, body);
  return { status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() };
}

describe('no account enumeration', () => {
  it('answers sign-in with an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await answer('/api/auth/sign-in/email', {
      email: uniqueEmail(),
      password: strongPassword(),
    });
    const wrong = await answer('/api/auth/sign-in/email', {
      email: account.email,
      password: strongPassword(),
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.cookies).toEqual([]);
    expect(wrong.cookies).toEqual([]);
  });

  it('answers a password reset request for an unknown e-mail exactly like one for an account', async () => {
    const body = (email: string) => ({ email, redirectTo: '/reset-password' });
    const known = await answer('/api/auth/request-password-reset', body(account.email));
    const unknown = await answer('/api/auth/request-password-reset', body(uniqueEmail()));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });
});
