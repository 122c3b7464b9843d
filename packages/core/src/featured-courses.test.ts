import { describe, expect, it } from 'vitest';
import { pickFeaturedCourses } from './featured-courses.ts';

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
