import type { JobListResponse } from '@app/core/jobs-api';
import type { SyncResponse } from '@app/core/live-sync';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from './auth/roles-queries.ts';
import { appMeta, jobs, microsoftCourses } from './db/schema.ts';
import { readActiveSnapshotMeta } from './sync/queries.ts';
import { generatedDocument, SOURCE_PATHS, sourceEnv } from './sync/testing/source-fixtures.ts';
import { asUser, signUp } from './testing/accounts.ts';
import { type SourceServer, startSourceServer } from './testing/source-server.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

// Nothing written half: the two largest multi-row writes (a job-board fetch, a live-course
// snapshot swap) fail in the database at their very last statement, after every other row was
// written, and must leave no trace. The failure is a real one, raised by a trigger inside the
// database, on PGlite and on PostgreSQL; the triggers are dropped again before each test ends.

let sources: SourceServer;
let server: TestServer;
let asAdmin: ReturnType<typeof asUser>;

beforeAll(async () => {
  sources = await startSourceServer();
  server = await startTestServer({
    env: {
      ...sourceEnv(sources, 3_000),
      GREENHOUSE_API_URL: sources.url,
      JOBS_GREENHOUSE_BOARDS: 'atomicco:Atomic Co',
      JOBS_LEVER_BOARDS: 'none',
      JOBS_ASHBY_BOARDS: 'none',
    },
  });
  const admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  asAdmin = asUser(server, admin);
});
afterAll(async () => {
  await server?.close();
  await sources?.close();
});

/** Makes the statement matching `when` fail inside the database until the returned function runs. */
async function failInDatabase(table: string, event: 'INSERT' | 'UPDATE', when: string) {
  await server.db.execute(
    sql.raw(`create or replace function test_fail_write() returns trigger language plpgsql as $$
      begin raise exception 'simulated database failure'; end $$`),
  );
  await server.db.execute(
    sql.raw(`create trigger test_fail_write before ${event} on ${table}
      for each row when (${when}) execute function test_fail_write()`),
  );
  return async () => {
    await server.db.execute(sql.raw(`drop trigger test_fail_write on ${table}`));
    await server.db.execute(sql.raw('drop function test_fail_write()'));
  };
}

const postings = (n: number, offset = 0) => ({
  jobs: Array.from({ length: n }, (_, i) => ({
    id: 880_000 + offset + i,
    title: `Atomic Engineer ${offset + i}`,
    absolute_url: `https://boards.example/atomicco/jobs/${880_000 + offset + i}`,
    location: { name: 'Remote' },
    updated_at: '2026-04-01T10:00:00Z',
    first_published: '2026-04-01T10:00:00Z',
    content: '&lt;p&gt;Build reliable systems with TypeScript and PostgreSQL.&lt;/p&gt;',
    departments: [{ name: 'Engineering' }],
    offices: [],
    metadata: null,
    company_name: 'Atomic Co',
  })),
  meta: { total: n },
});

async function jobsState() {
  const [all] = await server.db.select({ n: count() }).from(jobs);
  const [active] = await server.db.select({ n: count() }).from(jobs).where(eq(jobs.isActive, true));
  const [version] = await server.db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, 'jobs:version'));
  const listed = (await (await server.fetch('/api/jobs?limit=1')).json()) as JobListResponse;
  return { rows: all!.n, active: active!.n, version: version?.value ?? null, listed: listed.total };
}

describe('a job-board fetch that fails in the database at its last write', () => {
  it('leaves the jobs exactly as they were, then saves everything once the database works', async () => {
    sources.on('/v1/boards/atomicco/jobs', { json: postings(120) });
    const before = await jobsState();
    expect(before.listed).toBeGreaterThan(0); // the sample postings of a new install

    // The jobs version is bumped after every posting was inserted and the samples retired.
    const restore = await failInDatabase('app_meta', 'INSERT', `new.key = 'jobs:version'`);
    let failed: Response;
    try {
      failed = await asAdmin('/api/admin/jobs/fetch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ trigger: 'manual' }),
      });
    } finally {
      await restore();
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await jobsState()).toEqual(before);

    const ok = await asAdmin('/api/admin/jobs/fetch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trigger: 'manual' }),
    });
    expect(ok.status).toBe(200);
    const after = await jobsState();
    expect(after.listed).toBe(120);
    expect(after.version).not.toBe(before.version);
  });
});

describe('a live-course sync that fails in the database at its last write', () => {
  const marker = 'zqatomicsnapshot';
  const post = () => asAdmin('/api/admin/sync/microsoft', { method: 'POST' });

  async function snapshotState() {
    const active = (await readActiveSnapshotMeta(server.db)).microsoft;
    const [rows] = await server.db.select({ n: count() }).from(microsoftCourses);
    const found = (await (await server.fetch(`/api/courses?search=${marker}&limit=1`)).json()) as {
      total: number;
    };
    return { activeId: active?.id, saved: active?.courseCount, rows: rows!.n, found: found.total };
  }

  it('keeps the previous snapshot active and adds no row, then swaps once the database works', async () => {
    sources.on(SOURCE_PATHS.microsoft, { json: generatedDocument('microsoft', 10, marker) });
    expect(((await (await post()).json()) as SyncResponse).success).toBe(true);
    const before = await snapshotState();
    expect(before).toMatchObject({ saved: 10, rows: 1, found: 10 });

    // Marking the run succeeded is the swap's last statement, after the old snapshot was
    // deactivated and the new one inserted.
    sources.on(SOURCE_PATHS.microsoft, { json: generatedDocument('microsoft', 25, marker) });
    const restore = await failInDatabase('sync_runs', 'UPDATE', `new.status = 'succeeded'`);
    try {
      const failed = await post();
      const body = (await failed.json()) as Partial<SyncResponse>;
      expect(failed.status >= 500 || body.success === false).toBe(true);
    } finally {
      await restore();
    }
    expect(await snapshotState()).toEqual(before);

    expect(((await (await post()).json()) as SyncResponse).success).toBe(true);
    const after = await snapshotState();
    expect(after).toMatchObject({ saved: 25, rows: 2, found: 25 });
    expect(after.activeId).not.toBe(before.activeId);
  });
});
