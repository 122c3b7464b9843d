import type { SyncHistoryResponse } from '@app/core/admin-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// Every source points at a closed local port: each run fails fast, with its reason recorded.
const CLOSED = 'http://127.0.0.1:9';

let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      MICROSOFT_LEARN_BASE_URL: CLOSED,
      GREENHOUSE_API_URL: CLOSED,
      LEVER_API_URL: CLOSED,
      ASHBY_API_URL: CLOSED,
      JOBS_GREENHOUSE_BOARDS: 'acmecloud,othercloud',
      JOBS_LEVER_BOARDS: 'leverco',
      JOBS_ASHBY_BOARDS: 'ashbyco',
      SYNC_TIMEOUT_MS: '2000',
    },
  });
  admin = await signUp(server, { name: 'History Admin' });
  await grantRole(server.db, admin.id, 'admin');
});
afterAll(() => server.close());

const post = (path: string, body?: unknown) =>
  asUser(server, admin)(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
const history = async () => {
  const response = await asUser(server, admin)('/api/admin/sync/history');
  expect(response.status).toBe(200);
  return (await response.json()) as SyncHistoryResponse;
};

describe('admin console: one sync history for every source', () => {
  it('is empty before anything ran, and admin-only', async () => {
    expect((await history()).entries).toEqual([]);
    const member = await signUp(server);
    expect((await asUser(server, member)('/api/admin/sync/history')).status).toBe(403);
    expect((await server.fetch('/api/admin/sync/history')).status).toBe(401);
  });

  it('merges course syncs, university fetches and job-board fetches newest first, each failure named', async () => {
    expect((await post('/api/admin/sync/microsoft')).status).toBe(502);
    expect((await post('/api/admin/sync/universities', { sources: ['coursera'] })).status).toBe(200);
    const jobs = await post('/api/admin/jobs/fetch', { trigger: 'manual' });
    expect(jobs.status).toBe(200);

    const { entries } = await history();
    expect(entries.map((e) => e.kind)).toEqual(['jobs', 'universities', 'course']);
    const startedAt = entries.map((e) => Date.parse(e.startedAt));
    expect([...startedAt].sort((a, b) => b - a)).toEqual(startedAt);

    const [job, university, course] = entries;
    if (job?.kind !== 'jobs' || university?.kind !== 'universities' || course?.kind !== 'course') {
      throw new Error('unexpected kinds');
    }
    expect(course.run).toMatchObject({ source: 'microsoft', status: 'failed', trigger: 'manual' });
    expect(course.run.error).toMatch(/Microsoft Learn/);
    expect(university.run.status).toBe('failed');
    expect(university.run.sources[0]?.error).toMatch(/Coursera/);
    // The job fetch names each board that could not be reached.
    expect(job.run.status).toBe('failed');
    expect(Object.keys(job.run.failed).sort()).toEqual([
      'ashby:ashbyco',
      'greenhouse:acmecloud',
      'greenhouse:othercloud',
      'lever:leverco',
    ]);
    for (const reason of Object.values(job.run.failed)) expect(reason).toMatch(/board|could not/i);
  });

  it('keeps the 30 newest runs of all sources together', async () => {
    for (let i = 0; i < 16; i++) await post('/api/admin/sync/microsoft');
    for (let i = 0; i < 16; i++) await post('/api/admin/jobs/fetch', { trigger: 'manual' });
    const { entries } = await history();
    expect(entries).toHaveLength(30);
    // The newest 30 are 16 job fetches and 14 course syncs; the older university fetch drops out.
    expect(entries.filter((e) => e.kind === 'jobs')).toHaveLength(16);
    expect(entries.filter((e) => e.kind === 'course')).toHaveLength(14);
    expect(entries.some((e) => e.kind === 'universities')).toBe(false);
  }, 120_000);
});
