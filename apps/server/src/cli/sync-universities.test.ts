import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { sharedFixtureFiles } from '../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-server.ts';
import {
  courseraCourses,
  serveCoursera,
  serveEdx,
  universitySourceEnv,
} from '../testing/university-sources.ts';
import { runSyncCommand } from './sync-command.ts';
import { detectUniversitySource, UNIVERSITIES_USAGE } from './sync-universities.ts';

const quiet = createLogger({ level: 'silent' });
let database: TestDatabase;
let source: SourceServer;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  source = await startSourceServer();
  dir = mkdtempSync(join(tmpdir(), 'university-cli-'));
});
afterAll(async () => {
  await database?.drop();
  await source?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSyncCommand(argv, {
    env: { ...universitySourceEnv(source), DATA_DIR: dir },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    logger: quiet,
    openDatabase: () => database.open(),
  });
  return { code, out: out.join(''), err: err.join('') };
}

async function activeBySource() {
  const db: Database = await database.open();
  try {
    const found = rows<{ source: string; n: number }>(
      await db.db.execute(
        sql`select source, count(*)::int as n from university_courses where is_active group by source order by source`,
      ),
    );
    return Object.fromEntries(found.map((r) => [r.source, r.n]));
  } finally {
    await db.close();
  }
}

const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

describe('npm run sync -- universities', () => {
  it('prints its usage for unknown options', async () => {
    for (const argv of [
      ['universities', '--help'],
      ['universities', '--source', 'edx'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toBe(UNIVERSITIES_USAGE);
    }
  });

  it('fetches both sources from their APIs', async () => {
    serveCoursera(source, { courses: courseraCourses(4, 'Zettabyte Ledgers') });
    serveEdx(source, { MITx: ['Circuits and Electronics'] });
    const result = await run(['universities']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      'Coursera: 4 university courses saved, 0 no longer listed made inactive (4 records).',
    );
    expect(result.out).toContain('edX: 1 university courses saved');
    expect(await activeBySource()).toEqual({ coursera: 4, edx: 1 });
  });

  it('imports a saved edX answer without the network, telling the source from its shape', async () => {
    source.reset();
    const path = file('edx.json', {
      results: [
        {
          id: 'course-v1:HarvardX+CS50x+2025',
          name: "CS50's Introduction to Computer Science",
          org: 'HarvardX',
          number: 'CS50x',
          short_description: 'An introduction to computer science.',
          start: '2025-01-01T00:00:00Z',
        },
      ],
      pagination: { next: null },
    });
    const result = await run(['universities', '--from-file', path]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('edX: 1 university courses saved, 1 no longer listed made inactive');
    expect(source.requests).toHaveLength(0);
    expect(await activeBySource()).toEqual({ coursera: 4, edx: 1 });
  });

  it('fails with exit 1 and keeps the courses when the file holds nothing usable', async () => {
    const path = file('empty.json', { elements: [], paging: { total: 0 }, linked: {} });
    const result = await run(['universities', '--from-file', path]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^Failed to fetch university courses from Coursera: Coursera returned no courses/,
    );
    expect(await activeBySource()).toEqual({ coursera: 4, edx: 1 });
    expect((await run(['universities', '--from-file', join(dir, 'missing.json')])).code).toBe(1);
    expect((await run(['universities', '--from-file', file('odd.json', { hello: 1 })])).code).toBe(2);
  });

  it('tells the sources apart', () => {
    expect(detectUniversitySource({ elements: [] })).toBe('coursera');
    expect(detectUniversitySource({ courses: {}, partners: {} })).toBe('coursera');
    expect(detectUniversitySource({ results: [] })).toBe('edx');
    expect(detectUniversitySource([{ results: [] }])).toBe('edx');
    expect(detectUniversitySource({})).toBeUndefined();
  });

  const recorded = sharedFixtureFiles('coursera', 'the recorded Coursera catalog API responses');
  const courses = recorded?.find((f) => basename(f) === 'courses.v1.slice-A.json');
  const partners = recorded?.find((f) => basename(f) === 'partners.v1.json');
  it.runIf(courses && partners)('imports the recorded Coursera answers with --partners-file', async () => {
    const result = await run([
      'universities',
      '--from-file',
      courses!,
      '--partners-file',
      partners!,
      '--force',
    ]);
    expect(result.err).toBe('');
    expect(result.out).toContain(
      'Coursera: 1663 university courses saved, 4 no longer listed made inactive (1884 records, 221 skipped).',
    );
    expect(await activeBySource()).toEqual({ coursera: 1663, edx: 1 });
  });
});
