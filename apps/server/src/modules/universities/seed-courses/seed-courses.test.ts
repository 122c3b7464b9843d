import {
  UNIVERSITY_CATEGORIES,
  UNIVERSITY_LEVELS,
  universityCourseSchema,
} from '@app/core/university-course';
import { describe, expect, it } from 'vitest';
import { SEED_UNIVERSITY_COURSES } from './all.ts';

describe('the shipped university courses', () => {
  it('are at least 250 real courses from at least 40 universities in at least 10 countries', () => {
    expect(SEED_UNIVERSITY_COURSES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(SEED_UNIVERSITY_COURSES.map((c) => c.university)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_UNIVERSITY_COURSES.map((c) => c.country)).size).toBeGreaterThanOrEqual(10);
  });

  it('each pass the course schema', () => {
    for (const course of SEED_UNIVERSITY_COURSES) {
      const parsed = universityCourseSchema.safeParse(course);
      expect(parsed.success, `${course.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('have unique ids, titles and course pages', () => {
    const unique = (key: (c: (typeof SEED_UNIVERSITY_COURSES)[number]) => string) => {
      const seen = new Map<string, string>();
      const repeats: string[] = [];
      for (const c of SEED_UNIVERSITY_COURSES) {
        const k = key(c);
        if (seen.has(k)) repeats.push(`${k} (${seen.get(k)} and ${c.id})`);
        seen.set(k, c.id);
      }
      return repeats;
    };
    expect(unique((c) => c.id)).toEqual([]);
    expect(unique((c) => c.url)).toEqual([]);
    expect(unique((c) => `${c.university}|${c.title}`)).toEqual([]);
  });

  it('use the shared categories and levels, and state no rating, learner count or picture they cannot back', () => {
    for (const c of SEED_UNIVERSITY_COURSES) {
      expect(UNIVERSITY_CATEGORIES as readonly string[], c.id).toContain(c.category);
      expect(UNIVERSITY_LEVELS as readonly (string | null)[], c.id).toContain(c.level);
      expect([c.rating, c.students, c.image], c.id).toEqual([null, null, null]);
      expect(c.subjects.length, c.id).toBeGreaterThan(0);
      expect(c.description.length, c.id).toBeGreaterThan(20);
    }
  });

  it('link to the course pages over https, Coursera courses under /learn/', () => {
    for (const c of SEED_UNIVERSITY_COURSES) {
      const url = new URL(c.url);
      expect(url.protocol, c.id).toBe('https:');
      if (c.provider === 'Coursera')
        expect(url.href, c.id).toMatch(/^https:\/\/www\.coursera\.org\/learn\/[a-z0-9-]+$/);
      if (c.provider === 'MIT OpenCourseWare') {
        expect(url.href, c.id).toMatch(
          /^https:\/\/ocw\.mit\.edu\/courses\/[a-z0-9-]+-(spring|fall)-\d{4}\/$/,
        );
      }
    }
  });
});
