import type { Role } from '@app/core/roles';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import type { AppEnv } from '../http/app-env.ts';
import { asUser, signUp, type TestAccount } from '../testing/accounts.ts';
import { authBodySamples } from '../testing/route-inputs.ts';
import { startTestServer, type TestServer, untilReady } from '../testing/test-server.ts';
import { grantRole } from './roles-queries.ts';

/**
 * Who may call each API route. Every route the app registers must be listed here, so a new
 * route cannot ship without stating its access (and this test proving the server enforces it).
 */
const ACCESS: Record<string, 'public' | Role> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'GET /api/avatars/:file': 'public',
  'GET /api/me': 'user',
  'GET /api/session': 'public',
  'PATCH /api/me/profile': 'user',
  'POST /api/me/avatar': 'user',
  'DELETE /api/me/avatar': 'user',
  'GET /api/me/settings': 'user',
  'PUT /api/me/settings': 'user',
  'GET /api/me/export': 'user',
  'GET /api/me/drafts/cv': 'user',
  'PUT /api/me/drafts/cv': 'user',
  'DELETE /api/me/drafts/cv': 'user',
  'GET /api/me/drafts/cover-letter': 'user',
  'PUT /api/me/drafts/cover-letter': 'user',
  'DELETE /api/me/drafts/cover-letter': 'user',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  // Whether mail can leave this server: the forgot-password dialog's wording; no account data.
  'GET /api/auth-config': 'public',
  'GET /api/admin/mail': 'admin',
  'GET /api/admin/catalogue/health': 'admin',
  'POST /api/admin/catalogue/link-check': 'admin',
  'GET /api/courses': 'public',
  'GET /api/courses/featured': 'public',
  'GET /api/courses/facets': 'public',
  'GET /api/courses/:id': 'public',
  'GET /api/providers': 'public',
  'GET /api/catalog/stats': 'public',
  'GET /api/catalog/sources': 'public',
  'GET /api/career-paths/courses': 'public',
  // Visitors browse university courses like the catalogue (issue 24); the fetch trigger has a
  // cooldown across all instances, so anyone may call it.
  'GET /api/university-courses': 'public',
  'GET /api/university-courses/:id': 'public',
  'POST /api/university-courses/fetch': 'public',
  'GET /api/admin/sync/universities': 'admin',
  'POST /api/admin/sync/universities': 'admin',
  'GET /api/admin/sync/status': 'admin',
  'GET /api/admin/sync/runs': 'admin',
  'GET /api/admin/sync/history': 'admin',
  'POST /api/admin/sync/:source': 'admin',
  'GET /api/admin/sync/:source/download': 'admin',
  'POST /api/waitlist': 'public',
  'GET /api/admin/waitlist': 'admin',
  'GET /api/admin/waitlist.csv': 'admin',
  'GET /api/me/dashboard': 'user',
  'GET /api/me/courses': 'user',
  'GET /api/me/courses/:courseId': 'user',
  'PUT /api/me/courses/:courseId': 'user',
  'DELETE /api/me/courses/:courseId': 'user',
  'PUT /api/me/courses/:courseId/progress': 'user',
  'POST /api/me/courses/:courseId/sessions': 'user',
  'DELETE /api/me/courses/:courseId/sessions/:sessionId': 'user',
  'PUT /api/me/courses/:courseId/completion': 'user',
  'DELETE /api/me/courses/:courseId/completion': 'user',
  'GET /api/jobs': 'public',
  'GET /api/jobs/status': 'public',
  'GET /api/jobs/:id': 'public',
  'POST /api/jobs/:id/applications': 'user',
  'GET /api/me/applications': 'user',
  'GET /api/me/applications.csv': 'user',
  'PATCH /api/me/applications/:id': 'user',
  'DELETE /api/me/applications/:id': 'user',
  'POST /api/admin/jobs/fetch': 'admin',
  'POST /api/admin/jobs/import': 'admin',
  'GET /api/admin/jobs/runs': 'admin',
  'GET /api/admin/jobs/held': 'admin',
  'POST /api/admin/jobs/held/:source/:board/apply': 'admin',
  // Spec: the AI tools work without signing in; rate limits hold the cost down.
  'POST /api/ai/chat': 'public',
  'POST /api/plan': 'public',
  'GET /api/me/plans': 'user',
  'POST /api/me/plans': 'user',
  'GET /api/me/plans/:id': 'user',
  'DELETE /api/me/plans/:id': 'user',
  'PUT /api/me/plans/:id/share': 'user',
  'DELETE /api/me/plans/:id/share': 'user',
  // A shared plan's link opens it for anyone; it holds nothing of its owner.
  'GET /api/shared-plans/:token': 'public',
  'POST /api/ai/chat/stream': 'public',
  'POST /api/ai/career-analysis': 'public',
  'POST /api/ai/degree-recommendations': 'public',
  'POST /api/ai/cv': 'public',
  'POST /api/ai/cover-letter': 'public',
  'POST /api/ai/prep-materials': 'public',
};

/**
 * Better Auth's endpoints behind `/api/auth/*`, one by one: `user` ones need a session (a
 * visitor gets 401), `public` ones do not (they are gated by a password, an e-mail or a token
 * instead, or only read), `closed` ones the app switched off (404 for everyone). Every endpoint
 * the running auth instance serves must be listed, so a Better Auth upgrade or a new plugin
 * cannot add one unnoticed.
 */
const AUTH_ACCESS: Record<string, 'public' | 'user' | 'closed'> = {
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-in/social': 'public',
  'GET /api/auth/callback/:id': 'public',
  'POST /api/auth/callback/:id': 'public',
  'GET /api/auth/get-session': 'public',
  'POST /api/auth/get-session': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'GET /api/auth/reset-password/:token': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/send-verification-email': 'public',
  'GET /api/auth/delete-user/callback': 'public',
  'GET /api/auth/ok': 'public',
  'GET /api/auth/error': 'public',
  'GET /api/auth/list-sessions': 'user',
  'POST /api/auth/update-session': 'user',
  'POST /api/auth/revoke-session': 'user',
  'POST /api/auth/revoke-sessions': 'user',
  'POST /api/auth/revoke-other-sessions': 'user',
  'POST /api/auth/change-password': 'user',
  'POST /api/auth/verify-password': 'user',
  'POST /api/auth/change-email': 'user',
  'POST /api/auth/delete-user': 'user',
  'POST /api/auth/link-social': 'user',
  'GET /api/auth/list-accounts': 'user',
  'POST /api/auth/unlink-account': 'user',
  'GET /api/auth/account-info': 'user',
  'POST /api/auth/refresh-token': 'user',
  'POST /api/auth/get-access-token': 'user',
  // Names and pictures change through /api/me (auth/auth.ts closedAuthPaths).
  'POST /api/auth/update-user': 'closed',
};

/** Query strings that pass the GET endpoints' validation, so the session check is what answers. */
const AUTH_QUERIES: Record<string, string> = {
  '/verify-email': '?token=not-a-token',
  '/reset-password/:token': '?callbackURL=%2F',
  '/delete-user/callback': '?token=not-a-token',
  '/account-info': '?accountId=not-an-account',
};

/** A test-only route that lists the endpoints of the auth instance the app runs. */
const AUTH_ENDPOINTS_PATH = '/api/test/auth-endpoints';
const authEndpointsRoute = new Hono<AppEnv>().get('/test/auth-endpoints', (c) => {
  const auth = c.var.auth as unknown as {
    api: Record<
      string,
      { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }
    >;
  };
  const endpoints = Object.values(auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint;
    // Server-only endpoints (setPassword) have no HTTP route.
    if (!path || options?.metadata?.SERVER_ONLY) return [];
    const methods = [options?.method ?? []].flat();
    return methods.map((method) => `${method} /api/auth${path}`);
  });
  return c.json(endpoints);
});

const callers = ['visitor', 'user', 'moderator', 'admin'] as const;
type Caller = (typeof callers)[number];

function expected(access: 'public' | Role, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'visitor') return 401;
  const rank = { user: 0, moderator: 1, admin: 2 } as const;
  return rank[caller] >= rank[access] ? 'allowed' : 403;
}

let server: TestServer;
const accounts: Partial<Record<Caller, TestAccount>> = {};
beforeAll(async () => {
  server = await startTestServer({
    extraApiRoutes: [authEndpointsRoute],
    // Each auth endpoint is called by a fresh account (some end the session they are called with).
    env: { RATE_LIMIT_IP_FACTOR: '100' },
  });
  // Readiness is public but answers 503 until the first search index is in.
  await untilReady(server);
  for (const caller of ['user', 'moderator', 'admin'] as const) {
    const account = await signUp(server, { name: caller });
    if (caller !== 'user') await grantRole(server.db, account.id, caller);
    accounts[caller] = account;
  }
});
afterAll(() => server.close());

describe('authorization matrix', () => {
  /** Routes the app registers that the table does not state an access level for. */
  const unlisted = (registered: string[]) => registered.filter((key) => !(key in ACCESS));

  it('lists every API route the app registers', () => {
    const registered = apiRoutes(server.running.app).map((r) => `${r.method} ${r.path}`);
    // The test's own route is the one left out, which shows a route missing from the table is caught.
    expect(unlisted(registered)).toEqual([`GET ${AUTH_ENDPOINTS_PATH}`]);
    expect(unlisted(registered.filter((key) => key !== `GET ${AUTH_ENDPOINTS_PATH}`))).toEqual([]);
  });

  it('lists every endpoint Better Auth serves under /api/auth, one by one', async () => {
    const served = (await (await server.fetch(AUTH_ENDPOINTS_PATH)).json()) as string[];
    expect(served.length).toBeGreaterThan(20);
    expect(
      served.filter((key) => !(key in AUTH_ACCESS)),
      'auth endpoints without a stated access level',
    ).toEqual([]);
    expect(
      Object.keys(AUTH_ACCESS).filter((key) => !served.includes(key)),
      'listed but not served',
    ).toEqual([]);
  });

  it('answers 401 to visitors on every auth endpoint that needs a session, and 404 on closed ones', async () => {
    const failures: string[] = [];
    const shared = await signUp(server);
    for (const [key, access] of Object.entries(AUTH_ACCESS)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const endpoint = pattern.slice('/api/auth'.length);
      const query = method === 'GET' ? (AUTH_QUERIES[endpoint] ?? '') : '';
      const path = `${pattern.replace(':token', 'not-a-token').replace(':id', 'google')}${query}`;
      // Signing out and revoking every session end the caller's session: those get their own account.
      const account = /^\/(sign-out|revoke-sessions)$/.test(endpoint) ? await signUp(server) : shared;
      const sample = authBodySamples(account)[endpoint.slice(1)];
      const init = (): RequestInit => ({
        method,
        redirect: 'manual',
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(sample?.() ?? {}) }
          : {}),
      });
      const asVisitor = await server.fetch(path, {
        ...init(),
        headers: { ...init().headers, origin: server.url },
      });
      const asSignedIn = await asUser(server, account)(path, init());
      for (const [who, response] of [
        ['visitor', asVisitor],
        ['user', asSignedIn],
      ] as const) {
        if (response.status >= 500) failures.push(`${key} as ${who}: server error ${response.status}`);
      }
      const fail = (why: string) =>
        failures.push(`${key}: ${why} (visitor ${asVisitor.status}, user ${asSignedIn.status})`);
      if (access === 'closed') {
        if (asVisitor.status !== 404 || asSignedIn.status !== 404) fail('a closed endpoint answered');
      } else if (access === 'user') {
        if (asVisitor.status !== 401) fail('a visitor was not refused');
        if (asSignedIn.status === 401 || asSignedIn.status === 403) fail('a signed-in user was refused');
      } else if (
        (asVisitor.status === 401 || asVisitor.status === 403) &&
        asSignedIn.status !== asVisitor.status
      ) {
        // Public endpoints answer visitors; one that checks a password or a token refuses a wrong
        // one with 401, and then does so whoever asks.
        fail('a visitor was refused a public endpoint');
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("does not let a visitor use another user's id on the token endpoints", async () => {
    const victim = await signUp(server);
    for (const endpoint of ['refresh-token', 'get-access-token']) {
      const response = await server.fetch(`/api/auth/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ accountId: victim.id, userId: victim.id }),
      });
      expect(response.status, endpoint).toBe(401);
    }
  });

  it('answers 401 to visitors and 403 to too-low roles on every protected route', async () => {
    const registered = new Set(apiRoutes(server.running.app).map((r) => `${r.method} ${r.path}`));
    const failures: string[] = [];
    for (const [key, access] of Object.entries(ACCESS)) {
      if (!registered.has(key)) continue;
      const [method, pattern] = key.split(' ') as [string, string];
      // Concrete paths: parameters get a placeholder; wildcard auth paths hit get-session.
      const path = pattern.replace('/*', '/get-session').replace(/:[a-z]+/g, 'placeholder-id');
      for (const caller of callers) {
        const account = accounts[caller as Exclude<Caller, 'visitor'>];
        const init: RequestInit = { method };
        if (method !== 'GET' && method !== 'DELETE') {
          init.headers = { 'content-type': 'application/json' };
          init.body = '{}';
        }
        const response = account ? await asUser(server, account)(path, init) : await server.fetch(path, init);
        const want = expected(access, caller);
        const ok =
          want === 'allowed' ? response.status !== 401 && response.status !== 403 : response.status === want;
        if (!ok) failures.push(`${key} as ${caller}: got ${response.status}, want ${want}`);
        if (response.status >= 500) failures.push(`${key} as ${caller}: server error ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never lets a user reach another user's data through an id", async () => {
    const a = accounts.user!;
    const b = await signUp(server);
    // The only id-addressed user route is admin-only.
    const attempt = await asUser(server, b)(`/api/admin/users/${a.id}/role`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'user' }),
    });
    expect(attempt.status).toBe(403);
    // /api/me is keyed by the session: b sees b.
    const me = (await (await asUser(server, b)('/api/me')).json()) as { id: string };
    expect(me.id).toBe(b.id);
  });
});
