import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobFetchRunsResponse, JobsFetchStatus } from '@app/core/job-fetches';
import type { FetchJobsResponse, JobDetail, JobListResponse } from '@app/core/jobs-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import {
  type RecordedBoard,
  recordedGreenhouseBoard,
  recordedLeverBoard,
  serveGreenhouse,
  serveLever,
} from '../../testing/recorded-boards.ts';
import { sharedFixturesDir } from '../../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The fetch a new install makes right after start-up while it holds no real job posting.

const list = async (server: TestServer) =>
  (await (await server.fetch('/api/jobs?limit=100')).json()) as JobListResponse;
const status = async (server: TestServer) =>
  (await (await server.fetch('/api/jobs/status')).json()) as JobsFetchStatus;
const runs = async (server: TestServer, admin: TestAccount) =>
  ((await (await asUser(server, admin)('/api/admin/jobs/runs')).json()) as JobFetchRunsResponse).runs;

async function adminOf(server: TestServer) {
  const admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  return admin;
}

describe('without internet (no board reachable)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        JOBS_FETCH_ON_START: 'on',
        // Nothing listens on port 9: every board fails at once, as without a network.
        GREENHOUSE_API_URL: 'http://127.0.0.1:9',
        LEVER_API_URL: 'http://127.0.0.1:9',
        JOBS_GREENHOUSE_BOARDS: 'acmecloud:Acme Cloud',
        JOBS_LEVER_BOARDS: 'leverco',
        JOBS_ASHBY_BOARDS: 'none',
      },
    });
  });
  afterAll(() => server?.close());

  it('records the failed fetch in the history and keeps the labelled sample postings', async () => {
    await expect
      .poll(async () => (await status(server)).lastFetch?.status, { timeout: 20_000, interval: 100 })
      .toBe('failed');
    expect((await status(server)).fetching).toBeNull();
    expect((await server.fetch('/api/health')).status).toBe(200);

    const jobs = await list(server);
    expect(jobs.total).toBe(8);
    expect(jobs.jobs.every((j) => j.isSample && j.company.endsWith('(sample)'))).toBe(true);

    const [run, ...older] = await runs(server, await adminOf(server));
    expect(older).toEqual([]);
    expect(run).toMatchObject({
      trigger: 'first-start',
      status: 'failed',
      boards: 2,
      done: 2,
      newJobs: 0,
      closedJobs: 0,
    });
    expect(Object.keys(run!.failed).sort()).toEqual(['greenhouse:acmecloud', 'lever:leverco']);
    expect(run!.failed['greenhouse:acmecloud']).toMatch(/could not be reached/);
    expect(run!.error).toMatch(/^Failed to fetch jobs: /);
  });
});

describe('with boards that answer', () => {
  let boards: SourceServer;
  let greenhouse: RecordedBoard;
  let lever: RecordedBoard;
  let server: TestServer;
  let admin: TestAccount;
  beforeAll(async () => {
    boards = await startSourceServer();
    greenhouse = recordedGreenhouseBoard();
    lever = recordedLeverBoard();
    serveGreenhouse(boards, greenhouse);
    // The second board answers late, so the fetch is seen half done.
    serveLever(boards, lever, { delayMs: 2_000 });
    server = await startTestServer({
      env: {
        JOBS_FETCH_ON_START: 'on',
        GREENHOUSE_API_URL: boards.url,
        LEVER_API_URL: boards.url,
        JOBS_GREENHOUSE_BOARDS: greenhouse.token,
        JOBS_LEVER_BOARDS: lever.token,
        JOBS_ASHBY_BOARDS: 'none',
      },
    });
    admin = await adminOf(server);
  });
  afterAll(async () => {
    await server?.close();
    await boards?.close();
  });

  it('starts in the background: the samples are listed and the progress told while it runs', async () => {
    const samples = await list(server);
    expect(samples.total).toBe(8);
    expect(samples.jobs.every((j) => j.isSample)).toBe(true);
    await expect
      .poll(async () => (await status(server)).fetching, { timeout: 10_000, interval: 50 })
      .toEqual({
        trigger: 'first-start',
        boards: 2,
        done: 1,
        startedAt: expect.any(String),
      });
    const running = await server.fetch('/api/jobs/status');
    expect(running.headers.get('cache-control')).toBe('no-store');
  });

  it('retires the sample postings once the real ones arrive', async () => {
    const sample = (await list(server)).jobs.find((j) => j.isSample)!;
    await expect
      .poll(async () => (await status(server)).lastFetch?.status, { timeout: 20_000, interval: 100 })
      .toBe('succeeded');
    const jobs = await list(server);
    expect(jobs.jobs.some((j) => j.isSample)).toBe(false);
    expect(jobs.total).toBeGreaterThan(0);
    expect(jobs.options.companies.some((c) => c.endsWith('(sample)'))).toBe(false);
    // Hidden, not deleted: a link to one still opens it, marked inactive.
    const detail = (await (await server.fetch(`/api/jobs/${sample.id}`)).json()) as JobDetail;
    expect(detail).toMatchObject({ isSample: true, isActive: false });

    const [run] = await runs(server, admin);
    expect(run).toMatchObject({ trigger: 'first-start', status: 'succeeded', boards: 2, done: 2 });
    expect(run!.newJobs).toBe(jobs.total);
    expect(run!.closedJobs).toBe(8);
  });

  it('records an admin import of a saved board answer in the history, a multi-MB one too', async () => {
    // The largest recorded answer (3.5 MB of Lever postings) when it is there, else the small one.
    const bigPath = join(sharedFixturesDir, 'lever/theodo.json');
    const big = existsSync(bigPath)
      ? { board: 'theodo', text: readFileSync(bigPath, 'utf8') }
      : { board: lever.token, text: lever.text };
    const response = await asUser(server, admin)('/api/admin/jobs/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"source":"lever","board":"${big.board}","company":"Imported Co","document":${big.text}}`,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as FetchJobsResponse;
    expect(result.success).toBe(true);

    const [run, previous] = await runs(server, admin);
    expect(run).toMatchObject({
      trigger: 'import',
      status: 'succeeded',
      boards: 1,
      done: 1,
      fetched: result.summary!.total_fetched,
      newJobs: result.summary!.new_jobs,
      updatedJobs: result.summary!.updated_jobs,
      closedJobs: result.summary!.deactivated_jobs,
    });
    expect(previous!.trigger).toBe('first-start');
    expect((await status(server)).lastFetch?.status).toBe('succeeded');
  });
});
