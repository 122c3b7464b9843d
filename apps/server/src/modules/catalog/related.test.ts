import type { Course } from '@app/core/course';
import { describe, expect, it } from 'vitest';
import { RelatedCourses } from './related.ts';
import { SEED_COURSES } from './seed-courses/all.ts';

const c = (id: number, skills: string[], over: Partial<Course> = {}): Course => ({
  id,
  title: `Course ${String.fromCharCode(64 + id)}`,
  provider: 'AWS',
  category: 'Cloud Computing',
  level: 'Beginner',
  price: 'Free',
  description: 'x',
  skills,
  link: 'https://example.org/',
  ...over,
});

describe('RelatedCourses', () => {
  const catalogue = [
    c(1, ['Python', 'SQL', 'Pandas']),
    c(2, ['python', 'sql'], { provider: 'IBM' }),
    c(3, ['SQL']),
    c(4, ['Pandas', 'SQL', 'Python'], { provider: 'Google' }),
    c(5, ['Go'], { category: 'Programming' }),
    c(6, ['Rust'], { category: 'Cloud Computing' }),
    c(7, ['Pandas'], { category: 'Data Science' }),
  ];
  const related = RelatedCourses.of(catalogue);

  it('puts the same provider and category first, then the same provider by shared skills, then other providers', () => {
    // 3 and 6: AWS Cloud Computing (3 shares a skill); 7: AWS sharing a skill; 4 and 2: others by shared skills.
    expect(related.for(catalogue[0]!, 5).map((x) => x.id)).toEqual([3, 6, 7, 4, 2]);
    expect(related.for(catalogue[0]!).map((x) => x.id)).toEqual([3, 6, 7]);
  });

  it('ranks other providers by shared skills, ignoring case, never the course itself', () => {
    const ibm = catalogue[1]!;
    expect(related.for(ibm, 4).map((x) => x.id)).toEqual([1, 4, 3, 6]);
  });

  it('fills up from the same category when too few share a skill', () => {
    expect(related.for(catalogue[4]!).map((x) => x.id)).toEqual([]);
    expect(related.for(catalogue[5]!, 2).map((x) => x.id)).toEqual([1, 3]);
  });

  it("gives AZ-900 Microsoft's own cloud courses, not AWS's", () => {
    const seed = RelatedCourses.of(SEED_COURSES);
    const az900 = SEED_COURSES.find((x) => x.title.includes('(AZ-900)'))!;
    const picked = seed.for(az900);
    expect(picked).toHaveLength(3);
    for (const course of picked) {
      expect(course.provider).toBe('Microsoft');
      expect(course.category).toBe('Cloud Computing');
    }
    expect(picked.map((x) => x.title)).toContain(
      'Microsoft Certified: Azure Administrator Associate (AZ-104)',
    );
  });
});
