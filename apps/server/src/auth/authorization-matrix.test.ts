import type { Role } from '@app/core/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { asUser, signUp, type TestAccount } from '../testing/accounts.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { grantRole } from './roles-queries.ts';

/**
 * Who may call each API route. Every route the app registers must be listed here, so a new
 * route cannot ship without stating its access (and this test proving the server enforces it).
 */
const ACCESS: Record<string, 'public' | Role> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
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
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  'GET /api/courses': 'public',
  'GET /api/courses/featured': 'public',
  'GET /api/courses/facets': 'public',
  'GET /api/courses/:id': 'public',
  'GET /api/providers': 'public',
  'GET /api/catalog/stats': 'public',
  'GET /api/catalog/sources': 'public',
  'GET /api/career-paths/courses': 'public',
  'GET /api/university-courses': 'user',
  'POST /api/university-courses/fetch': 'user',
  'GET /api/admin/sync/universities': 'admin',
  'POST /api/admin/sync/universities': 'admin',
  'GET /api/admin/sync/status': 'admin',
  'GET /api/admin/sync/runs': 'admin',
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
  'GET /api/jobs/:id': 'public',
  'POST /api/jobs/:id/applications': 'user',
  'GET /api/me/applications': 'user',
  'DELETE /api/me/applications/:id': 'user',
  'POST /api/admin/jobs/fetch': 'admin',
  'POST /api/admin/jobs/import': 'admin',
  // Spec: the AI tools work without signing in; rate limits hold the cost down.
  'POST /api/ai/chat': 'public',
  'POST /api/ai/chat/stream': 'public',
  'POST /api/ai/career-analysis': 'public',
  'POST /api/ai/degree-recommendations': 'public',
  'POST /api/ai/cv': 'public',
  'POST /api/ai/cover-letter': 'public',
  'POST /api/ai/prep-materials': 'public',
};

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
  server = await startTestServer();
  for (const caller of ['user', 'moderator', 'admin'] as const) {
    const account = await signUp(server, { name: caller });
    if (caller !== 'user') await grantRole(server.db, account.id, caller);
    accounts[caller] = account;
  }
});
afterAll(() => server.close());

describe('authorization matrix', () => {
  it('lists every API route the app registers', () => {
    const registered = apiRoutes(server.running.app).map((r) => `${r.method} ${r.path}`);
    const unlisted = registered.filter((key) => !(key in ACCESS));
    expect(unlisted, 'routes without a stated access level').toEqual([]);
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
