import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncRuns } from '../db/schema.ts';
import { SOURCE_PATHS, serveAllFixtures, sourceEnv } from '../sync/testing/source-fixtures.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../testing/test-server.ts';

// Two server instances on one PostgreSQL database, as in a scaled-out deployment. Their schedulers
// reach the same slots at the same moment; each slot must run once.

let sources: SourceServer;
let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  sources = await startSourceServer();
  // Slow answers keep one instance's sync running while the other reaches the same slot.
  serveAllFixtures(sources, { delayMs: 300 });
  database = await createTestDatabase();
  const env = sourceEnv(sources);
  a = await startTestServer({ database: database.config, env });
  b = await startTestServer({ database: database.config, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  await sources?.close();
});

const total = async (server: TestServer, provider: string) =>
  ((await (await server.fetch(`/api/courses?provider=${provider}&limit=1`)).json()) as { total: number })
    .total;

describe('scheduled sync across two instances on one PostgreSQL', () => {
  it('runs each due slot once, whichever instance gets there first', async () => {
    const now = new Date('2026-06-10T09:00:00Z');
    const [fromA, fromB] = await Promise.all([a.running.scheduler.tick(now), b.running.scheduler.tick(now)]);

    const ran = [...fromA, ...fromB].filter((e) => e.result === 'succeeded');
    expect(ran.map((e) => e.source).sort()).toEqual(['edx', 'microsoft', 'salesforce']);
    // Each source was asked for its catalogue once (edX's two pages are one run).
    const firstPages = sources.requests
      .filter((r) => r.url.searchParams.get('page') === null)
      .map((r) => r.path);
    expect(firstPages.sort()).toEqual(Object.values(SOURCE_PATHS).sort());

    const runs = await a.db
      .select({ source: syncRuns.source, slot: syncRuns.slot, status: syncRuns.status })
      .from(syncRuns)
      .where(eq(syncRuns.trigger, 'schedule'));
    expect(runs.map((r) => `${r.source} ${r.slot} ${r.status}`).sort()).toEqual([
      'edx 2026-06-10T08:00Z succeeded',
      'microsoft 2026-06-10T06:00Z succeeded',
      'salesforce 2026-06-10T07:00Z succeeded',
    ]);
  });

  it('leaves both instances serving the new courses', async () => {
    // The instance that did not run a source picks up the new snapshot on its own tick.
    await Promise.all([
      a.running.scheduler.tick(new Date('2026-06-10T09:01:00Z')),
      b.running.scheduler.tick(new Date('2026-06-10T09:01:00Z')),
    ]);
    for (const server of [a, b]) {
      expect(await total(server, 'Microsoft')).toBe(11);
      expect(await total(server, 'Salesforce')).toBe(5);
    }
  });

  it('does not run a slot again later that day, on either instance', async () => {
    const before = sources.requests.length;
    await Promise.all([
      a.running.scheduler.tick(new Date('2026-06-10T20:00:00Z')),
      b.running.scheduler.tick(new Date('2026-06-10T20:00:00Z')),
    ]);
    expect(sources.requests.length).toBe(before);
  });
});
