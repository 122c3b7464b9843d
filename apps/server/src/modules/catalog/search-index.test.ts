import type { Course } from '@app/core/course';
import { searchCatalogueRanked } from '@app/core/course-ranking';
import {
  ALL,
  type CourseFilters,
  type CourseSort,
  NO_FILTERS,
  searchCatalogue,
} from '@app/core/course-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANY_BUILDS } from '../../testing/property-tests.ts';
import { CourseSearchIndex } from './search-index.ts';
import { SEED_COURSES } from './seed-courses/all.ts';

const everything = (
  index: CourseSearchIndex,
  search: string,
  filters: CourseFilters = NO_FILTERS,
  sort: CourseSort = 'relevance',
  asTyped = false,
) => index.search({ search, filters, offset: 0, limit: 100_000, sort, asTyped });

/** The reference: the product's rule written plainly (@app/core/course-search). */
const reference = (
  catalogue: readonly Course[],
  search: string,
  filters: CourseFilters = NO_FILTERS,
  sort: CourseSort = 'relevance',
  asTyped = false,
) => searchCatalogueRanked(catalogue, search, filters, { sort, asTyped });

const ids = (list: readonly { id: number | string }[]) => list.map((c) => c.id);

// Small alphabets make terms that hit often, miss often, and overlap (prefixes, substrings). The
// index keys trigrams by UTF-16 code units: CJK and half-width kana are units of 0x8000 and above,
// and an emoji is two (a surrogate pair).
const unit = fc.constantFrom('a', 'b', 'c', 'ab', 'A', 'é', 'É', '-', '+', '.', 'ß', 'İ', '数据', 'ｱ', '😀');
const word = fc.array(unit, { minLength: 1, maxLength: 4 }).map((u) => u.join(''));
const separator = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0');
const phrase = (minLength: number) =>
  fc.tuple(fc.array(word, { minLength, maxLength: 5 }), separator).map(([words, sep]) => words.join(sep));

const arbCourse = (id: number) =>
  fc.record({
    id: fc.constant(id),
    title: phrase(1),
    provider: fc.constantFrom('AWS', 'aws', 'Ab Cab', 'Microsoft', 'B'),
    category: fc.constantFrom('Cloud Computing', 'ab', 'AB', 'Cab-a'),
    level: fc.constantFrom('Beginner' as const, 'Intermediate' as const, 'Advanced' as const),
    price: fc.constantFrom('Free', '$0', 'Paid', '$49', 'Free trial', 'freemium'),
    description: phrase(0),
    skills: fc.array(phrase(1), { maxLength: 4 }),
    link: fc.constant('https://example.org/'),
  });
// Up to three 32-course words of the index's match bitset.
const arbCatalogue = fc
  .integer({ min: 0, max: 70 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbCourse(i + 1))))
  .map((list) => list as Course[]);
const arbQuery = fc.oneof(
  phrase(0),
  fc.tuple(separator, phrase(1), separator).map(([a, b, c]) => `${a}${b}${c}`),
);
const arbFilters = fc.record({
  category: fc.constantFrom(ALL, 'ab', 'Ab', 'cloud computing', 'nothing'),
  provider: fc.constantFrom(ALL, 'aws', 'AB CAB', 'b', 'nobody'),
  level: fc.constantFrom(ALL, 'Beginner', 'Intermediate', 'Advanced'),
  price: fc.constantFrom(ALL, 'Free', 'Paid'),
});

const arbSort = fc.constantFrom<CourseSort>('relevance', 'title');

/** A plain course for hand-made catalogues (sample data). */
const arbitraryCourse = (): Course => ({
  id: 0,
  title: 'Course',
  provider: 'Provider',
  category: 'Cloud Computing',
  level: 'Beginner',
  price: 'Free',
  description: 'about clouds',
  skills: [],
  link: 'https://example.org/',
});

describe('CourseSearchIndex', () => {
  it(
    'returns exactly what the reference returns, in the same order, for random catalogues, queries, filters and sorts',
    MANY_BUILDS,
    () => {
      fc.assert(
        fc.property(
          arbCatalogue,
          arbQuery,
          arbFilters,
          arbSort,
          fc.boolean(),
          (catalogue, query, filters, sort, asTyped) => {
            const index = new CourseSearchIndex(catalogue);
            const expected = reference(catalogue, query, filters, sort, asTyped);
            const got = everything(index, query, filters, sort, asTyped);
            expect(got.total).toBe(expected.results.length);
            expect(ids(got.courses)).toEqual(ids(expected.results));
            expect(got.correctedSearch).toBe(expected.correctedSearch);
          },
        ),
        { numRuns: 500 },
      );
    },
  );

  it("keeps the spec's inclusion rule: as typed, the matches are the spec rule's, and sorted by title in its order", () => {
    fc.assert(
      fc.property(arbCatalogue, arbQuery, arbFilters, (catalogue, query, filters) => {
        const index = new CourseSearchIndex(catalogue);
        const spec = searchCatalogue(catalogue, query, filters);
        expect(everything(index, query, filters, 'relevance', true).total).toBe(spec.length);
        expect(ids(everything(index, query, filters, 'title', true).courses)).toEqual(ids(spec));
      }),
      { numRuns: 300 },
    );
  });

  it(
    'gives the same answers whether common terms are read from postings, from the text or from their bitsets',
    MANY_BUILDS,
    () => {
      fc.assert(
        fc.property(arbCatalogue, arbQuery, arbFilters, arbSort, (catalogue, query, filters, sort) => {
          const expected = ids(reference(catalogue, query, filters, sort).results);
          // The text in chunks of a few courses each too: a course at a chunk's end reads the same.
          for (const options of [
            { scanFactor: 0 },
            { scanFactor: Number.POSITIVE_INFINITY },
            { scanFactor: 0, chunkBytes: 120 },
            // Every 1- to 3-letter term kept as a bitset, its hits read per course ranked, or (past
            // no course at all) from its postings after all.
            { commonFactor: 0 },
            { commonFactor: 0, lazyHitsUpTo: 0 },
            { commonFactor: 0, lazyHitsUpTo: 3, chunkBytes: 120 },
          ]) {
            const index = new CourseSearchIndex(catalogue, options);
            expect(ids(everything(index, query, filters, sort).courses)).toEqual(expected);
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  it('reads a course at the end of a chunk of text as any other', () => {
    const base = arbitraryCourse();
    // Zeta's one skill is the search: it comes first by relevance, though last by title.
    const catalogue: Course[] = [
      { ...base, id: 1, title: 'Beta', skills: ['kubernetes'] },
      { ...base, id: 2, title: 'Zeta', skills: ['kube'] },
      { ...base, id: 3, title: 'Zulu', skills: ['docker'] },
    ];
    const expected = ids(reference(catalogue, 'kube').results);
    expect(expected).toEqual([2, 1]);
    for (const chunkBytes of [undefined, 16, 100_000]) {
      const index = new CourseSearchIndex(catalogue, { scanFactor: 0, chunkBytes });
      expect(ids(everything(index, 'kube').courses)).toEqual(expected);
    }
  });

  it('pages through the same order: every page is the matching slice of the full result', MANY_BUILDS, () => {
    fc.assert(
      fc.property(
        arbCatalogue,
        arbQuery,
        arbFilters,
        arbSort,
        fc.nat(45),
        fc.integer({ min: 1, max: 60 }),
        (catalogue, query, filters, sort, offset, limit) => {
          const expected = reference(catalogue, query, filters, sort).results;
          // Also with every short term kept as a bitset: a page narrows what it ranks by title
          // words, which such a term reads from its postings.
          for (const options of [{}, { commonFactor: 0 }]) {
            const index = new CourseSearchIndex(catalogue, options);
            const page = index.search({ search: query, filters, offset, limit, sort });
            expect(page.total).toBe(expected.length);
            expect(ids(page.courses)).toEqual(ids(expected.slice(offset, offset + limit)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same answers when one index serves many queries in a row', MANY_BUILDS, () => {
    fc.assert(
      fc.property(
        arbCatalogue,
        fc.array(fc.tuple(arbQuery, arbFilters, arbSort), { maxLength: 12 }),
        (catalogue, queries) => {
          const index = new CourseSearchIndex(catalogue);
          for (const [query, filters, sort] of queries) {
            expect(ids(everything(index, query, filters, sort).courses)).toEqual(
              ids(reference(catalogue, query, filters, sort).results),
            );
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  describe('on the seed catalogue', () => {
    const index = new CourseSearchIndex(SEED_COURSES);
    // Real words of the catalogue, parts of them, and words found nowhere.
    const vocabulary = [
      ...new Set(
        SEED_COURSES.flatMap((c) => [c.title, c.provider, c.category, ...c.skills])
          .join(' ')
          .split(/\s+/),
      ),
    ];
    const term = fc.oneof(
      fc.constantFrom(...vocabulary),
      fc
        .tuple(fc.constantFrom(...vocabulary), fc.nat(6), fc.nat(6))
        .map(([w, a, b]) => w.slice(Math.min(a, w.length - 1), Math.max(a + 1, w.length - b))),
      fc.constantFrom(
        'zzqx',
        'kubernetes-operator',
        '∑',
        'a',
        'e',
        'of',
        'the',
        'kubernets',
        'tablaeu',
        'k8s',
        'ml',
        'az900',
      ),
    );
    const query = fc.array(term, { minLength: 1, maxLength: 4 }).map((t) => t.join(' '));

    it('matches the reference for random queries made of catalogue words, misspelt words and other names', () => {
      fc.assert(
        fc.property(query, arbFilters, arbSort, (q, filters, sort) => {
          const expected = reference(SEED_COURSES, q, filters, sort);
          const got = everything(index, q, filters, sort);
          expect(ids(got.courses)).toEqual(ids(expected.results));
          expect(got.correctedSearch).toBe(expected.correctedSearch);
        }),
        { numRuns: 300 },
      );
    });

    it('finds the spec examples: provider, skill and category words', () => {
      const aws = everything(index, 'AWS', NO_FILTERS, 'relevance', true);
      expect(aws.total).toBeGreaterThanOrEqual(searchCatalogue(SEED_COURSES, 'aws').length);
      expect(aws.courses.some((c) => c.provider === 'AWS')).toBe(true);
      expect(
        everything(index, 'kubernetes').courses.every((c) => /kubernetes/i.test(JSON.stringify(c))),
      ).toBe(true);
      expect(everything(index, 'qqqzzz').total).toBe(0);
    });

    it('applies filters case-insensitively and finds nothing for an unknown provider', () => {
      const upper = everything(index, '', { ...NO_FILTERS, provider: 'GOOGLE CLOUD' });
      expect(upper.total).toBe(SEED_COURSES.filter((c) => c.provider === 'Google Cloud').length);
      expect(everything(index, '', { ...NO_FILTERS, provider: 'Nobody Inc' }).total).toBe(0);
    });

    it('offers every category and provider of the catalogue as a facet, with counts', () => {
      const { categories, providers, levels, prices } = index.facets;
      expect(categories.reduce((s, f) => s + f.count, 0)).toBe(SEED_COURSES.length);
      expect(providers.reduce((s, f) => s + f.count, 0)).toBe(SEED_COURSES.length);
      expect(levels.map((f) => f.value)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
      expect(prices.map((f) => f.value)).toEqual(['Free', 'Paid']);
      expect(prices[0]!.count + prices[1]!.count).toBe(SEED_COURSES.length);
      expect(new Set(providers.map((p) => p.value))).toEqual(new Set(SEED_COURSES.map((c) => c.provider)));
      const names = providers.map((p) => p.value);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('finds a course by id, numeric or string', () => {
      const first = SEED_COURSES[0]!;
      expect(index.get(first.id)).toBe(first);
      expect(index.get(String(first.id))).toBeUndefined();
      expect(index.get(-1)).toBeUndefined();
    });
  });
});
