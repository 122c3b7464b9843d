import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { readActiveSnapshotMeta } from '../sync/queries.ts';
import { sourceEnv } from '../sync/testing/source-fixtures.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-server.ts';
import { runSyncCommand, SYNC_USAGE } from './sync-command.ts';

const fixturePath = (path: string) => fileURLToPath(new URL(`../sync/${path}`, import.meta.url));
const quiet = createLogger({ level: 'silent' });

let database: TestDatabase;
let sources: SourceServer;
beforeAll(async () => {
  database = await createTestDatabase();
  sources = await startSourceServer();
});
afterAll(async () => {
  await database?.drop();
  await sources?.close();
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened: Database | undefined;
  const code = await runSyncCommand(argv, {
    env: sourceEnv(sources),
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    logger: quiet,
    openDatabase: async () => {
      opened = await database.open();
      return opened;
    },
  });
  return { code, out: out.join(''), err: err.join('') };
}

async function active() {
  const db = await database.open();
  try {
    return await readActiveSnapshotMeta(db.db);
  } finally {
    await db.close();
  }
}

describe('npm run sync', () => {
  it('imports a saved Microsoft Learn catalog document with --from-file, without the network', async () => {
    const result = await run([
      'microsoft',
      '--from-file',
      fixturePath('microsoft/fixtures/catalog-legacy.json'),
    ]);
    expect(result.err).toBe('');
    expect(result.out).toMatch(
      /^Microsoft Learn: 11 courses saved as the active snapshot \d+ \(13 records, 2 skipped as invalid\)\./,
    );
    expect(result.code).toBe(0);
    expect(sources.requests).toEqual([]);
    expect((await active()).microsoft?.courseCount).toBe(11);
  });

  it('imports saved edX pages and Trailhead feed pages', async () => {
    expect((await run(['edx', `--from-file=${fixturePath('edx/fixtures/courses-aws.json')}`])).code).toBe(0);
    expect(
      (
        await run([
          'salesforce',
          '--from-file',
          fixturePath('salesforce/fixtures/trailhead-feed-page-1.json'),
        ])
      ).code,
    ).toBe(0);
    const snapshots = await active();
    expect([snapshots.edx?.courseCount, snapshots.salesforce?.courseCount]).toEqual([1, 3]);
  });

  it('fetches from the configured source without --from-file', async () => {
    sources.on('/api/catalog/', { status: 500 });
    const failed = await run(['microsoft']);
    expect(failed).toMatchObject({
      code: 1,
      err: 'Failed to fetch Microsoft courses: Microsoft Learn answered HTTP 500 Internal Server Error\n',
    });
    expect((await active()).microsoft?.courseCount).toBe(11);
  });

  it('explains its usage and bad files', async () => {
    expect(await run([])).toMatchObject({ code: 2, err: SYNC_USAGE });
    expect(await run(['coursera'])).toMatchObject({ code: 2 });
    expect(await run(['edx', '--from-file'])).toMatchObject({ code: 2 });
    const missing = await run(['edx', '--from-file', '/nonexistent/edx.json']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^Could not read \/nonexistent\/edx\.json as JSON/);
    const wrongShape = await run(['microsoft', '--from-file', fixturePath('edx/fixtures/courses-aws.json')]);
    expect(wrongShape).toMatchObject({ code: 1 });
    expect(wrongShape.err).toMatch(
      /^Failed to fetch Microsoft courses: Microsoft Learn sent a document that is not its catalog/,
    );
  });
});
