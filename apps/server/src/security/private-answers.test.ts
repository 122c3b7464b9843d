import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { grantRole } from '../auth/roles-queries.ts';
import { asUser, postJson, signUp, type TestAccount } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Answers that depend on who is asking must never be stored by a browser or a shared cache
// (OWASP ASVS 8.2.1): `Cache-Control: no-store` on every route of the route table when called
// with a session, on the auth endpoints, and on the refusals a session-reading route gives.

let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      // Admin routes that fetch from outside get a closed local port.
      MICROSOFT_LEARN_BASE_URL: 'http://127.0.0.1:9',
      EDX_BASE_URL: 'http://127.0.0.1:9',
      GREENHOUSE_API_URL: 'http://127.0.0.1:9',
      LEVER_API_URL: 'http://127.0.0.1:9',
      ASHBY_API_URL: 'http://127.0.0.1:9',
      SYNC_TIMEOUT_MS: '2000',
    },
  });
  admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
});
afterAll(() => server.close());

/** Concrete requests for a route-table entry; Better Auth's wildcard stands for its endpoints. */
function requestsFor(method: string, pattern: string): Array<{ path: string; init: RequestInit }> {
  const withBody = (path: string, body: unknown = {}) => ({
    path,
    init: { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  });
  if (pattern === '/api/auth/*') {
    return method === 'GET'
      ? ['/api/auth/get-session', '/api/auth/list-sessions'].map((path) => ({ path, init: { method } }))
      : [withBody('/api/auth/change-password'), withBody('/api/auth/revoke-other-sessions')];
  }
  const path = pattern.replace(/:[A-Za-z]+/g, 'placeholder-id');
  return method === 'GET' || method === 'DELETE' ? [{ path, init: { method } }] : [withBody(path)];
}

const cacheControl = (response: Response) => response.headers.get('cache-control') ?? '(none)';

describe('Cache-Control on private answers', () => {
  it('is no-store on every API route answered to a signed-in admin', async () => {
    const routes = apiRoutes(server.running.app);
    expect(routes.length).toBeGreaterThan(40);
    const stored: string[] = [];
    for (const route of routes) {
      for (const { path, init } of requestsFor(route.method, route.path)) {
        const response = await asUser(server, admin)(path, init);
        await response.arrayBuffer();
        if (!cacheControl(response).includes('no-store')) {
          stored.push(`${route.method} ${path} (${response.status}): ${cacheControl(response)}`);
        }
      }
    }
    expect(stored).toEqual([]);
  });

  it('is no-store for a bearer token too', async () => {
    for (const path of ['/api/me', '/api/me/settings', '/api/auth/list-sessions', '/api/auth/get-session']) {
      const response = await server.fetch(path, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(response.status, path).toBe(200);
      expect(cacheControl(response), path).toContain('no-store');
    }
  });

  it("is no-store on the auth endpoints' answers that set a session, and on refusals", async () => {
    const account = await signUp(server);
    const signIn = await postJson(server, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect(cacheControl(signIn)).toContain('no-store');
    const visitor = await server.fetch('/api/me');
    expect(visitor.status).toBe(401);
    expect(cacheControl(visitor)).toContain('no-store');
    const notAdmin = await asUser(server, account)('/api/admin/users');
    expect(notAdmin.status).toBe(403);
    expect(cacheControl(notAdmin)).toContain('no-store');
  });

  it('leaves a public answer that reads no session cacheable (avatars)', async () => {
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const upload = await asUser(server, admin)('/api/me/avatar', { method: 'POST', body: form });
    const { avatarUrl } = (await upload.json()) as { avatarUrl: string };
    for (const response of [await server.fetch(avatarUrl), await asUser(server, admin)(avatarUrl)]) {
      expect(response.status).toBe(200);
      expect(cacheControl(response)).toMatch(/^public/);
    }
  });
});
