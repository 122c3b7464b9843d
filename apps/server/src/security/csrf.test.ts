import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossSiteMessage } from '../http/origin-check.ts';
import { signUp, type TestAccount } from '../testing/accounts.ts';
import { parseErrorBody, rawRequest } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Cross-site request forgery: a page on another site can make the browser send our session
// cookie along with a form post or fetch. Every state-changing request that carries cookies must
// prove it came from the site itself.

let server: TestServer;
let account: TestAccount;
beforeAll(async () => {
  server = await startTestServer();
  account = await signUp(server, { name: 'Original Name' });
});
afterAll(() => server.close());

const evil = 'https://evil.example';

function renameWith(headers: Record<string, string>, fullName = 'Renamed') {
  return server.fetch('/api/me/profile', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ fullName }),
  });
}

async function currentName(): Promise<string> {
  const me = await server.fetch('/api/me', { headers: { cookie: account.cookie } });
  return ((await me.json()) as { fullName: string }).fullName;
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  const error = parseErrorBody(await response.text()).error;
  expect(error.code).toBe('invalid_origin');
  expect(error.message).toBe(crossSiteMessage);
}

describe('origin check on state-changing API requests', () => {
  it('refuses a cross-site request carrying the session cookie, and changes nothing', async () => {
    await expectRefused(await renameWith({ cookie: account.cookie, origin: evil }, 'Hijacked'));
    await expectRefused(
      await renameWith({ cookie: account.cookie, origin: evil, 'sec-fetch-site': 'cross-site' }, 'Hijacked'),
    );
    expect(await currentName()).toBe('Original Name');
  });

  it('accepts the same request from the site itself', async () => {
    const response = await renameWith({ cookie: account.cookie, origin: server.url }, 'Same Origin');
    expect(response.status).toBe(200);
    expect(await currentName()).toBe('Same Origin');
  });

  it('refuses a cookie request without Origin, unless the browser says it is same-origin', async () => {
    await expectRefused(await renameWith({ cookie: account.cookie }, 'No Origin'));
    await expectRefused(await renameWith({ cookie: account.cookie, origin: 'null' }, 'Null Origin'));
    await expectRefused(
      await renameWith({ cookie: account.cookie, 'sec-fetch-site': 'same-site' }, 'Sibling Site'),
    );
    expect(await currentName()).toBe('Same Origin');

    const fetchMetadata = await renameWith(
      { cookie: account.cookie, 'sec-fetch-site': 'same-origin' },
      'Meta',
    );
    expect(fetchMetadata.status).toBe(200);
    const referer = await renameWith(
      { cookie: account.cookie, referer: `${server.url}/settings` },
      'Referer',
    );
    expect(referer.status).toBe(200);
    await expectRefused(
      await renameWith({ cookie: account.cookie, referer: `${evil}/page` }, 'Evil Referer'),
    );
    expect(await currentName()).toBe('Referer');
  });

  it('lets bearer-token clients call without Origin (no cookie, nothing a browser sends on its own)', async () => {
    const response = await renameWith({ authorization: `Bearer ${account.token}` }, 'Bearer Client');
    expect(response.status).toBe(200);
    expect(await currentName()).toBe('Bearer Client');
  });

  it('refuses a foreign Origin even without cookies (login CSRF), but not a plain API call', async () => {
    const body = JSON.stringify({ email: account.email, password: account.password });
    const headers = { 'content-type': 'application/json' };
    const crossSite = await server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { ...headers, origin: evil },
      body,
    });
    await expectRefused(crossSite);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    // node:http sends no Fetch Metadata; Node's fetch sends Sec-Fetch-Mode, which Better Auth
    // treats as a browser and asks for an Origin.
    const script = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(script.status, script.body).toBe(200);
  });

  it('guards Better Auth routes the same way (sign-out with a cross-site cookie request)', async () => {
    const signOut = await server.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: account.cookie, origin: evil },
    });
    await expectRefused(signOut);
    expect((await server.fetch('/api/me', { headers: { cookie: account.cookie } })).status).toBe(200);
  });

  it('leaves reads alone: GET needs no Origin', async () => {
    const me = await server.fetch('/api/me', { headers: { cookie: account.cookie, origin: evil } });
    expect(me.status).toBe(200);
  });
});
