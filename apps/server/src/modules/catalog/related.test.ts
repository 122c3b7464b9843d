import type { Course } from '@app/core/course';
import { describe, expect, it } from 'vitest';
import { RelatedCourses } from './related.ts';

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
  ];
  const related = new RelatedCourses(catalogue);

  it('ranks by shared skills (ignoring case), then same provider, then title, never the course itself', () => {
    expect(related.for(catalogue[0]!, 4).map((x) => x.id)).toEqual([4, 2, 3, 6]);
    expect(related.for(catalogue[0]!).map((x) => x.id)).toEqual([4, 2, 3]);
  });

  it('fills up from the same category when too few share a skill', () => {
    expect(related.for(catalogue[4]!).map((x) => x.id)).toEqual([]);
    expect(related.for(catalogue[5]!, 2).map((x) => x.id)).toEqual([1, 2]);
  });
});
