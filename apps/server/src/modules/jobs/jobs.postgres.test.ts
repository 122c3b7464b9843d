import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FetchJobsResponse, JobListResponse } from '@app/core/jobs-api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { jobApplications } from '../../db/schema.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../testing/test-server.ts';

// Two server instances on one PostgreSQL database, as in production behind a load balancer.

const greenhouse = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../sync/jobs/fixtures/greenhouse-acmecloud.json'), 'utf8'),
) as unknown;

let boards: SourceServer;
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  boards = await startSourceServer();
  boards.on('/v1/boards/acmecloud/jobs', { json: greenhouse, delayMs: 300 });
  database = await createTestDatabase();
  const env = {
    GREENHOUSE_API_URL: boards.url,
    JOBS_GREENHOUSE_BOARDS: 'acmecloud:Acme Cloud',
    JOBS_LEVER_BOARDS: 'none',
    JOBS_ASHBY_BOARDS: 'none',
  };
  a = await startTestServer({ database: database.config, env });
  b = await startTestServer({ database: database.config, env });
  admin = await signUp(a, { name: 'Admin' });
  await grantRole(a.db, admin.id, 'admin');
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  await boards?.close();
});

const list = async (server: TestServer) =>
  (await (await server.fetch('/api/jobs?limit=100')).json()) as JobListResponse;
const fetchJobs = (server: TestServer) =>
  asUser(server, admin)('/api/admin/jobs/fetch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trigger: 'manual' }),
  });

describe('jobs on two instances', () => {
  it('runs fetches from both instances one after the other, and the other instance sees the new jobs', async () => {
    expect((await list(b)).jobs.every((j) => j.isSample)).toBe(true);
    const [fromA, fromB] = await Promise.all([fetchJobs(a), fetchJobs(b)]);
    const bodies = (await Promise.all([fromA.json(), fromB.json()])) as FetchJobsResponse[];
    expect(bodies.map((r) => r.success)).toEqual([true, true]);
    // The advisory lock made them take turns: one inserted, the other found the rows there.
    expect(bodies.map((r) => r.summary!.new_jobs).sort()).toEqual([0, 3]);
    // Each instance rebuilt after its own fetch.
    expect((await list(a)).total).toBe(3);
    expect((await list(b)).total).toBe(3);
  });

  it('picks up a fetch made by another instance on its next staleness check', async () => {
    await list(b);
    boards.on('/v1/boards/acmecloud/jobs', {
      json: {
        ...(greenhouse as { jobs: unknown[] }),
        jobs: (greenhouse as { jobs: unknown[] }).jobs.slice(1),
      },
    });
    await fetchJobs(a);
    expect((await list(a)).total).toBe(2);
    await expect.poll(async () => (await list(b)).total, { timeout: 20_000, interval: 1_000 }).toBe(2);
  }, 30_000);

  it('leaves one application for parallel applies spread over both instances', async () => {
    const user = await signUp(a);
    const jobId = (await list(a)).jobs[0]!.id;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        asUser(i % 2 ? b : a, user)(`/api/jobs/${jobId}/applications`, { method: 'POST' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [row] = await a.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.userId, user.id));
    expect(row!.n).toBe(1);
  });

  it("runs a day's scheduled fetch on one instance only", async () => {
    const at = new Date(Date.UTC(2032, 2, 3, 11));
    const before = boards.requests.length;
    const results = await Promise.all([
      a.running.jobs.tick(at),
      b.running.jobs.tick(at),
      a.running.jobs.tick(at),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(boards.requests.length - before).toBe(1);
  });
});
