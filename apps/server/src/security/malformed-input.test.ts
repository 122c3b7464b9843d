import { JOB_IMPORT_MAX_BYTES } from '@app/core/job-fetches';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '../app.ts';
import { grantRole } from '../auth/roles-queries.ts';
import { signUp, type TestAccount } from '../testing/accounts.ts';
import { parseErrorBody, type RawResponse, rawRequest } from '../testing/http.ts';
import {
  authBodySamples,
  bodySamples,
  encodeUriPart,
  fillParams,
  genericBody,
  withOneField,
} from '../testing/route-inputs.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Malformed input on every route that takes input: broken JSON, JSON of the wrong types in every
// field, huge strings, and control characters in every field, path parameter and query value.
// Each is sent as a caller who gets past the access check (a user, an admin on admin routes), so
// validation and the code behind it run. No answer may be a 5xx.

/** The API's body limit (config.ts apiBodyLimitBytes); the job import has its own, larger one. */
const BODY_LIMIT = 1024 * 1024;

/** Not JSON at all: a 4xx every time. */
const brokenJson: string[] = [
  '{"a": ',
  '{',
  '[',
  'nul',
  '{"a": 1}}',
  '{"a": 1,}',
  "{'a': 1}",
  '{"a": "unterminated}',
  '{"a": "\\u12"}',
  '{"a": "\\x00"}',
  '\u0000',
];

/** JSON, but not an object of the route's fields. */
const oddJson: string[] = [
  '"just a string"',
  '12',
  'true',
  'null',
  '[]',
  '[{"a": 1}]',
  // A structure far deeper than any schema.
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

const wrongTypes: unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  {},
  { a: { b: [1, { c: null }] } },
  // Deep enough to break code that walks values recursively.
  JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`),
];

const controlStrings = [
  '\u0000',
  'Ada\u0000Lovelace',
  '\u001b[2J\u001b[31mred',
  'del\u007f',
  'next\u0085line',
  '\ud800',
  // Not a control character (a Unicode line separator), which the rule lets through.
  'line\u2028separator',
];

/** For path parameters and query values, which are many: NUL, an escape sequence, a C1 code. */
const controlStringsShort = ['Ada\u0000Lovelace', '\u001b[2J', 'csi\u009b31m', '\ud800'];
/** For every query key of every GET route (many more): NUL and a C1 code. */
const queryControlStrings = ['Ada\u0000Lovelace', 'csi\u009b31m'];

/** Just under the body limit once the JSON around it is added. */
const nearLimit = 'x'.repeat(BODY_LIMIT - 4096);

/** Query keys the list routes read; each gets the bad value on its own. */
const queryKeys = [
  'search',
  'q',
  'limit',
  'offset',
  'feature',
  'source',
  'sort',
  'category',
  'provider',
  'level',
  'company',
  'location',
  'skill',
  'country',
  'status',
  'ids',
  'paths',
];

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Better Auth's endpoints that read a path segment or query value, behind `GET /api/auth/*`. */
const authGets = (value: string) => [
  `/api/auth/reset-password/${value}?callbackURL=%2F`,
  `/api/auth/reset-password/token?callbackURL=${value}`,
  `/api/auth/verify-email?token=${value}`,
  `/api/auth/delete-user/callback?token=${value}`,
  `/api/auth/account-info?accountId=${value}`,
  `/api/auth/get-session?disableCookieCache=${value}`,
  `/api/auth/callback/${value}`,
  `/api/auth/error?error=${value}`,
];

let server: TestServer;
let sources: SourceServer;
let user: TestAccount;
let admin: TestAccount;
/** An account for the endpoints that end a session or the account; replaced when they succeed. */
let disposable: TestAccount;
let courseId: string;
let jobId: string;
let sent = 0;
const failures: string[] = [];

beforeAll(async () => {
  // The live course sync a sweep starts (POST /api/admin/sync/edx) finds a source with no courses,
  // which it answers as such; nothing here reaches the internet or another closed port.
  sources = await startSourceServer();
  sources.on('/api/courses/v1/courses/', { json: { results: [], pagination: { next: null } } });
  server = await startTestServer({
    env: {
      MICROSOFT_LEARN_BASE_URL: 'http://127.0.0.1:9',
      EDX_BASE_URL: sources.url,
      GREENHOUSE_API_URL: 'http://127.0.0.1:9',
      LEVER_API_URL: 'http://127.0.0.1:9',
      ASHBY_API_URL: 'http://127.0.0.1:9',
      SYNC_TIMEOUT_MS: '2000',
      // Thousands of requests from one address: the per-address limits must not answer first.
      RATE_LIMIT_IP_FACTOR: '10000',
    },
    logLevel: 'warn',
  });
  user = await signUp(server, { name: 'Plain User' });
  admin = await signUp(server, { name: 'Admin User' });
  await grantRole(server.db, admin.id, 'admin');
  disposable = await signUp(server, { name: 'Disposable User' });
  const courses = (await (await server.fetch('/api/courses?limit=1')).json()) as {
    courses: Array<{ id: unknown }>;
  };
  courseId = String(courses.courses[0]!.id);
  const jobs = (await (await server.fetch('/api/jobs?limit=1')).json()) as { jobs: Array<{ id: unknown }> };
  jobId = String(jobs.jobs[0]?.id ?? '1');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sources?.close();
});
beforeEach(async () => {
  failures.length = 0;
  // An application to update, so the tracker's PATCH reaches the database (the sweep's DELETEs
  // withdraw it).
  const applied = await rawRequest(server.url, {
    method: 'POST',
    path: `/api/jobs/${jobId}/applications`,
    headers: { cookie: user.cookie, origin: server.url },
  });
  expect([201, 409]).toContain(applied.status);
});

type Caller = 'visitor' | 'user' | 'admin' | 'disposable';

const endsTheSession =
  /^\/api\/auth\/(sign-out|delete-user|revoke-sessions?|revoke-other-sessions|update-session)$/;

/**
 * Who sends: an admin on admin routes, a user elsewhere. The AI tools are public and their
 * per-account limit is fixed, so they are called as a visitor (whose per-address limit is raised).
 */
function callerFor(path: string): Caller {
  if (path.includes('/admin')) return 'admin';
  if (path.startsWith('/api/ai/')) return 'visitor';
  if (endsTheSession.test(path)) return 'disposable';
  return 'user';
}

function paramSample(path: string, name: string): string {
  if (name === 'courseId') return courseId;
  if (name === 'id' && path.includes('/admin/users/')) return user.id;
  if (name === 'id') return jobId;
  if (name === 'source') return 'edx';
  if (name === 'file') return 'none.png';
  if (name === '*') return 'get-session';
  return 'placeholder';
}

async function send(
  label: string,
  caller: Caller,
  options: { method: string; path: string; body?: string },
): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (caller !== 'visitor') {
    headers.cookie = { user, admin, disposable }[caller].cookie;
    headers.origin = server.url;
  }
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  const res = await rawRequest(server.url, {
    method: options.method,
    path: options.path,
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  sent += 1;
  // Signed out or deleted: the next request gets a fresh account, so it reaches validation too.
  if (caller === 'disposable' && res.status < 300)
    disposable = await signUp(server, { name: 'Disposable User' });
  if (res.status >= 500) {
    failures.push(`${label} as ${caller}: ${res.status} ${res.body.slice(0, 160)}`);
  } else if (res.status >= 400 && options.path.startsWith('/api/')) {
    try {
      parseErrorBody(res.body);
    } catch {
      failures.push(`${label} as ${caller}: error not in the API error shape (${res.body.slice(0, 160)})`);
    }
  }
  return res;
}

/** Each route that takes a body, at a concrete path, with a body that passes its validation. */
/**
 * Routes with a body method that read no JSON body: they still get the broken bodies (and must
 * not fail on them), but have no fields to fill. A new route that reads one needs a sample in
 * testing/route-inputs.ts instead, or the first test fails.
 */
const readsNoJsonBody = new Set([
  'POST /api/me/avatar',
  'DELETE /api/me/avatar',
  'DELETE /api/me/drafts/cv',
  'DELETE /api/me/drafts/cover-letter',
  'POST /api/university-courses/fetch',
  'POST /api/admin/sync/:source',
  'DELETE /api/me/courses/:courseId',
  'DELETE /api/me/courses/:courseId/sessions/:sessionId',
  'DELETE /api/me/courses/:courseId/completion',
  'POST /api/jobs/:id/applications',
  'DELETE /api/me/applications/:id',
  'POST /api/admin/jobs/held/:source/:board/apply',
  'POST /api/admin/catalogue/link-check',
  'DELETE /api/me/plans/:id',
  'PUT /api/me/plans/:id/share',
  'DELETE /api/me/plans/:id/share',
]);

interface BodyTarget {
  key: string;
  path: string;
  sample: () => Record<string, unknown>;
  /** Whether the route reads the body's fields (and so has fields to fill with bad values). */
  readsBody: boolean;
}

/** Each route that takes a body, at a concrete path, with a body that passes its validation. */
function bodyTargets(): BodyTarget[] {
  const auth = authBodySamples(user);
  return apiRoutes(server.running.app)
    .filter((r) => bodyMethods.has(r.method))
    .flatMap((route): BodyTarget[] => {
      if (route.path === '/api/auth/*') {
        return Object.entries(auth).map(([endpoint, sample]) => ({
          key: `POST /api/auth/${endpoint}`,
          path: `/api/auth/${endpoint}`,
          sample,
          readsBody: true,
        }));
      }
      const key = `${route.method} ${route.path}`;
      return [
        {
          key,
          path: fillParams(route.path, (name) => paramSample(route.path, name)),
          sample: bodySamples[key] ?? genericBody,
          readsBody: !readsNoJsonBody.has(key),
        },
      ];
    });
}

function methodOf(key: string): string {
  return key.split(' ')[0]!;
}

interface Probe {
  label: string;
  caller: Caller;
  method: string;
  path: string;
  body?: string;
  /** The answer must be a 4xx (not only below 500). */
  mustRefuse?: boolean;
}

/** Sends every probe, a few at a time (the server awaits its database between them). */
async function sendAll(probes: Probe[], concurrency = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const res = await send(probe.label, probe.caller, probe);
      if (probe.mustRefuse && res.status < 400) failures.push(`${probe.label}: accepted with ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** One probe per field of the target's sample (per text field with `textOnly`), set to `value`. */
function fieldProbes(target: BodyTarget, value: unknown, label: string, textOnly = false): Probe[] {
  return withOneField(target.sample(), value)
    .filter(({ was }) => !textOnly || typeof was === 'string')
    .map(({ path, body }) => ({
      label: `${target.key} with ${path} = ${label}`,
      caller: callerFor(target.path),
      method: methodOf(target.key),
      path: target.path,
      body: JSON.stringify(body),
    }));
}

describe('malformed input on every route that takes input', () => {
  it('has a body that passes validation for every route that reads one', async () => {
    const targets = bodyTargets().filter((t) => t.readsBody);
    expect(
      targets.filter((t) => !t.key.startsWith('POST /api/auth/') && !bodySamples[t.key]).map((t) => t.key),
      'routes that read a body without a sample in testing/route-inputs.ts',
    ).toEqual([]);
    expect(targets.length).toBeGreaterThan(30);
    // A sample that fails validation would test nothing behind it; these must be accepted.
    for (const target of targets) {
      const res = await send(`${target.key} with its sample`, callerFor(target.path), {
        method: methodOf(target.key),
        path: target.path,
        body: JSON.stringify(target.sample()),
      });
      const code = res.status >= 400 ? parseErrorBody(res.body).error.code : '';
      expect(
        ['invalid_input', 'invalid_json', 'bad_request'],
        `${target.key}: ${res.body.slice(0, 200)}`,
      ).not.toContain(code);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers broken JSON and bodies past the limit with 4xx, and JSON of the wrong shape without a server error', async () => {
    const probes = bodyTargets().flatMap((target): Probe[] => {
      const limit = target.key === 'POST /api/admin/jobs/import' ? JOB_IMPORT_MAX_BYTES : BODY_LIMIT;
      const tooLarge = JSON.stringify({ ...target.sample(), pad: 'y'.repeat(limit + 1) });
      return [...brokenJson, tooLarge, ...oddJson].map((body) => ({
        label: `${target.key} with ${body.slice(0, 30)}`,
        caller: callerFor(target.path),
        method: methodOf(target.key),
        path: target.path,
        body,
        mustRefuse: target.readsBody && !oddJson.includes(body),
      }));
    });
    await sendAll(probes);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers wrong types in every field without a server error', async () => {
    const targets = bodyTargets().filter((t) => t.readsBody);
    await sendAll(
      targets.flatMap((target) =>
        wrongTypes.flatMap((value) => fieldProbes(target, value, JSON.stringify(value).slice(0, 30))),
      ),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers huge strings and control characters in every field without a server error', async () => {
    const targets = bodyTargets().filter((t) => t.readsBody);
    await sendAll(
      targets.flatMap((target) => [
        // Just under the body limit with the JSON around it, in each text field.
        ...fieldProbes(target, nearLimit, `${nearLimit.length} characters`, true),
        ...controlStrings.flatMap((value, i) =>
          fieldProbes(target, value, JSON.stringify(value)).filter(
            // Passwords may hold any characters, and each wrong one costs a password hash (about
            // a second on a busy machine): the first control string stands for the rest there.
            (probe) => i === 0 || !/password[^.]* = /i.test(probe.label),
          ),
        ),
      ]),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers control characters in path parameters and query values without a server error', async () => {
    const probes: Probe[] = [];
    for (const route of apiRoutes(server.running.app)) {
      const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
      const sample = bodyMethods.has(route.method)
        ? JSON.stringify((bodySamples[`${route.method} ${route.path}`] ?? genericBody)())
        : undefined;
      const caller = callerFor(route.path);
      const probe = (path: string): Probe => ({
        label: `${route.method} ${path}`,
        caller,
        method: route.method,
        path,
        ...(sample !== undefined ? { body: sample } : {}),
      });
      for (const value of controlStringsShort) {
        for (const target of names) {
          probes.push(
            probe(
              fillParams(route.path, (name) => (name === target ? value : paramSample(route.path, name))),
            ),
          );
        }
        if (route.method === 'GET' && route.path === '/api/auth/*')
          probes.push(...authGets(encodeUriPart(value)).map(probe));
        if (route.method !== 'GET') continue;
        const path = fillParams(route.path, (name) => paramSample(route.path, name));
        if (!queryControlStrings.includes(value)) continue;
        for (const key of queryKeys) probes.push(probe(`${path}?${key}=${encodeUriPart(value)}`));
      }
    }
    await sendAll(probes);
    expect(failures).toEqual([]);
  }, 120_000);

  it('sent enough requests, as callers who stayed signed in, to mean something', async () => {
    expect(sent).toBeGreaterThan(3000);
    for (const account of [user, admin]) {
      const me = await rawRequest(server.url, { path: '/api/me', headers: { cookie: account.cookie } });
      expect(me.status).toBe(200);
    }
  });
});

describe('control characters in text input', () => {
  /** The request, its answer, and the field the 400 must name. */
  async function refusal(
    caller: Caller,
    method: string,
    path: string,
    body: unknown,
  ): Promise<{ status: number; code: string; message: string; fields: string[] }> {
    const res = await send(`${method} ${path}`, caller, {
      method,
      path,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const error = res.status >= 400 ? parseErrorBody(res.body).error : { code: '', message: '' };
    const details = (error as { details?: Array<{ path: string }> }).details ?? [];
    return {
      status: res.status,
      code: error.code,
      message: error.message,
      fields: details.map((d) => d.path),
    };
  }

  it('answers NUL in each text field with a 400 that names the field', async () => {
    const waitlist = bodySamples['POST /api/waitlist']!;
    const cases: Array<[Caller, string, string, unknown, string]> = [
      ['user', 'PATCH', '/api/me/profile', { fullName: 'Ada\u0000Lovelace' }, 'fullName'],
      ['visitor', 'POST', '/api/waitlist', { ...waitlist(), fullName: 'Ada\u0000' }, 'fullName'],
      ['visitor', 'POST', '/api/waitlist', { ...waitlist(), message: 'Hi\u0000there' }, 'message'],
      [
        'visitor',
        'POST',
        '/api/auth/sign-up/email',
        { ...authBodySamples(user)['sign-up/email']!(), name: 'Ada\u0000Lovelace' },
        'name',
      ],
      ['admin', 'GET', `/api/admin/users?search=${encodeURIComponent('ada\u0000')}`, undefined, 'search'],
      ['admin', 'PUT', `/api/admin/users/${encodeURIComponent('abc\u0000')}/role`, { role: 'user' }, 'id'],
      ['user', 'PATCH', `/api/me/applications/${jobId}`, { note: 'Call\u001b[2J back' }, 'note'],
      [
        'user',
        'POST',
        '/api/auth/reset-password',
        { token: 'x\u0000', newPassword: 'Tulip-Harbour-1234' },
        'token',
      ],
    ];
    for (const [caller, method, path, body, field] of cases) {
      const answer = await refusal(caller, method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 400,
        code: 'invalid_input',
        fields: [field],
      });
      expect(answer.message).toContain(`${field}: Control characters`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps line breaks and tabs in multi-line text, and refuses them in names', async () => {
    const waitlist = bodySamples['POST /api/waitlist']!;
    const multiLine = await refusal('visitor', 'POST', '/api/waitlist', {
      ...waitlist(),
      message: 'First line\nSecond line\twith a tab\r\nThird line',
    });
    expect(multiLine.status).toBe(201);
    for (const name of ['Ada\nLovelace', 'Ada\tLovelace']) {
      const answer = await refusal('visitor', 'POST', '/api/waitlist', { ...waitlist(), fullName: name });
      expect(answer).toMatchObject({ status: 400, code: 'invalid_input', fields: ['fullName'] });
      const profile = await refusal('user', 'PATCH', '/api/me/profile', { fullName: name });
      expect(profile).toMatchObject({ status: 400, fields: ['fullName'] });
    }
    // Text beyond the controls (accents, other scripts, emoji, U+2028) is not touched.
    const profile = await refusal('user', 'PATCH', '/api/me/profile', { fullName: 'Zoë Ōkubo 李 🚀\u2028' });
    expect(profile.status).toBe(200);
  });

  it('lets a password hold any characters (it is hashed, never stored or shown)', async () => {
    const answer = await refusal('visitor', 'POST', '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'Tulip\u0000Harbour\u001b-1234',
    });
    expect(answer.status).toBe(401);
  });
});
