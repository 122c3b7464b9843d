import type { UniversityFetchTriggerResponse, UniversitySyncResponse } from '@app/core/university-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../testing/test-server.ts';
import {
  courseraCourses,
  serveCoursera,
  serveEdx,
  universitySourceEnv,
} from '../../testing/university-sources.ts';

// Two server instances on one PostgreSQL database: their fetches take turns (advisory lock) and a
// visitor-triggered fetch runs once across both.

let database: TestDatabase;
let source: SourceServer;
let a: TestServer;
let b: TestServer;
let admin: TestAccount;
/** When each courses.v1 request arrived and was answered. */
const timings: Array<{ start: number; end: number }> = [];
const DELAY_MS = 500;

beforeAll(async () => {
  database = await createTestDatabase();
  source = await startSourceServer();
  const env = universitySourceEnv(source);
  a = await startTestServer({ database: database.config, env });
  b = await startTestServer({ database: database.config, env });
  admin = await signUp(a, { name: 'Admin' });
  await grantRole(a.db, admin.id, 'admin');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  await source?.close();
});

function serveSlowCoursera(n: number) {
  serveCoursera(source, { courses: courseraCourses(n, 'Zettabyte Ledgers') });
  source.on('/api/courses.v1', async () => {
    const start = Date.now();
    await new Promise((r) => setTimeout(r, DELAY_MS));
    timings.push({ start, end: Date.now() });
    const elements = courseraCourses(n, 'Zettabyte Ledgers').map((c) => ({ ...c, courseStatus: 'launched' }));
    return { json: { elements, paging: { total: n }, linked: {} } };
  });
  serveEdx(source, { MITx: ['Circuits and Electronics'] });
}

const post = async <T>(server: TestServer, account: TestAccount, path: string) => {
  const res = await asUser(server, account)(path, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as T };
};

describe('university course fetches across two instances', () => {
  it('take turns: the second waits for the first instead of fetching alongside it', async () => {
    source.reset();
    timings.length = 0;
    serveSlowCoursera(5);
    const [ra, rb] = await Promise.all([
      post<UniversitySyncResponse>(a, admin, '/api/admin/sync/universities'),
      post<UniversitySyncResponse>(b, admin, '/api/admin/sync/universities'),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.success && rb.body.success).toBe(true);
    expect(timings).toHaveLength(2);
    const [first, second] = [...timings].sort((x, y) => x.start - y.start);
    expect(second!.start).toBeGreaterThanOrEqual(first!.end);
  });

  it('start a visitor-triggered fetch once, whichever instance is asked', async () => {
    source.reset();
    timings.length = 0;
    serveSlowCoursera(5);
    await a.db.execute(sql`update university_courses set is_active = false`);
    const user = await signUp(a, { name: 'Student' });
    const first = await post<UniversityFetchTriggerResponse>(a, user, '/api/university-courses/fetch');
    const second = await post<UniversityFetchTriggerResponse>(b, user, '/api/university-courses/fetch');
    expect(first).toEqual({ status: 202, body: { status: 'started' } });
    expect(['running', 'cooldown']).toContain(second.body.status);

    // Instance b notices the new courses without a fetch of its own.
    await expect
      .poll(
        async () => {
          const res = await asUser(b, user)('/api/university-courses');
          return ((await res.json()) as { catalogueTotal: number }).catalogueTotal;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(6);
    expect(timings).toHaveLength(1);
  });
});
