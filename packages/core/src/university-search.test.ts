import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTerms } from './course-search.ts';
import type { UniversityCourse } from './university-course.ts';
import {
  ALL,
  compareLevels,
  compareUniversityCourses,
  hasActiveUniversityFilters,
  matchesUniversityFilters,
  matchesUniversitySearch,
  NO_UNIVERSITY_FILTERS,
  scoreUniversityCourse,
  searchUniversityCourses,
  UNIVERSITY_MIN_SCORE,
  UNIVERSITY_SEARCH_WEIGHTS,
  type UniversityFilters,
  universityTermScore,
} from './university-search.ts';

const course = (over: Partial<UniversityCourse> = {}): UniversityCourse => ({
  id: 'seed-x',
  title: 'Introduction to Algorithms',
  university: 'Massachusetts Institute of Technology',
  country: 'United States',
  category: 'Computer Science',
  level: 'Intermediate',
  description: 'Sorting, searching and graph problems.',
  subjects: ['Algorithms', 'Data Structures', 'Graphs'],
  duration: null,
  rating: null,
  students: null,
  image: null,
  provider: 'MIT OpenCourseWare',
  url: 'https://ocw.mit.edu/',
  ...over,
});

/** A course whose fields share no letters with the probe words below. */
const blank = course({ title: 'zz', university: 'zz', category: 'zz', description: 'zz', subjects: [] });

describe('universityTermScore: the spec numbers', () => {
  it('scores title 50, university 40, a subject 30, category 20, description 10', () => {
    expect(universityTermScore({ ...blank, title: 'Robotics' }, 'robot')).toBe(50);
    expect(universityTermScore({ ...blank, university: 'Delft University' }, 'delft')).toBe(40);
    expect(universityTermScore({ ...blank, subjects: ['zz', 'Optics'] }, 'optic')).toBe(30);
    expect(universityTermScore({ ...blank, category: 'Physics' }, 'phys')).toBe(20);
    expect(universityTermScore({ ...blank, description: 'about waves' }, 'wave')).toBe(10);
    expect(UNIVERSITY_SEARCH_WEIGHTS).toEqual({
      title: 50,
      university: 40,
      subject: 30,
      category: 20,
      description: 10,
    });
    expect(UNIVERSITY_MIN_SCORE).toBe(10);
  });

  it('adds up every field the word occurs in', () => {
    const all = course({
      title: 'Data',
      university: 'Data U',
      subjects: ['data'],
      category: 'Data Science',
      description: 'data',
    });
    expect(universityTermScore(all, 'data')).toBe(50 + 40 + 30 + 20 + 10);
  });

  it('matches substrings, case-insensitively (the word is already lowercased)', () => {
    expect(universityTermScore({ ...blank, title: 'MACHINE Learning' }, 'chine')).toBe(50);
  });

  it('counts a subject once per word however many subjects match', () => {
    expect(universityTermScore({ ...blank, subjects: ['Graph A', 'Graph B', 'Graph C'] }, 'graph')).toBe(30);
  });

  it('ignores the country, provider, level and URL', () => {
    const c = {
      ...blank,
      country: 'Finland',
      provider: 'Finland MOOC',
      level: 'Beginner',
      url: 'https://finland.example/',
    };
    expect(universityTermScore(c, 'finland')).toBe(0);
    expect(universityTermScore(c, 'beginner')).toBe(0);
  });
});

describe('scoreUniversityCourse and matchesUniversitySearch', () => {
  it('sums the words', () => {
    const c = course();
    // 'algorithms': title 50 + subject 30; 'mit' matches nothing ('Massachusetts Institute of
    // Technology' holds no "mit"); 'graph': subject 30 + description 10.
    expect(scoreUniversityCourse(c, ['algorithms', 'mit', 'graph'])).toBe(50 + 30 + 30 + 10);
  });

  it('shows a course at 10 points, the description alone is enough', () => {
    const c = { ...blank, description: 'quantum things' };
    expect(scoreUniversityCourse(c, ['quantum'])).toBe(10);
    expect(matchesUniversitySearch(c, ['quantum'])).toBe(true);
    expect(matchesUniversitySearch(c, ['relativity'])).toBe(false);
  });

  it('lets everything through without words', () => {
    expect(matchesUniversitySearch(blank, [])).toBe(true);
  });

  it('one matching word is enough, whatever the others', () => {
    expect(matchesUniversitySearch(course(), ['nothinglikethis', 'algorithms'])).toBe(true);
  });
});

describe('matchesUniversityFilters', () => {
  const c = course({ country: 'United Kingdom', category: 'Data Science', level: 'Beginner' });
  const f = (over: Partial<UniversityFilters>) => ({ ...NO_UNIVERSITY_FILTERS, ...over });

  it('lets everything through with all filters at all', () => {
    expect(matchesUniversityFilters(c, NO_UNIVERSITY_FILTERS)).toBe(true);
  });

  it('compares country, category and level by case-insensitive equality', () => {
    expect(matchesUniversityFilters(c, f({ country: 'united kingdom' }))).toBe(true);
    expect(matchesUniversityFilters(c, f({ country: 'United' }))).toBe(false);
    expect(matchesUniversityFilters(c, f({ category: 'DATA SCIENCE' }))).toBe(true);
    expect(matchesUniversityFilters(c, f({ category: 'Data' }))).toBe(false);
    expect(matchesUniversityFilters(c, f({ level: 'beginner' }))).toBe(true);
    expect(matchesUniversityFilters(c, f({ level: 'Advanced' }))).toBe(false);
  });

  it('needs every set filter to match', () => {
    expect(matchesUniversityFilters(c, f({ country: 'United Kingdom', level: 'Advanced' }))).toBe(false);
    expect(
      matchesUniversityFilters(
        c,
        f({ country: 'United Kingdom', category: 'Data Science', level: 'Beginner' }),
      ),
    ).toBe(true);
  });

  it('never matches a level filter when the course has no level', () => {
    expect(matchesUniversityFilters({ ...c, level: null }, f({ level: 'Beginner' }))).toBe(false);
    expect(matchesUniversityFilters({ ...c, level: null }, NO_UNIVERSITY_FILTERS)).toBe(true);
  });
});

describe('searchUniversityCourses', () => {
  const list = [
    course({ id: 'a', title: 'Zoology', description: 'animals', country: 'Finland' }),
    course({ id: 'b', title: 'Algebra', subjects: ['Maths'], country: 'Japan' }),
    course({ id: 'c', title: 'Biology', university: 'University of Tokyo', country: 'Japan', subjects: [] }),
    course({ id: 'd', title: 'algebra', subjects: [], description: 'rings', country: 'japan' }),
  ];
  const ids = (found: readonly UniversityCourse[]) => found.map((c) => c.id);

  it('with an empty query applies only the filters, sorted by title', () => {
    // One fixed collation: lowercase sorts before uppercase for otherwise equal titles.
    expect(ids(searchUniversityCourses(list, ''))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(searchUniversityCourses(list, '   ', { ...NO_UNIVERSITY_FILTERS, country: 'JAPAN' }))).toEqual(
      ['d', 'b', 'c'],
    );
  });

  it('keeps only courses scoring at least 10', () => {
    expect(ids(searchUniversityCourses(list, 'tokyo'))).toEqual(['c']);
    expect(ids(searchUniversityCourses(list, 'maths rings'))).toEqual(['d', 'b']);
    expect(ids(searchUniversityCourses(list, 'nothing'))).toEqual([]);
  });

  it('combines the search with the filters', () => {
    expect(
      ids(searchUniversityCourses(list, 'algebra', { ...NO_UNIVERSITY_FILTERS, country: 'finland' })),
    ).toEqual([]);
  });

  it('is the naive rule for random courses, words and filters (property)', () => {
    const word = fc.constantFrom('a', 'ab', 'B', 'data', 'é', 'x');
    const arbCourse = fc.record({
      id: fc.string({ maxLength: 3 }),
      title: fc.array(word, { maxLength: 3 }).map((w) => w.join(' ') || 'a'),
      university: fc.constantFrom('Ab University', 'X', 'Data U'),
      country: fc.constantFrom('Finland', 'finland', 'Japan'),
      category: fc.constantFrom('Data Science', 'Arts'),
      level: fc.constantFrom('Beginner', 'advanced', null),
      description: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
      subjects: fc.array(word, { maxLength: 3 }),
    });
    const arbFilters = fc.record({
      country: fc.constantFrom(ALL, 'FINLAND', 'japan', 'nowhere'),
      category: fc.constantFrom(ALL, 'data science', 'Arts'),
      level: fc.constantFrom(ALL, 'beginner', 'Advanced'),
    });
    fc.assert(
      fc.property(
        fc.array(arbCourse, { maxLength: 20 }),
        fc.string({ maxLength: 12 }),
        arbFilters,
        (courses, q, f) => {
          const terms = searchTerms(q);
          const found = searchUniversityCourses(courses, q, f);
          const expected = courses.filter((c) => {
            const score = terms.reduce((sum, t) => sum + universityTermScore(c, t), 0);
            return (terms.length === 0 || score >= 10) && matchesUniversityFilters(c, f);
          });
          expect(new Set(found)).toEqual(new Set(expected));
          expect(found).toHaveLength(expected.length);
          for (let i = 1; i < found.length; i++) {
            expect(found[i - 1]!.title.localeCompare(found[i]!.title, 'en')).toBeLessThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('compareUniversityCourses', () => {
  it('orders by title, then equal titles by id', () => {
    const a = { id: 'b', title: 'Inferential Statistics' };
    const b = { id: 'a', title: 'Inferential Statistics' };
    const c = { id: 'z', title: 'Algebra' };
    expect([a, b, c].sort(compareUniversityCourses).map((x) => x.id)).toEqual(['z', 'a', 'b']);
  });
});

describe('hasActiveUniversityFilters', () => {
  it('is true for a search or any filter', () => {
    expect(hasActiveUniversityFilters('', NO_UNIVERSITY_FILTERS)).toBe(false);
    expect(hasActiveUniversityFilters('  ', NO_UNIVERSITY_FILTERS)).toBe(false);
    expect(hasActiveUniversityFilters('x', NO_UNIVERSITY_FILTERS)).toBe(true);
    expect(hasActiveUniversityFilters('', { ...NO_UNIVERSITY_FILTERS, level: 'Beginner' })).toBe(true);
  });
});

describe('compareLevels', () => {
  it('puts the known levels first, in order, then others alphabetically', () => {
    expect(['Mixed', 'Advanced', 'beginner', 'Intermediate', 'All Levels'].sort(compareLevels)).toEqual([
      'beginner',
      'Intermediate',
      'Advanced',
      'All Levels',
      'Mixed',
    ]);
  });
});
