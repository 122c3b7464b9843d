import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-server.ts';
import { runSyncCommand } from './sync-command.ts';
import { JOBS_USAGE } from './sync-jobs.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../sync/jobs/fixtures/${name}`, import.meta.url));
const quiet = createLogger({ level: 'silent' });

let database: TestDatabase;
let boards: SourceServer;
beforeAll(async () => {
  database = await createTestDatabase();
  boards = await startSourceServer();
});
afterAll(async () => {
  await database?.drop();
  await boards?.close();
});

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSyncCommand(argv, {
    env: {
      GREENHOUSE_API_URL: boards.url,
      LEVER_API_URL: boards.url,
      ASHBY_API_URL: boards.url,
      JOBS_GREENHOUSE_BOARDS: 'acmecloud:Acme Cloud',
      JOBS_LEVER_BOARDS: 'none',
      JOBS_ASHBY_BOARDS: 'none',
      SYNC_TIMEOUT_MS: '2000',
      ...env,
    },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    logger: quiet,
    openDatabase: () => database.open(),
  });
  return { code, out: out.join(''), err: err.join('') };
}

async function rows(board: string) {
  const db = await database.open();
  try {
    return await db.db
      .select({ company: jobs.company, active: jobs.isActive })
      .from(jobs)
      .where(eq(jobs.board, board));
  } finally {
    await db.close();
  }
}

describe('npm run sync -- jobs', () => {
  it('imports a saved board with --from-file, telling the platform from its shape', async () => {
    const result = await run([
      'jobs',
      '--from-file',
      fixture('lever-leverco.json'),
      '--board',
      'leverco',
      '--company',
      'Lever Co',
    ]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Jobs: 2 fetched from 1 board \(2 new, 0 updated, 0 no longer listed, 1 postings skipped as invalid\)\./,
    );
    expect(await rows('leverco')).toEqual([
      { company: 'Lever Co', active: true },
      { company: 'Lever Co', active: true },
    ]);
    expect(boards.requests).toHaveLength(0);
  });

  it('fetches the configured boards without --from-file', async () => {
    boards.on('/v1/boards/acmecloud/jobs', {
      body: readFileSync(fixture('greenhouse-acmecloud.json'), 'utf8'),
    });
    const result = await run(['jobs']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Jobs: 3 fetched from 1 board \(3 new/);
    expect((await rows('acmecloud')).every((r) => r.company === 'Acme Cloud')).toBe(true);
  });

  it('fails with the reason when the boards fail, a file is unreadable or not a board', async () => {
    boards.on('/v1/boards/acmecloud/jobs', { status: 503, json: {} });
    const failed = await run(['jobs']);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('greenhouse:acmecloud: Greenhouse board acmecloud answered HTTP 503');
    expect(failed.err).toContain('Failed to fetch jobs:');

    const missing = await run(['jobs', '--from-file', '/nonexistent/board.json']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^Could not read \/nonexistent\/board.json as JSON/);

    const notBoard = await run([
      'jobs',
      '--from-file',
      fileURLToPath(new URL('../../package.json', import.meta.url)),
    ]);
    expect(notBoard.code).toBe(1);
    expect(notBoard.err).toMatch(/is not a Greenhouse, Lever or Ashby job board response/);
  });

  it('prints its usage for unknown arguments', async () => {
    for (const argv of [
      ['jobs', 'extra'],
      ['jobs', '--board', 'x'],
      ['jobs', '--help'],
      ['jobs', '--from-file', 'x.json', '--source', 'indeed'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
    }
    expect((await run(['jobs', '--help'])).err).toBe(JOBS_USAGE);
  });

  it('answers "no boards" when none is configured', async () => {
    const result = await run(['jobs'], { JOBS_GREENHOUSE_BOARDS: 'none' });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/No job boards are configured/);
  });
});
