import type { JobFetchRunsResponse, JobsFetchStatus } from '@app/core/job-fetches';
import type { JobListResponse } from '@app/core/jobs-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp } from '../../testing/accounts.ts';
import {
  type RecordedBoard,
  recordedGreenhouseBoard,
  serveGreenhouse,
} from '../../testing/recorded-boards.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../testing/test-server.ts';

// Two instances starting together on one PostgreSQL database with no real job posting: the
// first-start fetch runs on one of them, and both then list the real postings.

let boards: SourceServer;
let board: RecordedBoard;
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
/** Long enough for both instances to be up, and a request to each, while the fetch runs. */
const BOARD_DELAY_MS = 2_500;

beforeAll(async () => {
  boards = await startSourceServer();
  board = recordedGreenhouseBoard();
  serveGreenhouse(boards, board, { delayMs: BOARD_DELAY_MS });
  database = await createTestDatabase();
  const env = {
    JOBS_FETCH_ON_START: 'on',
    GREENHOUSE_API_URL: boards.url,
    JOBS_GREENHOUSE_BOARDS: board.token,
    JOBS_LEVER_BOARDS: 'none',
    JOBS_ASHBY_BOARDS: 'none',
  };
  [a, b] = await Promise.all([
    startTestServer({ database: database.config, env }),
    startTestServer({ database: database.config, env }),
  ]);
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  await boards?.close();
});

const list = async (server: TestServer) =>
  (await (await server.fetch('/api/jobs?limit=100')).json()) as JobListResponse;
const status = async (server: TestServer) =>
  (await (await server.fetch('/api/jobs/status')).json()) as JobsFetchStatus;

describe('the first-start fetch with two instances on one PostgreSQL', () => {
  it('runs once, shows its progress on either instance, and both then list the real postings', async () => {
    expect(a.driver).toBe('postgres');
    // Start-up did not wait for the board: the samples are listed while it is being read.
    const before = await list(b);
    expect(before.total).toBeGreaterThan(0);
    expect(before.jobs.every((j) => j.isSample)).toBe(true);
    // The instance that won the claim records the run a moment after it started listening.
    await expect
      .poll(async () => (await status(b)).fetching, { timeout: 10_000, interval: 50 })
      .toEqual({
        trigger: 'first-start',
        boards: 1,
        done: 0,
        startedAt: expect.any(String),
      });
    expect((await status(a)).lastFetch).toBeNull();

    await expect
      .poll(async () => (await status(b)).lastFetch?.status, { timeout: 30_000, interval: 200 })
      .toBe('succeeded');
    expect((await status(a)).fetching).toBeNull();

    // One request to the board, from one instance.
    expect(boards.requests.filter((r) => r.path === `/v1/boards/${board.token}/jobs`)).toHaveLength(1);
    // Right after the status said it ended, both instances list the real postings, samples gone.
    const listed = board.recorded ? board.postings : (await list(b)).total;
    expect(listed).toBeGreaterThan(0);
    for (const server of [b, a]) {
      const after = await list(server);
      expect(after.total).toBe(listed);
      expect(after.jobs.some((j) => j.isSample)).toBe(false);
    }

    const admin = await signUp(a, { name: 'Admin' });
    await grantRole(a.db, admin.id, 'admin');
    const runs = (await (await asUser(b, admin)('/api/admin/jobs/runs')).json()) as JobFetchRunsResponse;
    expect(runs.runs).toHaveLength(1);
    expect(runs.runs[0]).toMatchObject({
      trigger: 'first-start',
      status: 'succeeded',
      boards: 1,
      done: 1,
      fetched: listed,
      newJobs: listed,
      failed: {},
      error: null,
    });
    // The samples were retired with it.
    expect(runs.runs[0]!.closedJobs).toBe(before.activeTotal);
  });
});
