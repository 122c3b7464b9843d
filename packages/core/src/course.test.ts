import { describe, expect, it } from 'vitest';
import { assignUniqueIds, CATEGORIES, type Course, courseSchema, LEVELS } from './course.ts';

const base: Course = {
  id: 1,
  title: 'Example Course',
  provider: 'AWS',
  category: 'Cloud Computing',
  level: 'Beginner',
  price: 'Free',
  description: 'An example.',
  skills: ['Cloud'],
  link: 'https://aws.amazon.com/training/',
};

const ids = (list: { id: number | string }[]) => list.map((c) => c.id);

describe('assignUniqueIds', () => {
  it('leaves unique ids alone and returns the same objects', () => {
    const input = [{ id: 1 }, { id: 2 }, { id: 'microsoft-x' }];
    const out = assignUniqueIds(input);
    expect(ids(out)).toEqual([1, 2, 'microsoft-x']);
    out.forEach((c, i) => {
      expect(c).toBe(input[i]);
    });
  });

  it('keeps the first occurrence and gives later duplicates numbers from 10000 upward', () => {
    const out = assignUniqueIds([{ id: 5 }, { id: 7 }, { id: 5 }, { id: 7 }, { id: 5 }]);
    expect(ids(out)).toEqual([5, 7, 10000, 10001, 10002]);
  });

  it('skips numbers at or above 10000 that are already in use anywhere in the list', () => {
    const out = assignUniqueIds([{ id: 3 }, { id: 3 }, { id: 10000 }, { id: 10002 }, { id: 3 }]);
    expect(ids(out)).toEqual([3, 10001, 10000, 10002, 10003]);
  });

  it('treats a duplicate of an id that is itself 10000 or more like any other duplicate', () => {
    const out = assignUniqueIds([{ id: 10000 }, { id: 10000 }]);
    expect(ids(out)).toEqual([10000, 10001]);
  });

  it('does not change its input and keeps the other fields', () => {
    const input = [
      { ...base, id: 9 },
      { ...base, id: 9, title: 'Second' },
    ];
    const out = assignUniqueIds(input);
    expect(input[1]!.id).toBe(9);
    expect(out[1]).toEqual({ ...base, id: 10000, title: 'Second' });
  });

  it('always yields distinct ids', () => {
    const input = Array.from({ length: 200 }, (_, i) => ({ id: i % 7 === 0 ? 10000 + (i % 5) : i % 13 }));
    const out = assignUniqueIds(input);
    expect(new Set(ids(out)).size).toBe(out.length);
  });

  it('handles an empty list', () => {
    expect(assignUniqueIds([])).toEqual([]);
  });
});

describe('courseSchema', () => {
  it('accepts a full course and one with a string id and optional fields', () => {
    expect(courseSchema.parse(base)).toEqual(base);
    const full = {
      ...base,
      id: 'microsoft-az-900',
      providerLogo: '/logos/aws.svg',
      duration: '6 hours',
      image: 'https://example.com/a.png',
    };
    expect(courseSchema.safeParse(full).success).toBe(true);
  });

  it('rejects a non-https link, a bad level, missing fields and empty skills entries', () => {
    expect(courseSchema.safeParse({ ...base, link: 'http://aws.amazon.com/' }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, link: 'not a url' }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, level: 'Expert' }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, title: '' }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, skills: [''] }).success).toBe(false);
    const { description: _d, ...noDescription } = base;
    expect(courseSchema.safeParse(noDescription).success).toBe(false);
  });

  it('rejects a fractional numeric id', () => {
    expect(courseSchema.safeParse({ ...base, id: 1.5 }).success).toBe(false);
  });
});

describe('filter lists', () => {
  it('offers the three levels in order', () => {
    expect(LEVELS).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('has about 65 distinct categories including the featured ones', () => {
    expect(new Set(CATEGORIES).size).toBe(CATEGORIES.length);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(55);
    expect(CATEGORIES.length).toBeLessThanOrEqual(75);
    for (const c of ['Cybersecurity', 'Marketing', 'Data Science', 'Cloud Computing']) {
      expect(CATEGORIES).toContain(c);
    }
    expect(CATEGORIES).not.toContain('All Categories');
  });
});
