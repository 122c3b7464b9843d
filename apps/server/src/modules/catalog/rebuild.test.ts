import { courseListQuerySchema } from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import { mergeCatalogue } from '@app/core/course-catalogue';
import { splitByLifecycle } from '@app/core/course-lifecycle';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { seedClones } from '../../testing/seed-clones.ts';
import { CourseSearchIndex } from './search-index.ts';
import { createCatalogService } from './service.ts';

const logger = createLogger({ level: 'fatal', destination: { write: () => {} } });

const SEARCHES = ['cloud', 'azure', 'python data', 'old', 'new', 'secrity', ''];
const query = (search: string) => courseListQuerySchema.parse({ search, limit: 24 });

describe('catalogue rebuild', () => {
  it('answers from the previous index, whole, while a new one is built, and from the new one once it is in', async () => {
    const before = seedClones(3000, 'old');
    const after = seedClones(3500, 'new');
    let source = before;
    // Slices of 0 ms: a turn of the event loop after every step of the build, so that requests
    // land between any two steps.
    const catalog = createCatalogService({
      logger,
      sliceMs: 0,
      sources: { staticCourses: async () => source },
    });
    // What a whole index of the catalogue as the service sees it answers.
    const expected = (courses: Course[]) => {
      const index = new CourseSearchIndex(splitByLifecycle(mergeCatalogue(courses)).current);
      return SEARCHES.map((search) => {
        const page = index.search({ search, filters: query(search), offset: 0, limit: 24 });
        return { ids: page.courses.map((c) => c.id), total: page.total, corrected: page.correctedSearch };
      });
    };
    const old = expected(before);
    const next = expected(after);
    expect(old).not.toEqual(next);

    const answer = async (i: number) => {
      const page = await catalog.listCourses(query(SEARCHES[i % SEARCHES.length]!));
      return { ids: page.courses.map((c) => c.id), total: page.total, corrected: page.correctedSearch };
    };
    for (let i = 0; i < SEARCHES.length; i++) expect(await answer(i)).toEqual(old[i]);

    source = after;
    let done = false;
    const rebuilding = catalog.rebuild().then(() => {
      done = true;
    });
    let during = 0;
    for (let i = 0; !done; i++) {
      const got = await answer(i);
      // The whole previous index answered, or (as the build ends) the whole new one: never a part.
      expect([old[i % SEARCHES.length], next[i % SEARCHES.length]]).toContainEqual(got);
      if (!done) during++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await rebuilding;
    // The build let the event loop go many times: requests were answered all along.
    expect(during).toBeGreaterThan(50);
    for (let i = 0; i < SEARCHES.length; i++) expect(await answer(i)).toEqual(next[i]);
    const json = JSON.parse((await catalog.listCoursesJson(query('cloud'))).toString()) as { total: number };
    expect(json.total).toBe(next[0]!.total);
  });

  it('builds the same index in steps as at once', () => {
    const courses = seedClones(1500, 'x');
    const whole = new CourseSearchIndex(courses);
    const steps = CourseSearchIndex.build(courses);
    let result = steps.next();
    let count = 1;
    while (!result.done) {
      result = steps.next();
      count++;
    }
    expect(count).toBeGreaterThan(10);
    const stepped = result.value;
    for (const search of SEARCHES) {
      const a = whole.search({ search, filters: query(search), offset: 0, limit: 50 });
      const b = stepped.search({ search, filters: query(search), offset: 0, limit: 50 });
      expect(b).toEqual(a);
    }
    expect(stepped.facets).toEqual(whole.facets);
  });
});
