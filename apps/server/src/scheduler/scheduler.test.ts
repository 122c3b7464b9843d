import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncRuns } from '../db/schema.ts';
import { SOURCE_PATHS, serveAllFixtures, sourceEnv } from '../sync/testing/source-fixtures.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { slotFor } from './scheduler.ts';

let sources: SourceServer;
let server: TestServer;

beforeAll(async () => {
  sources = await startSourceServer();
  server = await startTestServer({ env: sourceEnv(sources) });
});
afterAll(async () => {
  await server?.close();
  await sources?.close();
});
beforeEach(() => {
  sources.reset();
  serveAllFixtures(sources);
});

const firstPages = () =>
  sources.requests.filter((r) => r.url.searchParams.get('page') === null).map((r) => r.path);
const microsoftTotal = async () =>
  ((await (await server.fetch('/api/courses?provider=Microsoft&limit=1')).json()) as { total: number }).total;

describe('slots', () => {
  it('are Microsoft 06:00, Salesforce 07:00 and edX 08:00 UTC of the current day', () => {
    const now = new Date('2026-05-01T23:59:00+02:00');
    expect(slotFor('microsoft', now)).toEqual({
      source: 'microsoft',
      key: '2026-05-01T06:00Z',
      at: new Date('2026-05-01T06:00:00Z'),
    });
    expect(slotFor('salesforce', now).key).toBe('2026-05-01T07:00Z');
    expect(slotFor('edx', now).key).toBe('2026-05-01T08:00Z');
  });
});

describe('scheduler tick (fixed clock)', () => {
  it('does nothing before the first slot of the day', async () => {
    expect(await server.running.scheduler.tick(new Date('2026-05-01T05:59:59Z'))).toEqual([]);
    expect(sources.requests).toEqual([]);
  });

  it('runs Microsoft once its slot has come, once only, and rebuilds the catalogue', async () => {
    const staticTotal = await microsoftTotal();
    expect(await server.running.scheduler.tick(new Date('2026-05-01T06:00:30Z'))).toEqual([
      { source: 'microsoft', slot: '2026-05-01T06:00Z', result: 'succeeded' },
    ]);
    expect(firstPages()).toEqual([SOURCE_PATHS.microsoft]);
    expect(await microsoftTotal()).toBe(11);
    expect(staticTotal).not.toBe(11);

    expect(await server.running.scheduler.tick(new Date('2026-05-01T06:45:00Z'))).toEqual([]);
    expect(firstPages()).toEqual([SOURCE_PATHS.microsoft]);
  });

  it('runs Salesforce and edX at their hours, catching up a slot missed earlier the same day', async () => {
    expect(await server.running.scheduler.tick(new Date('2026-05-01T09:15:00Z'))).toEqual([
      { source: 'salesforce', slot: '2026-05-01T07:00Z', result: 'succeeded' },
      { source: 'edx', slot: '2026-05-01T08:00Z', result: 'succeeded' },
    ]);
    expect(firstPages()).toEqual([SOURCE_PATHS.salesforce, SOURCE_PATHS.edx]);
    const runs = await server.db
      .select({ trigger: syncRuns.trigger, slot: syncRuns.slot })
      .from(syncRuns)
      .where(eq(syncRuns.trigger, 'schedule'));
    expect(runs.map((r) => r.slot).sort()).toEqual([
      '2026-05-01T06:00Z',
      '2026-05-01T07:00Z',
      '2026-05-01T08:00Z',
    ]);
  });

  it('records a failed slot once and does not retry it the same day', async () => {
    sources.on(SOURCE_PATHS.microsoft, { status: 503 });
    expect(await server.running.scheduler.tick(new Date('2026-05-02T06:05:00Z'))).toEqual([
      {
        source: 'microsoft',
        slot: '2026-05-02T06:00Z',
        result: 'failed',
        error: 'Microsoft Learn answered HTTP 503 Service Unavailable',
      },
    ]);
    expect(await server.running.scheduler.tick(new Date('2026-05-02T06:30:00Z'))).toEqual([]);
    expect(firstPages()).toEqual([SOURCE_PATHS.microsoft]);
    // The active courses are the ones the successful run saved.
    expect(await microsoftTotal()).toBe(11);
  });

  it('closes runs a stopped server left running', async () => {
    const [row] = await server.db
      .insert(syncRuns)
      .values({
        source: 'edx',
        trigger: 'manual',
        status: 'running',
        startedAt: new Date('2026-05-03T01:00:00Z'),
      })
      .returning({ id: syncRuns.id });
    await server.running.scheduler.tick(new Date('2026-05-03T03:00:00Z'));
    const [closed] = await server.db
      .select({ status: syncRuns.status, error: syncRuns.error })
      .from(syncRuns)
      .where(and(eq(syncRuns.id, row!.id)));
    expect(closed).toEqual({ status: 'failed', error: 'The server stopped before this sync finished' });
  });
});
