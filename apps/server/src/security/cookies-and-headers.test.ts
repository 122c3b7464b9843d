import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, strongPassword, uniqueEmail } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The session cookie's attributes and the security headers, on plain HTTP, behind a trusted
// TLS-terminating proxy, behind an untrusted one, and with an https SITE_URL.

let plain: TestServer;
let proxied: TestServer;
let secureSite: TestServer;
beforeAll(async () => {
  [plain, proxied, secureSite] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { TRUST_PROXY: 'true' } }),
    startTestServer({ env: { SITE_URL: 'https://skillbridge.example' } }),
  ]);
});
afterAll(() => Promise.all([plain, proxied, secureSite].map((s) => s?.close())));

interface CookieAttributes {
  name: string;
  flags: Set<string>;
  values: Map<string, string>;
}

/** The session cookie a sign-up sets, with its attributes (names lower-cased). */
async function sessionCookieOf(server: TestServer, headers: Record<string, string> = {}) {
  const response = await postJson(
    server,
    '/api/auth/sign-up/email',
    { email: uniqueEmail(), password: strongPassword(), name: 'Cookie Test' },
    headers,
  );
  expect(response.status).toBe(200);
  const raw = response.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.session_token=/.test(c));
  expect(raw, 'a session cookie').toBeDefined();
  const [pair, ...attributes] = raw!.split(';').map((part) => part.trim());
  const cookie: CookieAttributes = { name: pair!.split('=')[0]!, flags: new Set(), values: new Map() };
  for (const attribute of attributes) {
    const [key, value] = attribute.split('=');
    if (value === undefined) cookie.flags.add(key!.toLowerCase());
    else cookie.values.set(key!.toLowerCase(), value);
  }
  return { cookie, response };
}

function expectBaseAttributes(cookie: CookieAttributes) {
  expect(cookie.flags.has('httponly')).toBe(true);
  expect(cookie.values.get('samesite')?.toLowerCase()).toBe('lax');
  expect(cookie.values.get('path')).toBe('/');
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure on plain HTTP', async () => {
    const { cookie, response } = await sessionCookieOf(plain);
    expectBaseAttributes(cookie);
    expect(cookie.flags.has('secure')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('is Secure behind a trusted proxy that says the client used HTTPS', async () => {
    const { cookie, response } = await sessionCookieOf(proxied, { 'x-forwarded-proto': 'https' });
    expectBaseAttributes(cookie);
    expect(cookie.flags.has('secure')).toBe(true);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    // The same proxy forwarding a plain HTTP request: no Secure, no HSTS.
    const overHttp = await sessionCookieOf(proxied, { 'x-forwarded-proto': 'http' });
    expect(overHttp.cookie.flags.has('secure')).toBe(false);
    expect(overHttp.response.headers.get('strict-transport-security')).toBeNull();
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const { cookie, response } = await sessionCookieOf(plain, { 'x-forwarded-proto': 'https' });
    expect(cookie.flags.has('secure')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('is Secure with the __Secure- prefix when SITE_URL is https, and the site sends HSTS', async () => {
    const { cookie } = await sessionCookieOf(secureSite);
    expect(cookie.name).toBe('__Secure-better-auth.session_token');
    expectBaseAttributes(cookie);
    expect(cookie.flags.has('secure')).toBe(true);
    const health = await secureSite.fetch('/api/health');
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('security headers', () => {
  it('allows only our own scripts: script-src self, no inline script, no eval', async () => {
    for (const path of ['/api/health', '/api/courses', '/no-such-page']) {
      const response = await plain.fetch(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src '));
      expect(scriptSrc, path).toBe("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
