import { createHash } from 'node:crypto';
import type { SeedCourse } from '@app/core/course';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.ts';
import { defineSeedStep } from '../../db/seed.ts';
import { createTestDatabase, startTestServer, type TestDatabase } from '../../testing/test-server.ts';
import { replaceStaticCourses } from './queries.ts';
import { catalogSeedStep } from './seed.ts';
import { SEED_COURSES } from './seed-courses/all.ts';

/**
 * The seed data as of `catalogSeedStep.version`. When this test fails the seed courses changed:
 * bump the step's version (so existing databases are re-seeded) and put the new fingerprint here.
 */
const SEEDED = { version: 3, fingerprint: '90075d228c2f1682' };

const fingerprint = (list: readonly SeedCourse[]) =>
  createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16);

let testDatabase: TestDatabase | undefined;
afterEach(async () => {
  await testDatabase?.drop();
  testDatabase = undefined;
});

const sample = (id: number, title: string): SeedCourse => ({
  id,
  title,
  provider: 'AWS',
  category: 'Cloud Computing',
  level: 'Beginner',
  price: 'Free',
  description: 'A sample course.',
  skills: ['Cloud'],
  link: 'https://aws.amazon.com/training/',
});

async function withServer<T>(
  steps: Parameters<typeof startTestServer>[0],
  fn: (server: Awaited<ReturnType<typeof startTestServer>>) => Promise<T>,
) {
  const server = await startTestServer(steps);
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}

describe('catalog seed step', () => {
  it('is pinned to the seed data: changing the courses needs a version bump', () => {
    expect({ version: catalogSeedStep.version, fingerprint: fingerprint(SEED_COURSES) }).toEqual(SEEDED);
  });

  it('writes every seed course in catalogue order and writes nothing twice on the next start-up', async () => {
    testDatabase = await createTestDatabase();
    const first = await withServer({ database: testDatabase.config }, async (server) =>
      server.db
        .select({ id: courses.id, updatedAt: courses.updatedAt })
        .from(courses)
        .orderBy(asc(courses.position)),
    );
    expect(first.map((r) => r.id)).toEqual(SEED_COURSES.map((c) => c.id));
    const second = await withServer({ database: testDatabase.config }, async (server) =>
      server.db
        .select({ id: courses.id, updatedAt: courses.updatedAt })
        .from(courses)
        .orderBy(asc(courses.position)),
    );
    expect(second).toEqual(first);
  });

  it('updates changed courses, adds new ones and deletes ones no longer shipped, on a new version', async () => {
    testDatabase = await createTestDatabase();
    const v1 = defineSeedStep({
      name: 'catalog-courses',
      version: 1,
      run: async (tx) => {
        await replaceStaticCourses(tx, [sample(1, 'One'), sample(2, 'Two'), sample(3, 'Three')]);
      },
    });
    const v2 = defineSeedStep({
      name: 'catalog-courses',
      version: 2,
      run: async (tx) => {
        await replaceStaticCourses(tx, [sample(3, 'Three'), sample(2, 'Two, revised'), sample(4, 'Four')]);
      },
    });
    await withServer({ database: testDatabase.config, seedSteps: [v1] }, async () => {});
    const after = await withServer({ database: testDatabase.config, seedSteps: [v2] }, async (server) => {
      const rows = await server.db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .orderBy(asc(courses.position));
      const res = await server.fetch('/api/courses?limit=60');
      return { rows, api: ((await res.json()) as { total: number }).total };
    });
    expect(after.rows).toEqual([
      { id: 3, title: 'Three' },
      { id: 2, title: 'Two, revised' },
      { id: 4, title: 'Four' },
    ]);
    expect(after.api).toBe(3);
  });

  it('keeps stored arrays and optional fields intact', async () => {
    await withServer({}, async (server) => {
      const withDuration = SEED_COURSES.find((c) => c.duration)!;
      const [row] = await server.db.select().from(courses).where(eq(courses.id, withDuration.id));
      expect(row).toMatchObject({
        skills: withDuration.skills,
        duration: withDuration.duration,
        image: null,
      });
    });
  });
});
