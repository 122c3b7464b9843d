import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { grantRole } from '../auth/roles-queries.ts';
import { rows } from '../db/client.ts';
import { asUser, signUp, strongPassword, type TestAccount, uniqueEmail } from '../testing/accounts.ts';
import { leakedInternals, parseErrorBody, type RawResponse, rawRequest } from '../testing/http.ts';
import { bodySamples, fillParams, genericBody, withOneLeaf } from '../testing/route-inputs.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Classic injection strings sent to every /api route the app registers (path parameters, query
// strings, JSON bodies), as a visitor, as a user and, on admin routes, as an admin. Every answer
// must be a 4xx in the error shape or a harmless 2xx, never a 5xx or a stack trace; afterwards
// no prototype is polluted, no role has changed and no table lost a row.

const payloads = [
  // SQL
  "' OR '1'='1",
  '1; DROP TABLE "user";--',
  '1; DROP TABLE users;--',
  "%' UNION SELECT email, password FROM account --",
  // HTML and script
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // path traversal
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  // prototype keys used as plain values
  '__proto__',
  'constructor',
];

const pollutionBodies = [
  '{"__proto__":{"polluted":true,"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}},"b":[{"constructor":{"prototype":{"polluted":true}}}]}',
];
const pollutionQuery =
  '__proto__[polluted]=true&constructor[prototype][polluted]=true&__proto__.polluted=true';

/**
 * Query keys the list routes read. The search keys get every payload on their own (a bad value in
 * another key would stop validation before the search runs), then all keys get it at once.
 */
const queryKeys = ['q', 'search'];
const allQueryKeys = [
  ...queryKeys,
  'category',
  'page',
  'limit',
  'sort',
  'provider',
  'level',
  'status',
  'source',
  'callbackURL',
];

/** Better Auth's endpoints behind `/api/auth/*` that take input, with a body that passes validation. */
function authBodies(account: TestAccount): Record<string, () => Record<string, unknown>> {
  return {
    'sign-in/email': () => ({ email: uniqueEmail('nobody'), password: strongPassword() }),
    'sign-up/email': () => ({ email: uniqueEmail('inj'), password: strongPassword(), name: 'Injected' }),
    'request-password-reset': () => ({ email: uniqueEmail('nobody'), redirectTo: '/reset-password' }),
    'reset-password': () => ({ token: 'not-a-token', newPassword: strongPassword() }),
    'change-password': () => ({ currentPassword: account.password, newPassword: strongPassword() }),
    'update-user': () => ({ name: 'Updated Name' }),
  };
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const evilMarker = 'EVIL-SECRET-MARKER-5b1f';
/** A stack frame as Node prints it, in any answer (2xx bodies may say "full stack", so not leakedInternals). */
const stackFrame = /\n\s+at\s+\S.*\(|node_modules\//;

let root: string;
let server: TestServer;
let user: TestAccount;
let admin: TestAccount;
let courseId: string;
let jobId: string;
let tablesBefore: Map<string, number>;
/** Accounts the attack requests legitimately created (sign-ups that succeeded). */
let signUpsCreated = 0;
let sent = 0;
const failures: string[] = [];

async function tableCounts(): Promise<Map<string, number>> {
  const tables = rows<{ name: string }>(
    await server.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = rows<{ n: number }>(
      await server.db.execute(sql.raw(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`)),
    );
    counts.set(name, Number(row!.n));
  }
  return counts;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'skillbridge-injection-'));
  // A built app to serve, and files beside it and in DATA_DIR that no path may reach.
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(root, 'data', 'uploads', 'avatars'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(root, 'dist', 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(root, 'secret.txt'), evilMarker);
  writeFileSync(join(root, 'data', 'uploads', 'secret.txt'), evilMarker);
  server = await startTestServer({
    env: {
      WEB_DIST_DIR: join(root, 'dist'),
      DATA_DIR: join(root, 'data'),
      // Nothing here may reach the internet: every outside source points at a closed local port.
      MICROSOFT_LEARN_BASE_URL: 'http://127.0.0.1:9',
      EDX_BASE_URL: 'http://127.0.0.1:9',
      GREENHOUSE_API_URL: 'http://127.0.0.1:9',
      LEVER_API_URL: 'http://127.0.0.1:9',
      ASHBY_API_URL: 'http://127.0.0.1:9',
      SYNC_TIMEOUT_MS: '2000',
    },
    logLevel: 'warn',
  });
  user = await signUp(server, { name: 'Plain User' });
  admin = await signUp(server, { name: 'Admin User' });
  await grantRole(server.db, admin.id, 'admin');
  const courses = (await (await server.fetch('/api/courses?limit=1')).json()) as {
    courses: Array<{ id: unknown }>;
  };
  courseId = String(courses.courses[0]!.id);
  const jobs = (await (await server.fetch('/api/jobs?limit=1')).json()) as { jobs: Array<{ id: unknown }> };
  jobId = String(jobs.jobs[0]?.id ?? '1');
  tablesBefore = await tableCounts();
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

type Caller = 'visitor' | 'user' | 'admin';

function callersFor(path: string): Caller[] {
  return path.includes('/admin') ? ['visitor', 'user', 'admin'] : ['visitor', 'user'];
}

function headersFor(caller: Caller): Record<string, string> {
  if (caller === 'visitor') return {};
  const account = caller === 'admin' ? admin : user;
  return { cookie: account.cookie, origin: server.url };
}

/** A value for a path parameter that names something real, so body payloads reach the handler. */
function paramSample(path: string, name: string): string {
  if (name === 'courseId') return courseId;
  if (name === 'id' && path.includes('/admin/users/')) return user.id;
  if (name === 'id') return jobId;
  return 'placeholder';
}

async function send(
  label: string,
  caller: Caller,
  options: { method: string; path: string; body?: string; contentType?: string },
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...headersFor(caller) };
  if (options.body !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  const res = await rawRequest(server.url, {
    method: options.method,
    path: options.path,
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  sent += 1;
  check(`${label} as ${caller}`, options.path, res);
  if (
    res.status >= 200 &&
    res.status < 300 &&
    options.method === 'POST' &&
    /^\/api\/auth\/sign-up\/email(\?|$)/.test(options.path)
  ) {
    signUpsCreated += 1;
  }
  return res;
}

function check(label: string, path: string, res: RawResponse) {
  const contentType = String(res.headers['content-type'] ?? '');
  const fail = (why: string) => failures.push(`${label}: ${why} (${res.status} ${res.body.slice(0, 160)})`);
  if (res.status >= 500) return fail('server error');
  if (res.body.includes(evilMarker) || res.body.includes('root:x:0:0'))
    return fail('served a file outside the app');
  if (stackFrame.test(res.body)) return fail('stack trace in the answer');
  if (res.status >= 300 && res.status < 400) {
    const location = String(res.headers.location ?? '');
    const target = new URL(location, server.url);
    if (target.origin !== new URL(server.url).origin) fail(`redirects off the site to ${location}`);
    return;
  }
  if (contentType.includes('text/html') && /<script>alert|onerror=alert/i.test(res.body)) {
    return fail('payload reflected into HTML');
  }
  // Judged by the path the server sees: `/api/avatars/../../etc/passwd` is `/etc/passwd`, no API
  // path, which the web app answers (404, its not-found page).
  if (!new URL(path, server.url).pathname.startsWith('/api/')) return;
  if (res.status >= 400) {
    try {
      parseErrorBody(res.body);
    } catch {
      return fail('error not in the API error shape');
    }
    if (leakedInternals.test(res.body)) fail('internals in the error');
    return;
  }
  if (contentType.includes('application/json')) {
    try {
      JSON.parse(res.body);
    } catch {
      fail('2xx JSON answer that is not JSON');
    }
  }
}

describe('classic injection strings on every /api route', () => {
  it('finds the routes, including ones that take input', () => {
    const routes = apiRoutes(server.running.app);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => bodyMethods.has(r.method)).length).toBeGreaterThan(5);
  });

  it('answers injected path parameters with 4xx or a harmless 2xx', async () => {
    for (const route of apiRoutes(server.running.app)) {
      if (!route.path.includes(':') && !route.path.includes('*')) continue;
      const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
      for (const payload of payloads) {
        for (const target of names) {
          const path = fillParams(route.path, (name) =>
            name === target ? payload : paramSample(route.path, name),
          );
          for (const caller of callersFor(route.path)) {
            await send(`${route.method} ${path}`, caller, {
              method: route.method,
              path,
              ...(bodyMethods.has(route.method) ? { body: '{}' } : {}),
            });
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers injected query strings with 4xx or a harmless 2xx', async () => {
    for (const route of apiRoutes(server.running.app).filter((r) => r.method === 'GET')) {
      const path = fillParams(route.path, (name) =>
        name === '*' ? 'get-session' : paramSample(route.path, name),
      );
      const queries = [
        ...payloads.flatMap((p) => queryKeys.map((key) => `${key}=${encodeURIComponent(p)}`)),
        ...payloads.map((p) => allQueryKeys.map((key) => `${key}=${encodeURIComponent(p)}`).join('&')),
        pollutionQuery,
      ];
      for (const query of queries) {
        for (const caller of callersFor(route.path)) {
          await send(`GET ${path}?${query.slice(0, 60)}`, caller, {
            method: 'GET',
            path: `${path}?${query}`,
          });
        }
      }
    }
    // Better Auth's redirecting endpoint with an injected token and callback.
    for (const payload of payloads) {
      const path = `/api/auth/reset-password/${encodeURIComponent(payload)}?callbackURL=${encodeURIComponent(payload)}`;
      await send(`GET ${path}`, 'visitor', { method: 'GET', path });
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers injected JSON bodies and prototype pollution with 4xx or a harmless 2xx', async () => {
    const auth = authBodies(user);
    for (const route of apiRoutes(server.running.app).filter((r) => bodyMethods.has(r.method))) {
      const targets: Array<{ path: string; sample: () => Record<string, unknown> }> =
        route.path === '/api/auth/*'
          ? Object.entries(auth).map(([endpoint, sample]) => ({ path: `/api/auth/${endpoint}`, sample }))
          : [
              {
                path: fillParams(route.path, (name) => paramSample(route.path, name)),
                sample: bodySamples[`${route.method} ${route.path}`] ?? genericBody,
              },
            ];
      for (const { path, sample } of targets) {
        const bodies = [
          ...payloads.flatMap((p) => withOneLeaf(sample(), p).map((b) => JSON.stringify(b))),
          ...pollutionBodies,
          // The pollution keys beside fields that pass validation.
          `{"__proto__":{"polluted":true,"role":"admin"},${JSON.stringify(sample()).slice(1)}`,
          `{"constructor":{"prototype":{"polluted":true}}},${JSON.stringify(sample()).slice(1)}`,
        ];
        for (const body of bodies) {
          for (const caller of callersFor(route.path)) {
            await send(`${route.method} ${path} ${body.slice(0, 80)}`, caller, {
              method: route.method,
              path,
              body,
            });
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  }, 120_000);

  it('keeps static files and avatars inside their folders whatever the path says', async () => {
    const traversals = [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/....//secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/../../etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/../../../../../../etc/passwd',
    ];
    for (const traversal of traversals) {
      for (const path of [
        traversal,
        `/api/avatars${traversal}`,
        `/api/avatars/${encodeURIComponent(traversal.slice(1))}`,
      ]) {
        await send(`GET ${path}`, 'visitor', { method: 'GET', path });
      }
    }
    // An upload whose file name tries to climb out: the stored name is our own.
    const form = new FormData();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    form.set('file', new File([png], '../../../secret.txt.png', { type: 'image/png' }));
    const upload = await asUser(server, user)('/api/me/avatar', { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(500);
    if (upload.ok) {
      const body = (await upload.json()) as { avatarUrl?: string };
      expect(body.avatarUrl ?? '').toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]+\.png$/);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('leaves the database intact, the roles unchanged and no prototype polluted', async () => {
    // Guards against an enumeration that silently found nothing to attack.
    expect(sent).toBeGreaterThan(1000);
    const after = await tableCounts();
    expect([...after.keys()]).toEqual([...tablesBefore.keys()]);
    // Sessions, one-time tokens and rate-limit windows come and go by design.
    const volatile = new Set(['session', 'verification', 'rate_limits']);
    const shrunk = [...tablesBefore].filter(([name, n]) => !volatile.has(name) && after.get(name)! < n);
    expect(shrunk, 'tables that lost rows').toEqual([]);
    expect(after.get('user')).toBe(tablesBefore.get('user')! + signUpsCreated);
    expect(after.get('courses')).toBe(tablesBefore.get('courses'));

    const me = (await (await asUser(server, user)('/api/me')).json()) as { role: string; isAdmin: boolean };
    expect(me).toMatchObject({ role: 'user', isAdmin: false });
    const stillAdmin = await asUser(server, admin)('/api/admin/users');
    expect(stillAdmin.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.create(null) as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect(Object.hasOwn(Object.prototype, 'role')).toBe(false);
  });
});
