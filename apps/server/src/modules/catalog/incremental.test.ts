import { courseListQuerySchema } from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import { ALL, type CourseFilters, type CourseSort } from '@app/core/course-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { runNow } from '../../search/slices.ts';
import { MANY_BUILDS } from '../../testing/property-tests.ts';
import { RelatedCourses } from './related.ts';
import { CourseSearchIndex, type SearchIndexOptions } from './search-index.ts';
import { SEED_COURSES } from './seed-courses/all.ts';
import { type CatalogService, createCatalogService } from './service.ts';

// Property: an index patched with a batch of added, changed and removed courses answers every
// search exactly as an index built over the new catalogue whole: order, totals, corrections,
// facets. Small alphabets make terms that hit often, overlap, and titles that tie.
const unit = fc.constantFrom('a', 'b', 'c', 'ab', 'A', 'é', 'ß', '-', '.', '数据', '😀', 'kube', 'net');
const word = fc.array(unit, { minLength: 1, maxLength: 3 }).map((u) => u.join(''));
const phrase = (minLength: number) =>
  fc
    .tuple(fc.array(word, { minLength, maxLength: 4 }), fc.constantFrom(' ', '  ', '\n'))
    .map(([words, sep]) => words.join(sep));

const arbFields = fc.record({
  title: fc.oneof(phrase(1), fc.constantFrom('Same title', 'same title', 'Ab')),
  provider: fc.constantFrom('AWS', 'aws', 'Ab Cab', 'Microsoft', 'B'),
  category: fc.constantFrom('Cloud Computing', 'ab', 'AB', 'Cab-a'),
  level: fc.constantFrom('Beginner' as const, 'Intermediate' as const, 'Advanced' as const),
  price: fc.constantFrom('Free', '$0', 'Paid', '$49'),
  description: phrase(0),
  skills: fc.array(phrase(1), { maxLength: 3 }),
});
type Fields = typeof arbFields extends fc.Arbitrary<infer T> ? T : never;
const course = (id: number, fields: Fields): Course =>
  ({ id, ...fields, link: 'https://example.org/' }) as Course;

/** A batch: which courses go, which change (to new fields), and courses added at places. */
const arbBatch = fc.record({
  remove: fc.array(fc.nat(), { maxLength: 8 }),
  change: fc.array(fc.tuple(fc.nat(), arbFields), { maxLength: 8 }),
  add: fc.array(fc.tuple(fc.nat(), arbFields), { maxLength: 8 }),
});
type Batch = typeof arbBatch extends fc.Arbitrary<infer T> ? T : never;

let nextId = 10_000;
/** The catalogue after a batch: changed courses stay in their place, added ones go in at theirs. */
function apply(catalogue: readonly Course[], batch: Batch): Course[] {
  const next = [...catalogue];
  for (const [at, fields] of batch.change) {
    if (next.length > 0) {
      const i = at % next.length;
      next[i] = course(next[i]!.id as number, fields);
    }
  }
  const gone = new Set(batch.remove.filter(() => next.length > 0).map((at) => next[at % next.length]!.id));
  const kept = next.filter((c) => !gone.has(c.id));
  for (const [at, fields] of batch.add) kept.splice(at % (kept.length + 1), 0, course(nextId++, fields));
  return kept;
}

const arbCatalogue = fc
  .array(arbFields, { maxLength: 60 })
  .map((list) => list.map((fields, i) => course(i + 1, fields)));
const arbQuery = fc.oneof(
  phrase(0),
  fc.constantFrom('kubernetes', 'kube net', 'same', 'abc', 'b', 'ab a', 'cab'),
);
const arbFilters = fc.record({
  category: fc.constantFrom(ALL, 'ab', 'cloud computing', 'cab-a', 'nothing'),
  provider: fc.constantFrom(ALL, 'aws', 'AB CAB', 'b'),
  level: fc.constantFrom(ALL, 'Beginner', 'Advanced'),
  price: fc.constantFrom(ALL, 'Free', 'Paid'),
});
const arbSearch = fc.record({
  search: arbQuery,
  filters: arbFilters,
  sort: fc.constantFrom<CourseSort>('relevance', 'title'),
  asTyped: fc.boolean(),
  offset: fc.integer({ min: 0, max: 5 }),
  limit: fc.integer({ min: 1, max: 80 }),
});

type Search = typeof arbSearch extends fc.Arbitrary<infer T> ? T : never;

/** Everything a search answers, comparable: ids in order, total, correction. */
function answer(index: CourseSearchIndex, q: Search) {
  const page = index.search({ ...q, filters: q.filters as CourseFilters });
  return {
    ids: page.courses.map((c) => c.id),
    ranks: page.ranks,
    total: page.total,
    corrected: page.correctedSearch,
  };
}

function patched(previous: CourseSearchIndex, catalogue: readonly Course[]): CourseSearchIndex {
  const change = runNow(previous.changeTo(catalogue, Number.POSITIVE_INFINITY, 1));
  expect(change).toBeDefined();
  return runNow(CourseSearchIndex.patch(previous, change!));
}

// Common terms read from the text (scanFactor 0) and chunks of a few bytes cover the copied texts;
// every short term kept as a bitset (commonFactor 0) covers the bitsets made again for a patch.
const OPTIONS: SearchIndexOptions[] = [{}, { scanFactor: 0, chunkBytes: 64 }, { commonFactor: 0 }];

describe('incremental update of the catalogue index', () => {
  for (const options of OPTIONS) {
    it(
      `answers as a full rebuild after batches of added, changed and removed courses (${JSON.stringify(options)})`,
      MANY_BUILDS,
      () => {
        fc.assert(
          fc.property(
            arbCatalogue,
            fc.array(arbBatch, { minLength: 1, maxLength: 3 }),
            fc.array(arbSearch, { minLength: 8, maxLength: 8 }),
            (catalogue, batches, searches) => {
              let index = new CourseSearchIndex(catalogue, options);
              let current = catalogue;
              for (const batch of batches) {
                const before = searches.map((q) => answer(index, q));
                const next = apply(current, batch);
                const updated = patched(index, next);
                const full = new CourseSearchIndex(next, options);
                expect(updated.size).toBe(full.size);
                expect(updated.facets).toEqual(full.facets);
                expect(idsInTitleOrder(updated)).toEqual(idsInTitleOrder(full));
                for (const q of searches) expect(answer(updated, q)).toEqual(answer(full, q));
                for (const c of next) expect(updated.get(c.id)).toEqual(c);
                // The previous index, still serving meanwhile, answers as it did.
                expect(searches.map((q) => answer(index, q))).toEqual(before);
                index = updated;
                current = next;
              }
            },
          ),
          { numRuns: 120 },
        );
      },
    );
  }

  it('patches the related courses to the lists a full build makes, in title order', MANY_BUILDS, () => {
    fc.assert(
      fc.property(arbCatalogue, fc.array(arbBatch, { minLength: 1, maxLength: 3 }), (catalogue, batches) => {
        let index = new CourseSearchIndex(catalogue);
        let related = RelatedCourses.of(catalogue);
        let current = catalogue;
        for (const batch of batches) {
          const next = apply(current, batch);
          const change = runNow(index.changeTo(next, Number.POSITIVE_INFINITY, 1))!;
          // As the catalogue service does: unchanged courses stay the same objects.
          const gone: Course[] = [];
          for (let rank = 0; rank < index.size; rank++) {
            const place = change.placeOf[rank]!;
            if (place >= 0) next[place] = index.courseAt(rank);
            else gone.push(index.courseAt(rank));
          }
          const updated = runNow(CourseSearchIndex.patch(index, change));
          const patchedRelated = runNow(RelatedCourses.patch(related, updated, gone, change.added));
          const full = RelatedCourses.of(next);
          for (const c of next) {
            for (const count of [3, 100]) {
              expect(patchedRelated.for(c, count).map((r) => r.id)).toEqual(
                full.for(c, count).map((r) => r.id),
              );
            }
          }
          index = updated;
          related = patchedRelated;
          current = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('updates a few courses of the seed-sized catalogue without reading the others', () => {
    const catalogue = Array.from({ length: 400 }, (_, i) =>
      course(i + 1, {
        title: `Course ${i % 50} kubernetes`,
        provider: i % 2 ? 'AWS' : 'Microsoft',
        category: 'Cloud Computing',
        level: 'Beginner',
        price: 'Free',
        description: `about topic${i}`,
        skills: [`skill${i % 7}`],
      }),
    );
    const index = new CourseSearchIndex(catalogue);
    const next = catalogue.map((c, i) =>
      i % 100 === 0 ? { ...c, description: `${c.description} zebra` } : c,
    );
    const read: number[] = [];
    // Courses are read through their fields: count which are.
    const spied = next.map((c) =>
      Object.defineProperty({ ...c }, 'description', {
        enumerable: true,
        get() {
          read.push(c.id as number);
          return c.description;
        },
      }),
    );
    const change = runNow(index.changeTo(spied, 0.1));
    read.length = 0;
    const updated = runNow(CourseSearchIndex.patch(index, change!));
    expect(new Set(read)).toEqual(new Set([1, 101, 201, 301]));
    expect(updated.search({ search: 'zebra', filters: NO_FILTERS_, offset: 0, limit: 10 }).total).toBe(4);
  });

  it('forgets the words of courses patched away: a search for one is corrected as after a full build', () => {
    const fields = (title: string) => ({
      title,
      provider: 'AWS' as const,
      category: 'ab' as const,
      level: 'Beginner' as const,
      price: 'Free' as const,
      description: '',
      skills: [],
    });
    const catalogue = [course(1, fields('Zebrafish basics')), course(2, fields('Zebrafash lab'))];
    const next = [catalogue[1]!];
    const updated = patched(new CourseSearchIndex(catalogue), next);
    const full = new CourseSearchIndex(next);
    const q = { search: 'zebrafish', filters: NO_FILTERS_, offset: 0, limit: 10 };
    expect(full.search(q).correctedSearch).toBe('zebrafash');
    expect(updated.search(q)).toEqual(full.search(q));
    // A word that came back with a course is found again.
    const again = patched(updated, catalogue);
    expect(again.search(q)).toEqual(new CourseSearchIndex(catalogue).search(q));
  });

  it('asks for a full rebuild when a large share changed, or equal titles changed order', () => {
    const catalogue = Array.from({ length: 20 }, (_, i) =>
      course(i + 1, {
        title: 'Same',
        provider: 'AWS',
        category: 'ab',
        level: 'Beginner',
        price: 'Free',
        description: '',
        skills: [],
      }),
    );
    const index = new CourseSearchIndex(catalogue);
    expect(runNow(index.changeTo(catalogue, 0.1))).toBeDefined();
    expect(runNow(index.changeTo([...catalogue].reverse(), 0.1))).toBeUndefined();
    const many = catalogue.map((c, i) => (i < 5 ? { ...c, description: 'changed' } : c));
    expect(runNow(index.changeTo(many, 0.1))).toBeUndefined();
    expect(runNow(index.changeTo(many, 0.5))).toBeDefined();
    // Words of courses patched away stay in the dictionary: past a quarter of it, a whole build.
    const renamed = catalogue.map((c, i) => (i === 0 ? { ...c, title: 'Other words entirely here' } : c));
    const patched = runNow(CourseSearchIndex.patch(index, runNow(index.changeTo(renamed, 0.1))!));
    expect(runNow(patched.changeTo(catalogue, 0.1))).toBeDefined();
    const away = catalogue.map((c, i) => (i === 0 ? { ...c, title: 'Same' } : c));
    const shed = runNow(CourseSearchIndex.patch(patched, runNow(patched.changeTo(away, 0.1))!));
    expect(shed.size).toBe(20);
    expect(runNow(shed.changeTo(away, 0.1))).toBeUndefined();
  });
});

/** `size` courses from the seed ones, ids from 1 (sample data). */
const seedCatalogue = (size: number): Course[] =>
  Array.from({ length: size }, (_, i) => ({ ...SEED_COURSES[i % SEED_COURSES.length]!, id: i + 1 }));

/** Everything the catalogue answers that a patch could get wrong. */
async function everything(catalog: CatalogService, ids: readonly (number | string)[]) {
  const searches = ['', 'cloud', 'azure', 'python data', 'secrity', 'zebra', 'kubernetes', 'aws certified'];
  const pages = [];
  for (const search of searches) {
    for (const sort of ['relevance', 'title'] as const) {
      const q = courseListQuerySchema.parse({ search, sort, limit: 30 });
      pages.push(await catalog.listCourses(q));
      pages.push((await catalog.listCoursesJson(q)).toString());
    }
  }
  const filtered = await catalog.listCourses(
    courseListQuerySchema.parse({ search: 'cloud', category: 'Zebra Studies', limit: 30 }),
  );
  return {
    pages,
    filtered,
    facets: await catalog.facets(),
    stats: await catalog.stats(),
    providers: await catalog.providers(),
    featured: (await catalog.featuredCourses()).map((c) => c.id),
    courses: await Promise.all(ids.map((id) => catalog.getCourse(id))),
    byTitle: await Promise.all(
      SEED_COURSES.slice(0, 40).map((c) => catalog.findCourse({ title: c.title, provider: c.provider })),
    ),
    all: (await catalog.allCourses()).map((c) => c.id),
    matching: await catalog.searchCourses('security', 20),
  };
}

describe('incremental update of the catalogue service', () => {
  it('patches the index after a sync of a few courses, and answers as a service built from scratch', async () => {
    const before = seedCatalogue(3000);
    const after = before
      .filter((c) => (c.id as number) % 150 !== 7)
      .map((c) =>
        (c.id as number) % 100 === 3
          ? { ...c, title: `${c.title} zebra`, description: `${c.description} kubernetes` }
          : (c.id as number) % 250 === 11
            ? { ...c, skills: [...c.skills, 'Zebra'] }
            : c,
      );
    for (let i = 0; i < 25; i++) {
      const seed = SEED_COURSES[(i * 7) % SEED_COURSES.length]!;
      after.splice(i * 97, 0, {
        ...seed,
        id: 50_000 + i,
        title: i % 5 === 0 ? seed.title : `${seed.title} zebra ${i}`,
        category: i % 3 === 0 ? 'Zebra Studies' : seed.category,
        provider: i % 4 === 0 ? 'Zebra Academy' : seed.provider,
      });
    }
    const lines: string[] = [];
    let source = before;
    const patchedService = createCatalogService({
      logger: createLogger({
        level: 'info',
        destination: { write: (line: string) => void lines.push(line) },
      }),
      sources: { staticCourses: async () => source },
    });
    await patchedService.facets();
    // A sync that fetched what the index holds keeps the snapshot: the same catalogue array.
    const first = await patchedService.allCourses();
    source = before.map((c) => ({ ...c }));
    await patchedService.rebuild();
    expect(await patchedService.allCourses()).toBe(first);
    expect(lines.some((line) => line.includes('"changed":0'))).toBe(true);
    source = after;
    await patchedService.rebuild();
    expect(lines.some((line) => line.includes('Course catalogue index updated'))).toBe(true);
    const fresh = createCatalogService({
      logger: createLogger({ level: 'fatal', destination: { write: () => {} } }),
      sources: { staticCourses: async () => after },
    });
    const ids = [...after.slice(0, 60), ...after.filter((c) => (c.id as number) >= 50_000)].map((c) => c.id);
    ids.push(7, 157);
    expect(await everything(patchedService, ids)).toEqual(await everything(fresh, ids));
  });

  it('answers from the previous index, whole, while a patch is under way, and from the patched one after', async () => {
    const before = seedCatalogue(2000);
    const after = before.map((c, i) =>
      i % 40 === 0 ? { ...c, title: `${c.title} zebra`, skills: ['Zebra'] } : c,
    );
    after.splice(100, 20);
    const searches = ['zebra', 'cloud', 'secrity', ''];
    const query = (search: string) => courseListQuerySchema.parse({ search, limit: 24 });
    const answersOf = async (catalog: CatalogService) => {
      const out = [];
      for (const search of searches) {
        const page = await catalog.listCourses(query(search));
        out.push({ ids: page.courses.map((c) => c.id), total: page.total, corrected: page.correctedSearch });
      }
      return out;
    };
    const quiet = createLogger({ level: 'fatal', destination: { write: () => {} } });
    const old = await answersOf(
      createCatalogService({ logger: quiet, sources: { staticCourses: async () => before } }),
    );
    const next = await answersOf(
      createCatalogService({ logger: quiet, sources: { staticCourses: async () => after } }),
    );
    expect(old).not.toEqual(next);
    const lines: string[] = [];
    let source = before;
    // Slices of 0 ms: a turn of the event loop after every step, so requests land between any two.
    const catalog = createCatalogService({
      logger: createLogger({
        level: 'info',
        destination: { write: (line: string) => void lines.push(line) },
      }),
      sliceMs: 0,
      sources: { staticCourses: async () => source },
    });
    expect(await answersOf(catalog)).toEqual(old);
    source = after;
    let done = false;
    const patching = catalog.rebuild().then(() => {
      done = true;
    });
    let during = 0;
    for (let i = 0; !done; i++) {
      const search = searches[i % searches.length]!;
      const page = await catalog.listCourses(query(search));
      const got = { ids: page.courses.map((c) => c.id), total: page.total, corrected: page.correctedSearch };
      expect([old[i % searches.length], next[i % searches.length]]).toContainEqual(got);
      during++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await patching;
    expect(lines.some((line) => line.includes('Course catalogue index updated'))).toBe(true);
    expect(during).toBeGreaterThan(20);
    expect(await answersOf(catalog)).toEqual(next);
  });

  it('builds whole when much of the catalogue changed', async () => {
    const lines: string[] = [];
    let source = seedCatalogue(500);
    const catalog = createCatalogService({
      logger: createLogger({
        level: 'info',
        destination: { write: (line: string) => void lines.push(line) },
      }),
      sources: { staticCourses: async () => source },
    });
    await catalog.facets();
    source = source.map((c) => ({ ...c, description: `${c.description} new` }));
    await catalog.rebuild();
    expect(lines.filter((line) => line.includes('Course catalogue index built'))).toHaveLength(2);
    expect(lines.some((line) => line.includes('updated'))).toBe(false);
  });
});

const NO_FILTERS_: CourseFilters = { category: ALL, provider: ALL, level: ALL, price: ALL };

function idsInTitleOrder(index: CourseSearchIndex): Array<number | string> {
  return Array.from({ length: index.size }, (_, rank) => index.courseAt(rank).id);
}
