import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobFetchRunsResponse } from '@app/core/job-fetches';
import type { HeldJobBoardsResponse } from '@app/core/job-shrink-guard';
import type { FetchJobsResponse, JobListResponse } from '@app/core/jobs-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/**
 * The job boards' shrink guard, through the app's HTTP API against a Greenhouse board served on
 * loopback: an answer that would close more than half (and at least 10) of the board's active
 * postings is held and changes nothing; a normal one is applied; an admin can apply a held one.
 */
const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../sync/jobs/fixtures/greenhouse-acmecloud.json'), 'utf8'),
) as { jobs: Array<Record<string, unknown>>; meta: unknown };
/** Board answers of `count` postings, ids 5000, 5001, …, all from the fixture's first (valid) posting. */
const answer = (count: number) => ({
  jobs: Array.from({ length: count }, (_, i) => ({
    ...fixture.jobs[0],
    id: 5000 + i,
    title: `Engineer ${i}`,
  })),
  meta: { total: count },
});

let boards: SourceServer;
let server: TestServer;
let admin: TestAccount;
let serving = answer(30);

beforeAll(async () => {
  boards = await startSourceServer();
  boards.on('/v1/boards/bigco/jobs', () => ({ json: serving }));
  server = await startTestServer({
    env: {
      GREENHOUSE_API_URL: boards.url,
      JOBS_GREENHOUSE_BOARDS: 'bigco:BigCo',
      JOBS_LEVER_BOARDS: 'none',
      JOBS_ASHBY_BOARDS: 'none',
      SYNC_TIMEOUT_MS: '5000',
    },
  });
  admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
});
afterAll(async () => {
  await server?.close();
  await boards?.close();
});

const asAdmin = (path: string, init?: RequestInit) => asUser(server, admin)(path, init);
async function fetchBoards(): Promise<FetchJobsResponse> {
  const response = await asAdmin('/api/admin/jobs/fetch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trigger: 'manual' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as FetchJobsResponse;
}
const activeJobs = async () =>
  ((await (await server.fetch('/api/jobs?limit=100')).json()) as JobListResponse).jobs.filter(
    (j) => !j.isSample,
  );
const held = async () =>
  ((await (await asAdmin('/api/admin/jobs/held')).json()) as HeldJobBoardsResponse).held;
const lastRun = async () =>
  ((await (await asAdmin('/api/admin/jobs/runs')).json()) as JobFetchRunsResponse).runs[0]!;
const applyHeld = () => asAdmin('/api/admin/jobs/held/greenhouse/bigco/apply', { method: 'POST' });

describe('the job boards’ shrink guard', () => {
  it('applies a first answer and then a normal one that closes a few postings', async () => {
    serving = answer(30);
    expect((await fetchBoards()).success).toBe(true);
    expect(await activeJobs()).toHaveLength(30);

    serving = answer(25);
    const result = await fetchBoards();
    expect(result).toMatchObject({ success: true, summary: { deactivated_jobs: 5 } });
    expect(result.summary?.held).toBeUndefined();
    expect(await activeJobs()).toHaveLength(25);
    expect((await lastRun()).status).toBe('succeeded');
    expect(await held()).toEqual([]);
  });

  it('holds a partial answer: nothing changes, the history says held and why', async () => {
    serving = answer(5);
    const result = await fetchBoards();
    const reason =
      'Greenhouse board bigco returned 5 postings where 25 are active (20 would close); taken as a partial answer, nothing changed (an admin can apply it anyway)';
    expect(result).toMatchObject({
      success: false,
      error: reason,
      summary: { held: { 'greenhouse:bigco': reason }, deactivated_jobs: 0 },
    });
    expect(await activeJobs()).toHaveLength(25);
    expect(await lastRun()).toMatchObject({
      trigger: 'manual',
      status: 'held',
      held: { 'greenhouse:bigco': reason },
    });
    expect(await held()).toEqual([
      expect.objectContaining({
        source: 'greenhouse',
        board: 'bigco',
        postings: 5,
        active: 25,
        closing: 20,
        reason,
      }),
    ]);
  });

  it('lets a board answer that is applied overtake its held one', async () => {
    serving = answer(24);
    expect((await fetchBoards()).success).toBe(true);
    expect(await activeJobs()).toHaveLength(24);
    expect(await held()).toEqual([]);
    expect((await applyHeld()).status).toBe(404);
  });

  it('applies a held answer when an admin says so, as a run of its own', async () => {
    serving = answer(3);
    expect((await fetchBoards()).success).toBe(false);
    expect(await activeJobs()).toHaveLength(24);
    // The board recovers its full listing meanwhile: what was held is still what is applied.
    serving = answer(24);

    const member = await signUp(server, { name: 'Member' });
    expect(
      (await asUser(server, member)('/api/admin/jobs/held/greenhouse/bigco/apply', { method: 'POST' }))
        .status,
    ).toBe(403);

    const response = await applyHeld();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      summary: { total_fetched: 3, deactivated_jobs: 21 },
    });
    const active = await activeJobs();
    expect(active.map((j) => j.title).sort()).toEqual(['Engineer 0', 'Engineer 1', 'Engineer 2']);
    expect(await lastRun()).toMatchObject({ trigger: 'apply-held', status: 'succeeded', boards: 1 });
    expect(await held()).toEqual([]);
    expect((await applyHeld()).status).toBe(404);
  });
});
