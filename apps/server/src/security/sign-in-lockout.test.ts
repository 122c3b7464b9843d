import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../auth/known-device.ts';
import { SIGN_IN_LIMITS } from '../auth/sign-in-throttle.ts';
import {
  postJson,
  requestResetToken,
  signUp,
  strongPassword,
  type TestAccount,
} from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Someone guessing an account's password must not lock its owner out: the guessing address is
// stopped, the account stops taking attempts from unknown browsers, and the owner still signs in
// from a browser that signed in before, or from anywhere after a password reset.

let server: TestServer;
beforeAll(async () => {
  // Behind a "proxy", so the attacker and the owner can come from different addresses.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

let nextAddress = 1;
const newAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function signInFrom(address: string, email: string, password: string, cookie?: string) {
  return postJson(
    server,
    '/api/auth/sign-in/email',
    { email, password },
    { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  );
}

/** The known-device cookie a response set, as a Cookie header value. */
function deviceCookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!set) throw new Error('no known-device cookie was set');
  return set.split(';')[0]!;
}

/** A signed-up account and the known-device cookie of the browser it signed in with. */
async function ownerWithBrowser(): Promise<{ account: TestAccount; browser: string }> {
  const account = await signUp(server);
  const signedIn = await signInFrom(newAddress(), account.email, account.password);
  expect(signedIn.status).toBe(200);
  return { account, browser: deviceCookieOf(signedIn) };
}

/** Wrong passwords for `email` from `address`, all at once (as a guessing script would send them). */
async function guess(address: string, email: string, times: number): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: times }, (_, i) => signInFrom(address, email, `Wrong-guess-${i}-Harbour`)),
  );
  return responses.map((response) => response.status).sort();
}

const accountMax = SIGN_IN_LIMITS.accountFailures.max;

describe('failed sign-ins', () => {
  it('let the owner in from a browser that signed in before, with the right password', async () => {
    const { account, browser } = await ownerWithBrowser();
    const attacker = newAddress();
    expect(await guess(attacker, account.email, accountMax)).toEqual(Array(accountMax).fill(401));

    // The account takes no more attempts from browsers it does not know, wherever they are.
    const blocked = await signInFrom(newAddress(), account.email, account.password);
    expect(blocked.status).toBe(429);
    expect(parseErrorBody(await blocked.text()).error.message).toMatch(
      /^Too many sign-in attempts for this account\. Please wait \d+ minutes? and try again\. Resetting your password lifts this at once\.$/,
    );
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await guess(attacker, account.email, 1))[0]).toBe(429);

    // The owner's own browser, from yet another address.
    const owner = await signInFrom(newAddress(), account.email, account.password, browser);
    expect(owner.status).toBe(200);
    // And only with the right password.
    const wrong = await signInFrom(newAddress(), account.email, 'Not-my-password-Harbour', browser);
    expect(wrong.status).toBe(401);
  });

  it('hold under a burst of parallel guesses: no more than the limit reach the password check', async () => {
    const account = await signUp(server);
    const statuses = await guess(newAddress(), account.email, accountMax + 6);
    expect(statuses).toEqual([...Array(accountMax).fill(401), ...Array(6).fill(429)]);
  });

  it("count a known browser's own failures, so its cookie buys no unlimited guesses", async () => {
    const { account, browser } = await ownerWithBrowser();
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.deviceFailures.max; i++) {
      expect((await signInFrom(address, account.email, `Wrong-${i}-Harbour`, browser)).status).toBe(401);
    }
    expect((await signInFrom(address, account.email, account.password, browser)).status).toBe(429);
  });

  it('do not let a forged cookie, or one from another account, pass for a known browser', async () => {
    const { account } = await ownerWithBrowser();
    const other = await ownerWithBrowser();
    await guess(newAddress(), account.email, accountMax);
    const [name, value] = other.browser.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [other.browser, tampered, `${KNOWN_DEVICE_COOKIE}=made.up.token`]) {
      expect((await signInFrom(newAddress(), account.email, account.password, cookie)).status).toBe(429);
    }
  });

  it('end for new browsers once the owner resets the password', async () => {
    const account = await signUp(server);
    await guess(newAddress(), account.email, accountMax);
    expect((await signInFrom(newAddress(), account.email, account.password)).status).toBe(429);

    const token = await requestResetToken(server, account.email);
    const newPassword = strongPassword();
    expect((await postJson(server, '/api/auth/reset-password', { token, newPassword })).status).toBe(200);

    expect((await signInFrom(newAddress(), account.email, newPassword)).status).toBe(200);
  });

  it('stop the guessing address, across accounts, while other addresses sign in', async () => {
    const accounts = await Promise.all([signUp(server), signUp(server), signUp(server), signUp(server)]);
    const attacker = newAddress();
    const perAccount = SIGN_IN_LIMITS.addressFailures.max / accounts.length;
    expect(perAccount).toBeLessThan(accountMax);
    for (const account of accounts) {
      expect(await guess(attacker, account.email, perAccount)).toEqual(Array(perAccount).fill(401));
    }
    const stopped = await signInFrom(attacker, accounts[0]!.email, accounts[0]!.password);
    expect(stopped.status).toBe(429);
    expect(parseErrorBody(await stopped.text()).error.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // No account is blocked: each owner signs in from elsewhere.
    for (const account of accounts) {
      expect((await signInFrom(newAddress(), account.email, account.password)).status).toBe(200);
    }
  });

  it('set the known-device cookie HttpOnly, for the auth routes only', async () => {
    const account = await signUp(server);
    const response = await signInFrom(newAddress(), account.email, account.password);
    const set = response.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(set).toMatch(/;\s*HttpOnly/i);
    expect(set).toMatch(/;\s*Path=\/api\/auth(;|$)/i);
    expect(set).toMatch(/;\s*SameSite=Lax/i);
    expect(set).not.toContain(account.email);
  });
});
