import { assignUniqueIds, CATEGORIES, courseSchema } from '@app/core/course';
import { findProvider, PROVIDERS } from '@app/core/providers';
import { describe, expect, it } from 'vitest';
import { SEED_COURSES } from './all.ts';

const categories = new Set<string>(CATEGORIES);
const countBy = (key: (c: (typeof SEED_COURSES)[number]) => string) => {
  const counts = new Map<string, number>();
  for (const c of SEED_COURSES) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  return counts;
};

describe('seed courses', () => {
  it('every course passes the course schema with a numeric id', () => {
    for (const course of SEED_COURSES) {
      const result = courseSchema.safeParse(course);
      expect(result.success, `${course.id} ${course.title}: ${result.error?.message}`).toBe(true);
      expect(Number.isInteger(course.id)).toBe(true);
    }
  });

  // Only courses whose own page is confirmed are shipped (course-links.test.ts): 555 from 48 providers.
  it('has at least 550 courses from at least 45 providers', () => {
    expect(SEED_COURSES.length).toBeGreaterThanOrEqual(550);
    expect(countBy((c) => c.provider).size).toBeGreaterThanOrEqual(45);
  });

  it('uses only provider names from the directory, spelled exactly', () => {
    const names = new Set(PROVIDERS.map((p) => p.name));
    for (const course of SEED_COURSES) {
      expect(names.has(course.provider), `${course.title}: ${course.provider}`).toBe(true);
    }
  });

  it('uses only catalogue categories', () => {
    for (const course of SEED_COURSES) {
      expect(categories.has(course.category), `${course.title}: ${course.category}`).toBe(true);
    }
  });

  it('links every course to an https page', () => {
    for (const course of SEED_COURSES) {
      expect(new URL(course.link).protocol, course.title).toBe('https:');
    }
  });

  it('has unique ids, which assignUniqueIds leaves unchanged', () => {
    expect(new Set(SEED_COURSES.map((c) => c.id)).size).toBe(SEED_COURSES.length);
    expect(assignUniqueIds(SEED_COURSES).map((c) => c.id)).toEqual(SEED_COURSES.map((c) => c.id));
  });

  it('has no duplicate title for the same provider', () => {
    const keys = SEED_COURSES.map((c) => `${c.provider}|${c.title.toLowerCase()}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('has enough courses for the featured categories and providers on the home page', () => {
    const byCategory = countBy((c) => c.category);
    for (const category of ['Cybersecurity', 'Marketing', 'Data Science']) {
      expect(byCategory.get(category) ?? 0, category).toBeGreaterThanOrEqual(3);
    }
    const byProvider = countBy((c) => c.provider);
    for (const provider of ['Google Cloud', 'AWS', 'Microsoft']) {
      expect(byProvider.get(provider) ?? 0, provider).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 3 to 6 skills, a description and a real price label on every course', () => {
    for (const course of SEED_COURSES) {
      expect(course.skills.length, course.title).toBeGreaterThanOrEqual(3);
      expect(course.skills.length, course.title).toBeLessThanOrEqual(6);
      expect(course.description.length, course.title).toBeGreaterThan(20);
      expect(course.price.trim(), course.title).not.toBe('');
    }
  });

  it('marks free courses with a price the Free filter recognises', () => {
    const free = SEED_COURSES.filter((c) => /free/i.test(c.price));
    expect(free.length).toBeGreaterThan(50);
    for (const c of free) expect(c.price).toBe('Free');
  });
});

describe('provider directory', () => {
  it('lists about 60 providers with unique names and slugs', () => {
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(PROVIDERS.map((p) => p.name.toLowerCase())).size).toBe(PROVIDERS.length);
    expect(new Set(PROVIDERS.map((p) => p.slug)).size).toBe(PROVIDERS.length);
  });

  it('finds providers case-insensitively', () => {
    expect(findProvider('google cloud')?.slug).toBe('google-cloud');
    expect(findProvider('  AWS ')?.name).toBe('AWS');
    expect(findProvider('Nobody')).toBeUndefined();
  });

  it('gives every provider https links and a Tailwind background class', () => {
    for (const p of PROVIDERS) {
      expect(new URL(p.website).protocol, p.name).toBe('https:');
      expect(p.color, p.name).toMatch(/^bg-[a-z]+-\d{2,3}$/);
      expect(p.slug, p.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
