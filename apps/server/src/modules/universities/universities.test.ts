import {
  type UniversityCourseListResponse,
  type UniversityFetchTriggerResponse,
  type UniversitySyncResponse,
  type UniversitySyncStatusResponse,
  universityCourseListResponseSchema,
  universityFetchTriggerResponseSchema,
  universitySyncResponseSchema,
  universitySyncStatusResponseSchema,
} from '@app/core/university-api';
import { searchUniversityCourses } from '@app/core/university-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { rows } from '../../db/client.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  courseraCourses,
  serveCoursera,
  serveEdx,
  universitySourceEnv,
} from '../../testing/university-sources.ts';
import { SEED_UNIVERSITY_COURSES } from './seed-courses/all.ts';

let server: TestServer;
let source: SourceServer;
let user: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  source = await startSourceServer();
  server = await startTestServer({ env: universitySourceEnv(source) });
  user = await signUp(server, { name: 'Student' });
  admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
});
afterAll(async () => {
  await server?.close();
  await source?.close();
});

async function call<T>(account: TestAccount | null, path: string, init: RequestInit = {}, status = 200) {
  const res = account ? await asUser(server, account)(path, init) : await server.fetch(path, init);
  const text = await res.text();
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${text.slice(0, 300)}`).toBe(status);
  return JSON.parse(text) as T;
}

/** A page of the list; by default in the spec's title order, searched as typed, as these tests check the spec's rule. */
const list = async (params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(
    Object.entries({ sort: 'title', asTyped: '1', ...params }).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  );
  return universityCourseListResponseSchema.parse(
    await call<UniversityCourseListResponse>(user, `/api/university-courses?${query}`),
  );
};

async function listAll(params: Record<string, string> = {}) {
  const all: UniversityCourseListResponse['courses'] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page = await list({ ...params, offset, limit: 60 });
    all.push(...page.courses);
    offset = page.nextOffset;
  }
  return all;
}

const adminSync = async (body?: unknown) =>
  universitySyncResponseSchema.parse(
    await call<UniversitySyncResponse>(admin, '/api/admin/sync/universities', {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    }),
  );

const ids = (courses: readonly { id: string }[]) => courses.map((c) => c.id);

describe('GET /api/university-courses', () => {
  it('is open to visitors, like the catalogue', async () => {
    const res = await server.fetch('/api/university-courses?search=python');
    expect(res.status).toBe(200);
    const page = (await res.json()) as UniversityCourseListResponse;
    expect(page.total).toBe(searchUniversityCourses(SEED_UNIVERSITY_COURSES, 'python').length);
    expect(page.total).toBeGreaterThan(0);
  });

  it('returns the first page of every active course in title order, with totals and facets', async () => {
    const page = await list();
    const expected = searchUniversityCourses(SEED_UNIVERSITY_COURSES, '');
    expect(page.total).toBe(SEED_UNIVERSITY_COURSES.length);
    expect(page.catalogueTotal).toBe(SEED_UNIVERSITY_COURSES.length);
    expect([page.offset, page.limit, page.nextOffset]).toEqual([0, 24, 24]);
    expect(ids(page.courses)).toEqual(ids(expected.slice(0, 24)));
    expect(page.fetching).toBe(false);
    expect(page.facets.countries.map((c) => c.value)).toContain('Finland');
    expect(page.facets.countries.reduce((n, c) => n + c.count, 0)).toBe(SEED_UNIVERSITY_COURSES.length);
    expect(page.facets.levels.map((l) => l.value)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    const countries = page.facets.countries.map((c) => c.value);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('stores every course in the spec shape: is_active, source_api universities_api, fetched_at, course_data', async () => {
    const [row] = rows<{ n: number; api: string }>(
      await server.db.execute(
        sql`select count(*)::int as n, min(source_api) as api from university_courses where is_active and fetched_at is not null`,
      ),
    );
    expect(row).toEqual({ n: SEED_UNIVERSITY_COURSES.length, api: 'universities_api' });
  });

  it('searches with the spec rule, exactly as the reference does', async () => {
    for (const search of ['python', 'Deep Learning', 'stanford', 'helsinki', 'data science', 'zzqqnothing']) {
      const found = await listAll({ search });
      expect(ids(found), search).toEqual(ids(searchUniversityCourses(SEED_UNIVERSITY_COURSES, search)));
    }
    // A university name alone finds its courses (40 points a word).
    const tokyo = await listAll({ search: 'tokyo' });
    expect(tokyo.length).toBeGreaterThan(0);
    expect(new Set(tokyo.map((c) => c.university))).toEqual(new Set(['The University of Tokyo']));
  });

  it('filters by country, category and level, ignoring case, alone and together', async () => {
    const finland = await listAll({ country: 'FINLAND' });
    expect(finland.length).toBe(SEED_UNIVERSITY_COURSES.filter((c) => c.country === 'Finland').length);
    expect(new Set(finland.map((c) => c.country))).toEqual(new Set(['Finland']));

    const ai = await listAll({ category: 'artificial intelligence' });
    expect(ai.length).toBeGreaterThan(10);
    expect(new Set(ai.map((c) => c.category))).toEqual(new Set(['Artificial Intelligence']));

    const advanced = await listAll({ level: 'advanced' });
    expect(new Set(advanced.map((c) => c.level))).toEqual(new Set(['Advanced']));

    const combined = {
      search: 'learning',
      country: 'United States',
      category: 'Artificial Intelligence',
      level: 'Advanced',
    };
    expect(ids(await listAll(combined))).toEqual(
      ids(searchUniversityCourses(SEED_UNIVERSITY_COURSES, combined.search, combined)),
    );
    expect((await list({ country: 'Atlantis' })).total).toBe(0);
  });

  it('pages with offset and limit, and the pages add up to the whole result', async () => {
    const page = await list({ offset: 48, limit: 12 });
    expect(ids(page.courses)).toEqual(
      ids(searchUniversityCourses(SEED_UNIVERSITY_COURSES, '').slice(48, 60)),
    );
    expect(page.nextOffset).toBe(60);
    const last = await list({ offset: SEED_UNIVERSITY_COURSES.length - 5, limit: 60 });
    expect(last.courses).toHaveLength(5);
    expect(last.nextOffset).toBeNull();
    expect(await listAll()).toHaveLength(SEED_UNIVERSITY_COURSES.length);
  });

  it('answers 400 in the error shape to a bad query', async () => {
    for (const query of [
      'limit=0',
      'limit=61',
      'limit=ten',
      'offset=-1',
      `search=${'x'.repeat(201)}`,
      'country=',
    ]) {
      const res = await asUser(server, user)(`/api/university-courses?${query}`);
      const body = parseErrorBody(await res.text());
      expect(res.status, query).toBe(400);
      expect(body.error.code, query).toBe('invalid_input');
    }
  });
});

describe('fetching from Coursera and edX (admin)', () => {
  beforeEach(() => source.reset());

  it('is admins only', async () => {
    await call(user, '/api/admin/sync/universities', { method: 'POST' }, 403);
    await call(user, '/api/admin/sync/universities', {}, 403);
    await call(null, '/api/admin/sync/universities', { method: 'POST' }, 401);
  });

  it('rejects a bad body with 400', async () => {
    for (const body of ['{"sources":["udemy"]}', '{"sources":[]}', '{"extra":1}', '{not json']) {
      const res = await asUser(server, admin)('/api/admin/sync/universities', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(400);
      parseErrorBody(await res.text());
    }
  });

  it('adds the university courses of both sources and the page lists them', async () => {
    serveCoursera(source, {
      courses: [
        ...courseraCourses(30, 'Zettabyte Ledgers'),
        { id: 'g-1', slug: 'gcp', name: 'Google Cloud Fundamentals', partnerIds: ['443'] },
      ],
    });
    serveEdx(source, { MITx: ['Circuits and Electronics', 'Quantum Mechanics for Everyone'] });
    const result = await adminSync();
    expect(result).toMatchObject({ success: true, fetched: 33, skipped: 1, saved: 32, deactivated: 0 });
    expect(result.total).toBe(SEED_UNIVERSITY_COURSES.length + 32);
    expect(result.sources.map((s) => [s.source, s.status, s.saved])).toEqual([
      ['coursera', 'succeeded', 30],
      ['edx', 'succeeded', 2],
    ]);

    const page = await list({ search: 'circuits' });
    expect(page.catalogueTotal).toBe(SEED_UNIVERSITY_COURSES.length + 32);
    expect(page.courses.filter((c) => c.provider === 'edX').map((c) => [c.title, c.university])).toEqual([
      ['Circuits and Electronics', 'Massachusetts Institute of Technology'],
    ]);
    expect((await list({ search: 'zettabyte' })).total).toBe(30);
  });

  it('upserts by source and id, and marks courses the source no longer lists inactive', async () => {
    serveCoursera(source, { courses: courseraCourses(29, 'Yottabyte Ledgers') });
    serveEdx(source, { MITx: ['Circuits and Electronics', 'Quantum Mechanics for Everyone'] });
    const result = await adminSync({ sources: ['coursera'] });
    expect(result).toMatchObject({ success: true, saved: 29, deactivated: 1 });
    expect(result.sources.map((s) => s.source)).toEqual(['coursera']);
    expect((await list({ search: 'zettabyte' })).total).toBe(0);
    expect((await list({ search: 'yottabyte' })).total).toBe(29);
    const [counts] = rows<{ all: number; active: number }>(
      await server.db.execute(
        sql`select count(*)::int as all, count(*) filter (where is_active)::int as active from university_courses where source = 'coursera'`,
      ),
    );
    expect(counts).toEqual({ all: 30, active: 29 });
  });

  it('keeps the active courses when a source fails, and says so', async () => {
    const before = await list();
    serveCoursera(source, { courses: [], failWith: 503 });
    serveEdx(source, { failWith: 500 });
    const result = await adminSync();
    expect(result.success).toBe(false);
    expect(result.total).toBe(before.catalogueTotal);
    expect(result.error).toMatch(
      /^Failed to fetch university courses: Coursera answered HTTP 503.*edX answered HTTP 500/,
    );
    expect(result.sources.map((s) => s.status)).toEqual(['failed', 'failed']);
    const after = await list();
    expect(after.catalogueTotal).toBe(before.catalogueTotal);
    expect(ids(after.courses)).toEqual(ids(before.courses));
  });

  it('applies the source that worked when the other fails (partial)', async () => {
    serveCoursera(source, { courses: courseraCourses(29, 'Yottabyte Ledgers') });
    serveEdx(source, { failWith: 500 });
    const result = await adminSync();
    expect(result.success).toBe(false);
    expect(result.sources.map((s) => [s.source, s.status])).toEqual([
      ['coursera', 'succeeded'],
      ['edx', 'failed'],
    ]);
    // edX's courses stay active.
    expect((await list({ search: 'circuits' })).courses.filter((c) => c.provider === 'edX')).toHaveLength(1);
  });

  it('takes an answer that would deactivate most of a source as partial, unless forced', async () => {
    serveCoursera(source, { courses: courseraCourses(3, 'Yottabyte Ledgers') });
    serveEdx(source, { MITx: ['Circuits and Electronics', 'Quantum Mechanics for Everyone'] });
    const guarded = await adminSync({ sources: ['coursera'] });
    expect(guarded.success).toBe(false);
    expect(guarded.error).toMatch(/returned 3 courses where 29 are active/);
    expect((await list({ search: 'yottabyte' })).total).toBe(29);

    const forced = await adminSync({ sources: ['coursera'], force: true });
    expect(forced).toMatchObject({ success: true, saved: 3, deactivated: 26 });
    expect((await list({ search: 'yottabyte' })).total).toBe(3);
  });

  it('runs one fetch at a time: a second request meanwhile shares the first one', async () => {
    serveCoursera(source, { courses: courseraCourses(3, 'Yottabyte Ledgers'), delayMs: 400 });
    serveEdx(source, { MITx: ['Circuits and Electronics', 'Quantum Mechanics for Everyone'] });
    const [a, b] = await Promise.all([adminSync(), adminSync()]);
    expect(a).toEqual(b);
    expect(source.requests.filter((r) => r.path === '/api/courses.v1')).toHaveLength(1);
  });

  it('shows the runs to admins', async () => {
    const status = universitySyncStatusResponseSchema.parse(
      await call<UniversitySyncStatusResponse>(admin, '/api/admin/sync/universities'),
    );
    expect(status.running).toBe(false);
    expect(status.bySource).toMatchObject({ seed: SEED_UNIVERSITY_COURSES.length, coursera: 3, edx: 2 });
    expect(status.active).toBe(SEED_UNIVERSITY_COURSES.length + 5);
    expect(status.lastRun).toMatchObject({ trigger: 'manual', status: 'succeeded' });
    expect(status.runs.map((r) => r.status)).toContain('failed');
    expect(status.runs.map((r) => r.status)).toContain('partial');
  });

  it('runs the daily scheduled fetch once per day, from 09:00 UTC', async () => {
    serveCoursera(source, { courses: courseraCourses(3, 'Yottabyte Ledgers') });
    serveEdx(source, { MITx: ['Circuits and Electronics', 'Quantum Mechanics for Everyone'] });
    const universities = server.running.universities;
    expect(await universities.tick(new Date('2031-03-04T08:59:00Z'))).toBeNull();
    const first = await universities.tick(new Date('2031-03-04T09:05:00Z'));
    expect(first).toMatchObject({ success: true });
    expect(await universities.tick(new Date('2031-03-04T15:00:00Z'))).toBeNull();
    const [run] = rows<{ slot: string; trigger: string }>(
      await server.db.execute(
        sql`select slot, trigger from university_course_fetches where slot is not null`,
      ),
    );
    expect(run).toEqual({ slot: '2031-03-04', trigger: 'schedule' });
  });
});

describe('GET /api/university-courses/:id', () => {
  it('answers one active course to anyone, 404 for an unknown one', async () => {
    const course = SEED_UNIVERSITY_COURSES[3]!;
    const res = await server.fetch(`/api/university-courses/${encodeURIComponent(course.id)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string; title: string }).title).toBe(course.title);

    const unknown = await server.fetch('/api/university-courses/no-such-course');
    expect(unknown.status).toBe(404);
    expect(parseErrorBody(await unknown.text()).error.code).toBe('not_found');
  });
});

describe('POST /api/university-courses/fetch (the page, when no course is active)', () => {
  beforeEach(() => source.reset());
  const trigger = async (status = 200) =>
    universityFetchTriggerResponseSchema.parse(
      await call<UniversityFetchTriggerResponse>(
        user,
        '/api/university-courses/fetch',
        { method: 'POST' },
        status,
      ),
    );

  it('answers visitors too (the page is public; the cooldown holds fetches down)', async () => {
    expect(await call(null, '/api/university-courses/fetch', { method: 'POST' }, 200)).toEqual({
      status: 'not_needed',
    });
  });

  it('does nothing while courses are active', async () => {
    expect(await trigger()).toEqual({ status: 'not_needed' });
    expect(source.requests).toHaveLength(0);
  });

  it('starts one background fetch when none is active, then holds further ones off', async () => {
    await server.db.execute(sql`update university_courses set is_active = false`);
    serveCoursera(source, { courses: courseraCourses(3, 'Yottabyte Ledgers'), delayMs: 300 });
    serveEdx(source, { MITx: ['Circuits and Electronics'] });

    expect(await trigger(202)).toEqual({ status: 'started' });
    expect(await trigger()).toEqual({ status: 'running' });

    // The page waits, then reads: the fetched courses arrive.
    await expect.poll(async () => (await list()).catalogueTotal, { timeout: 10_000, interval: 100 }).toBe(4);
    expect(source.requests.filter((r) => r.path === '/api/courses.v1')).toHaveLength(1);
    expect(await trigger()).toEqual({ status: 'not_needed' });

    // Empty again within the cooldown: no second fetch.
    await server.db.execute(sql`update university_courses set is_active = false`);
    const held = await trigger();
    expect(held.status).toBe('cooldown');
    expect(held.retryAfterSeconds).toBeGreaterThan(0);
    expect(source.requests.filter((r) => r.path === '/api/courses.v1')).toHaveLength(1);

    // Leave the shipped courses active for any later test.
    await server.db.execute(sql`update university_courses set is_active = true where source = 'seed'`);
  });
});
