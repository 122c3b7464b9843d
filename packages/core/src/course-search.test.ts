import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Course } from './course.ts';
import {
  ALL,
  type CourseFilters,
  compareByTitle,
  hasActiveFilters,
  isFreePrice,
  MATCH_THRESHOLD,
  matchesFilters,
  matchesSearch,
  NO_FILTERS,
  type SearchableCourse,
  scoreCourse,
  searchCatalogue,
  searchTerms,
  termScore,
} from './course-search.ts';

const course = (over: Partial<Course> = {}): Course => ({
  id: 1,
  title: 'Kubernetes Fundamentals',
  provider: 'Linux Foundation',
  category: 'Containers & Kubernetes',
  level: 'Beginner',
  price: 'Free',
  description: 'An introduction to running containers.',
  skills: ['Pods', 'Deployments'],
  link: 'https://training.linuxfoundation.org/',
  ...over,
});

/** A course whose fields share no letters with the probe terms used below. */
const blank = course({ title: 'zz', provider: 'zz', category: 'zz', description: 'zz', skills: [] });

describe('searchTerms', () => {
  it('trims, lowercases and splits on any whitespace', () => {
    expect(searchTerms('  Cloud   SECURITY\tAzure\n')).toEqual(['cloud', 'security', 'azure']);
  });

  it('gives no terms for blank text', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' \t\n ')).toEqual([]);
  });

  it('keeps repeated terms (each one scores)', () => {
    expect(searchTerms('aws aws')).toEqual(['aws', 'aws']);
  });
});

describe('termScore: the spec numbers', () => {
  it('title exact 100, title contains 50', () => {
    expect(termScore({ ...blank, title: 'Docker' }, 'docker')).toBe(100);
    expect(termScore({ ...blank, title: 'Docker Basics' }, 'docker')).toBe(50);
  });

  it('provider exact 80, provider contains 20', () => {
    expect(termScore({ ...blank, provider: 'AWS' }, 'aws')).toBe(80);
    expect(termScore({ ...blank, provider: 'AWS Training' }, 'aws')).toBe(20);
  });

  it('a skill exact 70, a skill contains 40, once per term however many skills match', () => {
    expect(termScore({ ...blank, skills: ['Python'] }, 'python')).toBe(70);
    expect(termScore({ ...blank, skills: ['Python 3'] }, 'python')).toBe(40);
    expect(termScore({ ...blank, skills: ['Python 3', 'Python'] }, 'python')).toBe(70);
    expect(termScore({ ...blank, skills: ['Python 3', 'Python for data'] }, 'python')).toBe(40);
  });

  it('category exact 60, category contains 30', () => {
    expect(termScore({ ...blank, category: 'DevOps' }, 'devops')).toBe(60);
    expect(termScore({ ...blank, category: 'DevOps Tools' }, 'devops')).toBe(30);
  });

  it('description contains 10', () => {
    expect(termScore({ ...blank, description: 'Learn serverless apps' }, 'serverless')).toBe(10);
    expect(termScore({ ...blank, description: 'serverless' }, 'serverless')).toBe(10);
  });

  it('adds every field together and ignores case in the course text', () => {
    const all = {
      title: 'SQL',
      provider: 'SQL',
      category: 'SQL',
      skills: ['SQL'],
      description: 'All about SQL.',
    };
    expect(termScore(all, 'sql')).toBe(100 + 80 + 70 + 60 + 10);
    const contains = {
      title: 'Intro to SQL',
      provider: 'SQL House',
      category: 'SQL Databases',
      skills: ['T-SQL'],
      description: 'sql',
    };
    expect(termScore(contains, 'sql')).toBe(50 + 20 + 40 + 30 + 10);
  });

  it('scores nothing for a term found nowhere', () => {
    expect(termScore(course(), 'blockchain')).toBe(0);
  });
});

describe('scoreCourse and the threshold', () => {
  it('sums over all terms', () => {
    const c = course({ title: 'Azure Fundamentals', provider: 'Microsoft', skills: ['Azure'] });
    // azure: title contains 50 + skill exact 70; microsoft: provider exact 80.
    expect(scoreCourse(c, searchTerms('Azure Microsoft'))).toBe(50 + 70 + 80);
  });

  it('matches at exactly 10 (description only) and not below', () => {
    const c = { ...blank, description: 'mentions terraform once' };
    expect(scoreCourse(c, ['terraform'])).toBe(MATCH_THRESHOLD);
    expect(matchesSearch(c, ['terraform'])).toBe(true);
    expect(matchesSearch(c, ['ansible'])).toBe(false);
  });

  it('matches everything when there are no terms', () => {
    expect(matchesSearch(blank, [])).toBe(true);
  });

  it('matches when any one term hits, even if the others miss', () => {
    expect(matchesSearch(course(), ['nothing-here', 'pods'])).toBe(true);
  });
});

describe('filters', () => {
  it('Free means Free, $0 or any label containing free', () => {
    for (const price of ['Free', '$0', 'free', 'Free trial', 'FREE with subscription', 'Free audit']) {
      expect(isFreePrice(price), price).toBe(true);
    }
    for (const price of ['Paid', '$49', '$0.99', 'Subscription', '$300 exam']) {
      expect(isFreePrice(price), price).toBe(false);
    }
  });

  it('category and provider match exactly, ignoring case', () => {
    const c = course();
    expect(matchesFilters(c, { ...NO_FILTERS, category: 'containers & kubernetes' })).toBe(true);
    expect(matchesFilters(c, { ...NO_FILTERS, category: 'Containers' })).toBe(false);
    expect(matchesFilters(c, { ...NO_FILTERS, provider: 'LINUX FOUNDATION' })).toBe(true);
    expect(matchesFilters(c, { ...NO_FILTERS, provider: 'Linux' })).toBe(false);
  });

  it('level matches exactly or all', () => {
    const c = course({ level: 'Advanced' });
    expect(matchesFilters(c, { ...NO_FILTERS, level: 'Advanced' })).toBe(true);
    expect(matchesFilters(c, { ...NO_FILTERS, level: 'advanced' })).toBe(false);
    expect(matchesFilters(c, { ...NO_FILTERS, level: 'Beginner' })).toBe(false);
    expect(matchesFilters(c, { ...NO_FILTERS, level: ALL })).toBe(true);
  });

  it('price Paid is everything Free is not', () => {
    expect(matchesFilters(course({ price: '$0' }), { ...NO_FILTERS, price: 'Paid' })).toBe(false);
    expect(matchesFilters(course({ price: '$165' }), { ...NO_FILTERS, price: 'Paid' })).toBe(true);
    expect(matchesFilters(course({ price: '$165' }), { ...NO_FILTERS, price: 'Free' })).toBe(false);
  });

  it('all four filters must hold together', () => {
    const c = course({ provider: 'AWS', category: 'Cloud Computing', level: 'Beginner', price: 'Free' });
    const f: CourseFilters = {
      category: 'cloud computing',
      provider: 'aws',
      level: 'Beginner',
      price: 'Free',
    };
    expect(matchesFilters(c, f)).toBe(true);
    expect(matchesFilters(c, { ...f, level: 'Intermediate' })).toBe(false);
  });

  it('knows when anything narrows the list', () => {
    expect(hasActiveFilters('', NO_FILTERS)).toBe(false);
    expect(hasActiveFilters('   ', NO_FILTERS)).toBe(false);
    expect(hasActiveFilters('aws', NO_FILTERS)).toBe(true);
    expect(hasActiveFilters('', { ...NO_FILTERS, price: 'Paid' })).toBe(true);
  });
});

describe('searchCatalogue', () => {
  const catalogue = [
    course({ id: 1, title: 'Zeta Networking', skills: ['BGP'], description: 'Routing.' }),
    course({ id: 2, title: 'alpha security', skills: ['IAM'], description: 'Identity.' }),
    course({ id: 3, title: 'Beta Kubernetes', skills: ['Pods'] }),
    course({ id: 4, title: 'Beta Kubernetes', skills: ['Pods'], price: '$300' }),
  ];

  it('sorts results by title, case-insensitively, keeping catalogue order for equal titles', () => {
    expect(searchCatalogue(catalogue, '').map((c) => c.id)).toEqual([2, 3, 4, 1]);
  });

  it('applies search and filters together', () => {
    // Every course's category mentions Kubernetes, so all of them match, still in title order.
    expect(searchCatalogue(catalogue, 'kubernetes').map((c) => c.id)).toEqual([2, 3, 4, 1]);
    expect(searchCatalogue(catalogue, 'beta').map((c) => c.id)).toEqual([3, 4]);
    expect(searchCatalogue(catalogue, 'pods', { ...NO_FILTERS, price: 'Paid' }).map((c) => c.id)).toEqual([
      4,
    ]);
    expect(searchCatalogue(catalogue, 'bgp').map((c) => c.id)).toEqual([1]);
    expect(searchCatalogue(catalogue, 'quantum')).toEqual([]);
  });

  it('does not reorder its input', () => {
    const input = [...catalogue];
    searchCatalogue(input, '');
    expect(input).toEqual(catalogue);
  });
});

// Property tests over generated courses and queries. The alphabet is small so that terms
// often hit and often miss.
const word = fc.string({
  unit: fc.constantFrom('a', 'b', 'c', 'A', 'B', '-', '+', 'é'),
  minLength: 1,
  maxLength: 5,
});
const text = fc.array(word, { minLength: 0, maxLength: 4 }).map((w) => w.join(' '));
const nonEmptyText = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const arbCourse = fc.record({
  id: fc.nat(),
  title: nonEmptyText,
  provider: fc.constantFrom('AWS', 'Microsoft', 'abc', 'Ab Cb', 'ba'),
  category: fc.constantFrom('Cloud Computing', 'ab', 'Cab', 'B-a'),
  level: fc.constantFrom('Beginner' as const, 'Intermediate' as const, 'Advanced' as const),
  price: fc.constantFrom('Free', '$0', 'Paid', '$49', 'free trial', 'Subscription'),
  description: text,
  skills: fc.array(nonEmptyText, { maxLength: 4 }),
});
const query = fc
  .array(word, { maxLength: 4 })
  .chain((terms) => fc.constantFrom(' ', '  ', '\t').map((sep) => ` ${terms.join(sep)} `));
const arbFilters = fc.record({
  category: fc.constantFrom(ALL, 'cloud computing', 'AB', 'cab'),
  provider: fc.constantFrom(ALL, 'aws', 'MICROSOFT', 'ab cb', 'nobody'),
  level: fc.constantFrom(ALL, 'Beginner', 'Intermediate', 'Advanced'),
  price: fc.constantFrom(ALL, 'Free', 'Paid'),
});

const fieldsOf = (c: SearchableCourse) =>
  [c.title, c.provider, c.category, c.description, ...c.skills].map((f) => f.toLowerCase());

describe('properties', () => {
  it('adding a term never lowers a score', () => {
    fc.assert(
      fc.property(arbCourse, query, word, (c, q, extra) => {
        const terms = searchTerms(q);
        return scoreCourse(c, [...terms, extra.toLowerCase()]) >= scoreCourse(c, terms);
      }),
    );
  });

  it('a positive score is always at least the threshold, so one hit anywhere is a match', () => {
    fc.assert(
      fc.property(arbCourse, query, (c, q) => {
        const terms = searchTerms(q);
        const score = scoreCourse(c, terms);
        expect(score === 0 || score >= MATCH_THRESHOLD).toBe(true);
        const anyHit = terms.some((t) => fieldsOf(c).some((f) => f.includes(t)));
        expect(matchesSearch(c, terms)).toBe(terms.length === 0 || anyHit);
      }),
    );
  });

  it('a score is the sum of its terms, in any order', () => {
    fc.assert(
      fc.property(arbCourse, query, (c, q) => {
        const terms = searchTerms(q);
        const reversed = [...terms].reverse();
        expect(scoreCourse(c, reversed)).toBe(scoreCourse(c, terms));
        expect(scoreCourse(c, terms)).toBe(terms.reduce((s, t) => s + termScore(c, t), 0));
      }),
    );
  });

  it('Free and Paid split every catalogue in two', () => {
    fc.assert(
      fc.property(fc.array(arbCourse), arbFilters, (courses, filters) => {
        const all = searchCatalogue(courses, '', { ...filters, price: ALL });
        const free = searchCatalogue(courses, '', { ...filters, price: 'Free' });
        const paid = searchCatalogue(courses, '', { ...filters, price: 'Paid' });
        expect(free.length + paid.length).toBe(all.length);
        expect(free.filter((c) => paid.includes(c))).toEqual([]);
      }),
    );
  });

  it('every filter narrows: a filtered result is a subset of the unfiltered one', () => {
    fc.assert(
      fc.property(fc.array(arbCourse), query, arbFilters, (courses, q, filters) => {
        const wide = searchCatalogue(courses, q);
        const narrow = searchCatalogue(courses, q, filters);
        expect(narrow.every((c) => wide.includes(c))).toBe(true);
      }),
    );
  });

  it('results are sorted by title and stable for equal titles', () => {
    fc.assert(
      fc.property(fc.array(arbCourse, { maxLength: 30 }), query, (courses, q) => {
        const indexed = courses.map((c, i) => ({ ...c, id: i }));
        const result = searchCatalogue(indexed, q);
        for (let i = 1; i < result.length; i++) {
          const order = compareByTitle(result[i - 1]!, result[i]!);
          expect(order).toBeLessThanOrEqual(0);
          if (order === 0) expect(result[i - 1]!.id).toBeLessThan(result[i]!.id);
        }
      }),
    );
  });

  it('surrounding and repeated whitespace in the query changes nothing', () => {
    fc.assert(
      fc.property(fc.array(arbCourse), fc.array(word, { maxLength: 4 }), (courses, words) => {
        const tight = searchCatalogue(courses, words.join(' '));
        const loose = searchCatalogue(courses, `\t ${words.join('   ')}  \n`);
        expect(loose).toEqual(tight);
      }),
    );
  });

  it('filters with ALL and an empty query return the whole catalogue', () => {
    fc.assert(
      fc.property(fc.array(arbCourse), (courses) => {
        expect(searchCatalogue(courses, '', NO_FILTERS).length).toBe(courses.length);
      }),
    );
  });
});
