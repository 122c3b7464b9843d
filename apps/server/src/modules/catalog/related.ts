import type { Course } from '@app/core/course';
import { compareByTitle } from '@app/core/course-search';

export const RELATED_COUNT = 3;

/** Finds a course's related courses quickly: which courses hold each skill (lowercased). */
export class RelatedCourses {
  private readonly bySkill = new Map<string, Course[]>();
  private readonly byCategory = new Map<string, Course[]>();

  constructor(catalogue: readonly Course[]) {
    const sorted = [...catalogue].sort(compareByTitle);
    for (const course of sorted) {
      for (const skill of new Set(course.skills.map((s) => s.toLowerCase()))) {
        append(this.bySkill, skill, course);
      }
      append(this.byCategory, course.category.toLowerCase(), course);
    }
  }

  /**
   * Courses sharing the most skills with `course` (same provider first among equals, then by
   * title); when fewer than `count` share a skill, the rest come from its category.
   */
  for(course: Course, count = RELATED_COUNT): Course[] {
    const shared = new Map<Course, number>();
    for (const skill of new Set(course.skills.map((s) => s.toLowerCase()))) {
      for (const other of this.bySkill.get(skill) ?? []) {
        if (other.id === course.id) continue;
        shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    const sameProvider = (c: Course) => (c.provider === course.provider ? 0 : 1);
    const picked = [...shared.entries()]
      .sort(([a, x], [b, y]) => y - x || sameProvider(a) - sameProvider(b) || compareByTitle(a, b))
      .slice(0, count)
      .map(([c]) => c);
    if (picked.length < count) {
      const chosen = new Set(picked);
      for (const other of this.byCategory.get(course.category.toLowerCase()) ?? []) {
        if (picked.length >= count) break;
        if (other.id !== course.id && !chosen.has(other)) picked.push(other);
      }
    }
    return picked;
  }
}

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
