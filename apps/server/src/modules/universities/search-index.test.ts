import type { UniversityCourse } from '@app/core/university-course';
import {
  ALL,
  NO_UNIVERSITY_FILTERS,
  searchUniversityCourses,
  type UniversityFilters,
} from '@app/core/university-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UniversitySearchIndex } from './search-index.ts';
import { SEED_UNIVERSITY_COURSES } from './seed-courses/all.ts';

const everything = (
  index: UniversitySearchIndex,
  search: string,
  filters: UniversityFilters = NO_UNIVERSITY_FILTERS,
) =>
  index.search({ search, filters, offset: 0, limit: Number.MAX_SAFE_INTEGER, sort: 'title', asTyped: true });
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

// Small alphabets make words that hit often, miss often, and overlap (prefixes, substrings).
const unit = fc.constantFrom('a', 'b', 'c', 'ab', 'A', 'é', 'É', '-', '.', 'ß', 'İ');
const word = fc.array(unit, { minLength: 1, maxLength: 4 }).map((u) => u.join(''));
const separator = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0');
const phrase = (minLength: number) =>
  fc.tuple(fc.array(word, { minLength, maxLength: 5 }), separator).map(([words, sep]) => words.join(sep));

const arbCourse = (i: number) =>
  fc.record({
    id: fc.constant(`c-${i}`),
    title: phrase(1),
    university: fc.constantFrom('Ab University', 'aB university', 'Cab', 'B'),
    country: fc.constantFrom('Finland', 'FINLAND', 'Japan', 'Ab'),
    category: fc.constantFrom('Data Science', 'ab', 'AB', 'Cab-a'),
    level: fc.constantFrom('Beginner', 'beginner', 'Advanced', 'Mixed', null),
    description: phrase(0),
    subjects: fc.array(phrase(1), { maxLength: 4 }),
    duration: fc.constant(null),
    rating: fc.constant(null),
    students: fc.constant(null),
    image: fc.constant(null),
    provider: fc.constantFrom('Coursera', 'Abc'),
    url: fc.constant('https://example.org/'),
  });
const arbCourses = fc
  .integer({ min: 0, max: 40 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbCourse(i))))
  .map((list) => list as UniversityCourse[]);
const arbQuery = fc.oneof(
  phrase(0),
  fc.tuple(separator, phrase(1), separator).map(([a, b, c]) => `${a}${b}${c}`),
);
const arbFilters = fc.record({
  country: fc.constantFrom(ALL, 'finland', 'JAPAN', 'ab', 'nowhere'),
  category: fc.constantFrom(ALL, 'ab', 'data science', 'nothing'),
  level: fc.constantFrom(ALL, 'BEGINNER', 'advanced', 'mixed', 'Intermediate'),
});

describe('UniversitySearchIndex', () => {
  it('returns exactly what the naive rule returns, for random courses, queries and filters', () => {
    fc.assert(
      fc.property(arbCourses, arbQuery, arbFilters, (courses, query, filters) => {
        const index = new UniversitySearchIndex(courses);
        const expected = searchUniversityCourses(courses, query, filters);
        const got = everything(index, query, filters);
        expect(got.total).toBe(expected.length);
        expect(ids(got.courses)).toEqual(ids(expected));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the naive rule on the seed with real queries, also when common words force a scan', () => {
    const queries = ['', 'python', 'data science', 'mit', 'learning', 'e', 'a i', 'zzzz', 'Algorithms', 'of'];
    for (const options of [
      { scanFactor: 2 },
      { scanFactor: 0 },
      { commonFactor: 0 },
      { commonFactor: 0, lazyHitsUpTo: 0 },
    ]) {
      const index = new UniversitySearchIndex(SEED_UNIVERSITY_COURSES, options);
      for (const q of queries) {
        expect(ids(everything(index, q).courses), q).toEqual(
          ids(searchUniversityCourses(SEED_UNIVERSITY_COURSES, q)),
        );
      }
    }
  });

  it('pages by offset and limit and always reports the total', () => {
    const index = new UniversitySearchIndex(SEED_UNIVERSITY_COURSES);
    const all = everything(index, '');
    const page = index.search({
      search: '',
      filters: NO_UNIVERSITY_FILTERS,
      offset: 10,
      limit: 5,
      sort: 'title',
    });
    expect(page.total).toBe(all.total);
    expect(ids(page.courses)).toEqual(ids(all.courses.slice(10, 15)));
    const past = index.search({
      search: '',
      filters: NO_UNIVERSITY_FILTERS,
      offset: all.total + 5,
      limit: 5,
    });
    expect(past).toEqual({ courses: [], total: all.total, correctedSearch: null });
  });

  it('ranks by relevance by default: the course titled with the words first, totals as the spec rule', () => {
    const index = new UniversitySearchIndex(SEED_UNIVERSITY_COURSES);
    for (const search of ['deep learning', 'computer vision', 'algorithms']) {
      const ranked = index.search({
        search,
        filters: NO_UNIVERSITY_FILTERS,
        offset: 0,
        limit: 10,
        asTyped: true,
      });
      const spec = searchUniversityCourses(SEED_UNIVERSITY_COURSES, search);
      expect(ranked.total).toBe(spec.length);
      const first = ranked.courses[0]!.title.toLowerCase();
      expect(search.split(' ').every((w) => first.includes(w))).toBe(true);
    }
  });

  it('offers each country, category and level once, with counts, whatever the case', () => {
    const base = SEED_UNIVERSITY_COURSES[0]!;
    const index = new UniversitySearchIndex([
      { ...base, id: 'a', country: 'Japan', category: 'Physics', level: 'Advanced' },
      { ...base, id: 'b', country: 'japan', category: 'Arts', level: null },
      { ...base, id: 'c', country: 'Finland', category: 'physics', level: 'Beginner' },
      { ...base, id: 'd', country: 'Finland', category: 'Physics', level: 'Mixed' },
    ]);
    expect(index.facets).toEqual({
      countries: [
        { value: 'Finland', count: 2 },
        { value: 'Japan', count: 2 },
      ],
      categories: [
        { value: 'Arts', count: 1 },
        { value: 'Physics', count: 3 },
      ],
      levels: [
        { value: 'Beginner', count: 1 },
        { value: 'Advanced', count: 1 },
        { value: 'Mixed', count: 1 },
      ],
    });
  });
});
