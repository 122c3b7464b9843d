import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCurrent, type LifecycleFields } from './course-lifecycle.ts';
import {
  FEATURED_CATEGORIES,
  FEATURED_PROVIDERS,
  pickFeaturedCourses,
  pickFrom,
} from './featured-courses.ts';

const c = (id: number, provider: string, category: string) => ({ id, provider, category });

describe('pickFeaturedCourses', () => {
  it('takes the first of Google Cloud, AWS, Microsoft, then of Cybersecurity, Marketing, Data Science', () => {
    const catalogue = [
      c(1, 'IBM', 'Data Science'),
      c(2, 'AWS', 'Cloud Computing'),
      c(3, 'AWS', 'Cloud Computing'),
      c(4, 'Microsoft', 'Cybersecurity'),
      c(5, 'Google Cloud', 'Cloud Computing'),
      c(6, 'Meta', 'Marketing'),
      c(7, 'Cisco', 'Cybersecurity'),
      c(8, 'HubSpot', 'Marketing'),
    ];
    // Google Cloud 5, AWS 2, Microsoft 4; Cybersecurity's first unpicked is 7 (4 is taken),
    // Marketing 6, Data Science 1.
    expect(pickFeaturedCourses(catalogue).map((x) => x.id)).toEqual([5, 2, 4, 7, 6, 1]);
  });

  it('pads with other courses in catalogue order when a provider or category is missing', () => {
    const catalogue = [
      c(1, 'IBM', 'Databases'),
      c(2, 'AWS', 'Cloud Computing'),
      c(3, 'SAP', 'ERP'),
      c(4, 'Okta', 'IAM'),
    ];
    expect(pickFeaturedCourses(catalogue).map((x) => x.id)).toEqual([2, 1, 3, 4]);
    const many = Array.from({ length: 10 }, (_, i) => c(i, 'Oracle', 'Databases'));
    expect(pickFeaturedCourses(many).map((x) => x.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('never picks a course twice and never more than asked', () => {
    const catalogue = [
      c(1, 'Google Cloud', 'Cybersecurity'),
      c(2, 'AWS', 'Marketing'),
      c(3, 'Microsoft', 'Data Science'),
    ];
    expect(pickFeaturedCourses(catalogue).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(pickFeaturedCourses(catalogue, 2).map((x) => x.id)).toEqual([1, 2]);
    expect(pickFeaturedCourses([])).toEqual([]);
  });

  it('never features a retired course', () => {
    const catalogue = [
      { ...c(1, 'AWS', 'Cloud Computing'), status: 'retired' as const },
      c(2, 'AWS', 'Cloud Computing'),
      { ...c(3, 'Cisco', 'Cybersecurity'), status: 'retired' as const },
      c(4, 'IBM', 'Data Science'),
    ];
    expect(pickFeaturedCourses(catalogue).map((x) => x.id)).toEqual([2, 4]);
  });
});

describe('pickFeaturedCourses against picking from the whole list', () => {
  // The rule as first written: picked from every current course of the catalogue.
  const reference = <T extends { provider: string; category: string } & LifecycleFields>(
    all: readonly T[],
    count = 6,
  ) => pickFrom(all.filter(isCurrent), count);

  it("takes a category's next course far down the list when a provider took its first", () => {
    const catalogue = [
      ...Array.from({ length: 5 }, (_, i) => c(i, 'IBM', 'Databases')),
      c(5, 'Google Cloud', 'Cybersecurity'),
      c(6, 'Cisco', 'Cybersecurity'),
    ];
    expect(pickFeaturedCourses(catalogue, 2).map((x) => x.id)).toEqual([5, 6]);
    expect(reference(catalogue, 2).map((x) => x.id)).toEqual([5, 6]);
  });

  it('picks the same courses for random catalogues', () => {
    // Featured providers and categories are rare, so they also turn up far down the list.
    const rare = <V extends string>(featured: readonly V[], other: string[]) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...other) },
        { weight: 1, arbitrary: fc.constantFrom(...featured) },
      );
    const course = fc.record({
      id: fc.nat(),
      provider: rare(FEATURED_PROVIDERS, ['IBM', 'Cisco']),
      category: rare(FEATURED_CATEGORIES, ['Cloud Computing', 'Databases']),
      retired: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(course, { maxLength: 200 }), fc.integer({ min: 1, max: 8 }), (rows, count) => {
        const catalogue = rows.map((r) => ({ ...r, ...(r.retired ? { status: 'retired' as const } : {}) }));
        expect(pickFeaturedCourses(catalogue, count)).toEqual(reference(catalogue, count));
      }),
      { numRuns: 500 },
    );
  });
});
