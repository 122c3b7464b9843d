import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { courseIdentityFromLink, courseraIdentity } from '@app/core/course-identity';
import {
  type UniversityCourseListResponse,
  universityCourseListResponseSchema,
} from '@app/core/university-api';
import type { UniversityCourse } from '@app/core/university-course';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSyncCommand } from '../../cli/sync-command.ts';
import { rows } from '../../db/client.ts';
import { seedMetaKey } from '../../db/seed.ts';
import { createLogger } from '../../logger.ts';
import { sharedFixtureFiles } from '../../testing/shared-fixtures.ts';
import { createTestDatabase, startTestServer, type TestDatabase } from '../../testing/test-server.ts';
import { SEED_UNIVERSITY_COURSES } from './seed-courses/all.ts';

// One course, one row: importing Coursera's recorded catalogue (which holds courses the shipped
// data holds too) updates the shipped rows instead of listing those courses twice.

const recorded = sharedFixtureFiles('coursera', 'the recorded Coursera catalog API responses');
const coursesFile = recorded?.find((f) => basename(f) === 'courses.v1.slice-A.json');
const partnersFile = recorded?.find((f) => basename(f) === 'partners.v1.json');

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'university-identity-'));
});
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Every listed course, through a real server on the test database, which is then stopped. */
async function listEverything(): Promise<UniversityCourse[]> {
  const server = await startTestServer({ database: database.config });
  try {
    const all: UniversityCourse[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const res = await server.fetch(`/api/university-courses?sort=title&limit=60&offset=${offset}`);
      expect(res.status).toBe(200);
      const page = universityCourseListResponseSchema.parse(
        (await res.json()) as UniversityCourseListResponse,
      );
      all.push(...page.courses);
      offset = page.nextOffset;
    }
    return all;
  } finally {
    await server.close();
  }
}

async function importSlice(): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSyncCommand(
    ['universities', '--from-file', coursesFile!, '--partners-file', partnersFile!, '--force'],
    {
      env: { DATA_DIR: dir },
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      logger: createLogger({ level: 'silent' }),
      openDatabase: () => database.open(),
    },
  );
  expect(err.join('')).toBe('');
  expect(code).toBe(0);
  return out.join('');
}

function expectListedOnce(courses: readonly UniversityCourse[]) {
  const ids = courses.map((c) => c.id);
  expect(new Set(ids).size).toBe(ids.length);
  const identities = courses.map((c) => courseIdentityFromLink(c.url));
  const twice = identities.filter((k, i) => identities.indexOf(k) !== i);
  expect(twice).toEqual([]);
}

describe.runIf(coursesFile && partnersFile)('importing a catalogue the seed overlaps', () => {
  it('lists each course once, twice over, and the shipped courses it covers keep their ids', async () => {
    const slice = JSON.parse(readFileSync(coursesFile!, 'utf8')) as { elements: Array<{ slug: string }> };
    const sliceIdentities = new Set(slice.elements.map((e) => courseraIdentity(e.slug)));
    const covered = SEED_UNIVERSITY_COURSES.filter((c) =>
      sliceIdentities.has(courseIdentityFromLink(c.url) ?? ''),
    );

    const before = await listEverything();
    expect(before.length).toBe(SEED_UNIVERSITY_COURSES.length);
    const beforeById = new Map(before.map((c) => [c.id, c]));
    // The shipped rows the slice covers, as listed before the import.
    const coveredListed = covered.filter((c) => beforeById.has(c.id));
    expect(coveredListed.length).toBe(covered.length);

    const first = await importSlice();
    const afterFirst = await listEverything();
    const second = await importSlice();
    const afterSecond = await listEverything();
    console.info(
      `[identity] seed ${before.length}; slice A covers ${covered.length} shipped courses; ` +
        `listed after one import ${afterFirst.length}, after two ${afterSecond.length}\n${first}${second}`,
    );
    expect(covered.length).toBeGreaterThan(0);

    for (const listed of [afterFirst, afterSecond]) {
      expectListedOnce(listed);
      const byId = new Map(listed.map((c) => [c.id, c]));
      for (const shipped of covered) {
        const row = byId.get(shipped.id);
        expect(row, shipped.id).toBeDefined();
        // Updated from Coursera's copy, the shipped level kept where Coursera sends none.
        expect(row!.level).toBe(shipped.level);
        expect(row!.provider).toBe('Coursera');
      }
      // No Coursera id for a course the shipped data holds.
      const importedIdentities = new Set(
        listed.filter((c) => c.id.startsWith('coursera-')).map((c) => courseIdentityFromLink(c.url)),
      );
      for (const shipped of covered)
        expect(importedIdentities.has(courseIdentityFromLink(shipped.url))).toBe(false);
    }
    expect(afterSecond.map((c) => c.id).sort()).toEqual(afterFirst.map((c) => c.id).sort());
    // Every imported course is there besides the shipped ones, and nothing else.
    const imported = afterFirst.filter((c) => c.id.startsWith('coursera-'));
    expect(imported.length + SEED_UNIVERSITY_COURSES.length).toBe(afterFirst.length);
  });

  it('a database imported before identities existed lists the twin once after the upgrade', async () => {
    // The state the earlier code left: no identities, the imported copy beside the shipped row.
    const db = await database.open();
    try {
      await db.db.execute(sql`update university_courses set identity_key = null`);
      const shipped = SEED_UNIVERSITY_COURSES.find((c) => c.url.includes('coursera.org/learn/'))!;
      const twin: UniversityCourse = { ...shipped, id: 'coursera-twin-of-shipped', level: null };
      await db.db.execute(sql`
        insert into university_courses (source, external_id, course_data, is_active)
        values ('coursera', 'twin-of-shipped', ${JSON.stringify(twin)}::jsonb, true)`);
      await db.db.execute(sql`delete from app_meta where key = ${seedMetaKey('university-courses')}`);
    } finally {
      await db.close();
    }

    const listed = await listEverything();
    expectListedOnce(listed);
    expect(listed.some((c) => c.id === 'coursera-twin-of-shipped')).toBe(false);

    const check = await database.open();
    try {
      const [missing] = rows<{ n: number }>(
        await check.db.execute(
          sql`select count(*)::int as n from university_courses where is_active and identity_key is null`,
        ),
      );
      expect(missing?.n).toBe(0);
    } finally {
      await check.close();
    }
  });
});
