import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { postJson, signUp, uniqueEmail } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Behind a proxy the client address comes from X-Forwarded-For, which the client can also write.
// Only the entries our own proxies appended (counted from the right) may decide who is asking.

let oneProxy: TestServer;
let twoProxies: TestServer;
let direct: TestServer;
beforeAll(async () => {
  [oneProxy, twoProxies, direct] = await Promise.all([
    startTestServer({ env: { TRUST_PROXY: 'true' } }),
    startTestServer({ env: { TRUST_PROXY: '2' } }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([oneProxy?.close(), twoProxies?.close(), direct?.close()]));

const spoofed = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Password-reset requests (10 per address an hour), each for a new e-mail so only the address counts. */
async function resetRequests(server: TestServer, count: number, forwardedFor: () => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await postJson(
      server,
      '/api/auth/request-password-reset',
      { email: uniqueEmail('proxy'), redirectTo: '/reset-password' },
      { 'x-forwarded-for': forwardedFor() },
    );
    statuses.push(response.status);
  }
  return statuses;
}

describe('client address behind trusted proxies', () => {
  it('counts a client behind one proxy by the address the proxy saw, whatever it wrote itself', async () => {
    const statuses = await resetRequests(oneProxy, 11, () => `${spoofed()}, 198.51.100.7`);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another client behind the same proxy has its own count.
    expect(await resetRequests(oneProxy, 1, () => `${spoofed()}, 198.51.100.8`)).toEqual([200]);
  });

  it('skips as many entries as TRUST_PROXY names proxies', async () => {
    const statuses = await resetRequests(twoProxies, 11, () => `${spoofed()}, 198.51.100.20, 192.0.2.1`);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // The same client with nothing spoofed, and the next client through the same two proxies.
    expect(await resetRequests(twoProxies, 1, () => '198.51.100.20, 192.0.2.1')).toEqual([429]);
    expect(await resetRequests(twoProxies, 1, () => '198.51.100.21, 192.0.2.1')).toEqual([200]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: the socket peer is the client', async () => {
    const statuses = await resetRequests(direct, 11, () => `198.51.100.${randomBytes(1)[0]}`);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("records the same address on the session (Better Auth's own address detection)", async () => {
    const email = uniqueEmail('session-ip');
    const response = await postJson(
      oneProxy,
      '/api/auth/sign-up/email',
      { email, password: `Tulip-${randomBytes(6).toString('hex')}-Harbour`, name: 'Proxied' },
      // A client trying to name its own address, in the list and in the header the app uses inside.
      { 'x-forwarded-for': '203.0.113.99, 198.51.100.30', 'x-skillbridge-client-address': '203.0.113.98' },
    );
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const sessions = (await (
      await oneProxy.fetch('/api/auth/list-sessions', { headers: { cookie } })
    ).json()) as Array<{ ipAddress: string }>;
    expect(sessions.map((s) => s.ipAddress)).toEqual(['198.51.100.30']);
  });

  it('still recognises HTTPS from the outermost proxy (Secure session cookie)', async () => {
    const response = await postJson(
      twoProxies,
      '/api/auth/sign-up/email',
      { email: uniqueEmail('https'), password: `Tulip-${randomBytes(6).toString('hex')}-Harbour`, name: 'S' },
      { 'x-forwarded-for': '198.51.100.40, 192.0.2.1', 'x-forwarded-proto': 'https' },
    );
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).toMatch(/;\s*Secure/i);
  });

  it('signs a client in normally whatever X-Forwarded-For says', async () => {
    const account = await signUp(oneProxy);
    const response = await postJson(
      oneProxy,
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      { 'x-forwarded-for': 'not-an-address, 198.51.100.50' },
    );
    expect(response.status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const hops = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxyHops;

  it('takes false/0 as no proxy, true as one, and a number as that many', () => {
    expect(hops('false')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('true')).toBe(1);
    expect(hops('1')).toBe(1);
    expect(hops('3')).toBe(3);
    expect(loadConfig({}).trustProxyHops).toBe(0);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.1']) {
      expect(() => hops(value)).toThrow(ConfigError);
      expect(() => hops(value)).toThrow(/TRUST_PROXY/);
    }
  });
});
