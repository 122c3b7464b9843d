import { PASSWORD_TOO_COMMON } from '@app/core/password-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  postJson,
  requestResetToken,
  signUp,
  strongPassword,
  uniqueEmail,
} from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// New passwords are checked against the passwords breach lists are full of, with the usual
// decorations (OWASP ASVS 2.1.7), on every endpoint that sets one: sign-up, change and reset.

/** Common passwords of 12 or more characters: long enough for the length rule, found in breaches. */
const COMMON = [
  'P@ssw0rd12345',
  'qwertyuiop123',
  'Qwerty123456!',
  'iloveyou12345',
  'football12345',
  'princess12345',
  'monkey1234567',
  'superman12345',
  'letmein123456',
  'Passw0rd!2024',
  'dragon123456',
  'baseball12345',
  'sunshine12345',
  'michael12345',
  'starwars1234',
  'whatever1234',
  'charlie12345',
  'asdfghjkl123',
  'zxcvbnm12345',
  'Welcome@1234',
  'Password@123',
  'changeme12345',
  'Qwerty@12345',
  '1qaz2wsx3edc4rfv',
  'Football2024!',
  'Liverpool1892',
  'January2024!',
  'qazwsxedcrfv',
  'Admin@123456',
  'Summer2024!!',
];

let server: TestServer;
beforeAll(async () => {
  // Many sign-ups from one address: lift the per-address sign-up limit out of the way.
  server = await startTestServer({ env: { RATE_LIMIT_IP_FACTOR: '10' } });
});
afterAll(() => server.close());

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return parseErrorBody(await response.text()).error;
}

describe('common and breached passwords', () => {
  it('are refused at sign-up, with the policy message', async () => {
    const accepted: string[] = [];
    for (const password of COMMON) {
      const response = await postJson(server, '/api/auth/sign-up/email', {
        email: uniqueEmail('common'),
        password,
        name: 'Common Password',
      });
      if (response.status !== 400) {
        accepted.push(`${password} (${response.status})`);
        continue;
      }
      const error = parseErrorBody(await response.text()).error;
      expect(error).toMatchObject({ code: 'weak_password', message: PASSWORD_TOO_COMMON });
    }
    expect(accepted).toEqual([]);
  });

  it('are refused as a new password when changing it', async () => {
    const account = await signUp(server);
    const response = await asUser(server, account)('/api/auth/change-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: account.password, newPassword: 'P@ssw0rd12345' }),
    });
    expect(await refusal(response)).toMatchObject({ code: 'weak_password', message: PASSWORD_TOO_COMMON });
  });

  it('are refused when resetting it, and the reset link still works for a good one', async () => {
    const account = await signUp(server);
    const token = await requestResetToken(server, account.email);
    const weak = await postJson(server, '/api/auth/reset-password', { token, newPassword: 'qwertyuiop123' });
    expect(await refusal(weak)).toMatchObject({ code: 'weak_password', message: PASSWORD_TOO_COMMON });
    const good = await postJson(server, '/api/auth/reset-password', { token, newPassword: strongPassword() });
    expect(good.status).toBe(200);
  });

  it('leave passphrases and generated passwords alone', async () => {
    for (const password of [
      strongPassword(),
      'Juniper-harbour-lantern-42',
      'correct horse battery staple',
      'ilovemydogbuddy',
      'xK9#mQ2vL7pR',
    ]) {
      const response = await postJson(server, '/api/auth/sign-up/email', {
        email: uniqueEmail('strong'),
        password,
        name: 'Strong Password',
      });
      expect(response.status, password).toBe(200);
    }
  });
});
