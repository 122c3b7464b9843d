import type { Course } from '@app/core/course';
import { compareByTitle } from '@app/core/course-search';
import { runNow, STEP, type Steps, sortedPositions } from '../../search/slices.ts';
import type { CourseSearchIndex } from './search-index.ts';

export const RELATED_COUNT = 3;

/**
 * Finds a course's related courses quickly: which courses hold each skill (lowercased), which
 * are in each category, and which each provider has in each category.
 */
export class RelatedCourses {
  private bySkill = new Map<string, Course[]>();
  private byCategory = new Map<string, Course[]>();
  private byProviderCategory = new Map<string, Course[]>();

  constructor(catalogue: readonly Course[], sortedByTitle = false) {
    if (catalogue.length === 0 && sortedByTitle) return;
    runNow(this.index(sortedByTitle ? catalogue : [...catalogue].sort(compareByTitle)));
  }

  /**
   * Built in steps (see `runInSlices`) from the catalogue already in title order, ties in catalogue
   * order (the search index's order), so that a million courses are not sorted a second time.
   */
  static *build(sortedByTitle: readonly Course[]): Steps<RelatedCourses> {
    const related = new RelatedCourses([], true);
    yield* related.index(sortedByTitle);
    return related;
  }

  /**
   * `previous` with some courses gone and others added (a changed course is both), for the
   * catalogue `index` holds now (see `CourseSearchIndex.patch`): only the lists of the skills,
   * categories and providers of those courses are made again, in the index's title order.
   */
  static *patch(
    previous: RelatedCourses,
    index: CourseSearchIndex,
    gone: readonly Course[],
    added: readonly Course[],
  ): Steps<RelatedCourses> {
    const related = new RelatedCourses([], true);
    const goneSet = new Set(gone);
    const touched = [...gone, ...added];
    related.bySkill = new Map(previous.bySkill);
    related.byCategory = new Map(previous.byCategory);
    related.byProviderCategory = new Map(previous.byProviderCategory);
    const lists: [Map<string, Course[]>, Map<string, Course[]>, (c: Course) => string[]][] = [
      [previous.bySkill, related.bySkill, skillKeys],
      [previous.byCategory, related.byCategory, (c) => [c.category.toLowerCase()]],
      [previous.byProviderCategory, related.byProviderCategory, (c) => [providerCategoryKey(c)]],
    ];
    yield;
    for (const [before, after, keysOf] of lists) {
      const arrivals = new Map<string, Course[]>();
      for (const c of added) for (const key of keysOf(c)) append(arrivals, key, c);
      for (const key of new Set(touched.flatMap(keysOf))) {
        const list = yield* mergedByRank(before.get(key) ?? [], goneSet, arrivals.get(key) ?? [], index);
        if (list.length === 0) after.delete(key);
        else after.set(key, list);
      }
    }
    return related;
  }

  private *index(sorted: readonly Course[]): Steps {
    for (let i = 0; i < sorted.length; i++) {
      const course = sorted[i]!;
      for (const skill of skillKeys(course)) append(this.bySkill, skill, course);
      append(this.byCategory, course.category.toLowerCase(), course);
      append(this.byProviderCategory, providerCategoryKey(course), course);
      if (i % STEP === STEP - 1) yield;
    }
  }

  /**
   * A course's own vendor and subject come first: someone looking at an Azure certification wants
   * the next Azure step, not the AWS one that happens to share a skill name. So, in this order:
   * 1. the same provider's courses in the same category (most shared skills first);
   * 2. the same provider's courses sharing a skill;
   * 3. other providers' courses sharing a skill (most shared first, same category first among equals);
   * 4. the rest of the category.
   * Ties are broken by title; the course itself is never related to itself.
   */
  for(course: Course, count = RELATED_COUNT): Course[] {
    const shared = new Map<Course, number>();
    for (const skill of new Set(course.skills.map((s) => s.toLowerCase()))) {
      for (const other of this.bySkill.get(skill) ?? []) {
        if (other.id === course.id) continue;
        shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    for (const other of this.byProviderCategory.get(providerCategoryKey(course)) ?? []) {
      if (other.id !== course.id && !shared.has(other)) shared.set(other, 0);
    }
    const category = course.category.toLowerCase();
    const sameCategory = (c: Course) => (c.category.toLowerCase() === category ? 0 : 1);
    const tier = (c: Course) => {
      if (c.provider !== course.provider) return 2;
      return sameCategory(c) === 0 ? 0 : 1;
    };
    const picked = [...shared.entries()]
      .sort(
        ([a, x], [b, y]) =>
          tier(a) - tier(b) || y - x || sameCategory(a) - sameCategory(b) || compareByTitle(a, b),
      )
      .slice(0, count)
      .map(([c]) => c);
    if (picked.length < count) {
      const chosen = new Set(picked);
      for (const other of this.byCategory.get(category) ?? []) {
        if (picked.length >= count) break;
        if (other.id !== course.id && !chosen.has(other)) picked.push(other);
      }
    }
    return picked;
  }
}

const skillKeys = (c: Course) => [...new Set(c.skills.map((s) => s.toLowerCase()))];
const providerCategoryKey = (c: Course) => `${c.provider.toLowerCase()}\n${c.category.toLowerCase()}`;

/**
 * A list in the index's rank order without the courses gone and with the arrivals in their places.
 * The courses kept are in rank order already (their titles did not change), so this is a merge in
 * steps rather than a sort: a category of a million-course catalogue holds hundreds of thousands of
 * courses, and sorting one in a single step held the event loop for about 400 ms in an update.
 */
function* mergedByRank(
  previous: readonly Course[],
  gone: ReadonlySet<Course>,
  arrivals: readonly Course[],
  index: CourseSearchIndex,
): Steps<Course[]> {
  const rank = (c: Course) => index.rankOf(c.id)!;
  const incoming = arrivals.map((c) => ({ c, rank: rank(c) })).sort((a, b) => a.rank - b.rank);
  const list: Course[] = [];
  let next = 0;
  let lastRank = -1;
  for (let i = 0; i < previous.length; i++) {
    const c = previous[i]!;
    if (!gone.has(c)) {
      const r = rank(c);
      if (r < lastRank)
        return yield* sortedByRank([...previous.filter((p) => !gone.has(p)), ...arrivals], rank);
      lastRank = r;
      while (next < incoming.length && incoming[next]!.rank < r) list.push(incoming[next++]!.c);
      list.push(c);
    }
    if (i % STEP === STEP - 1) yield;
  }
  while (next < incoming.length) list.push(incoming[next++]!.c);
  return list;
}

/** Courses in rank order, sorted in steps (should the kept courses ever come out of order). */
function* sortedByRank(courses: Course[], rank: (c: Course) => number): Steps<Course[]> {
  const ranks = courses.map(rank);
  const order = yield* sortedPositions(courses.length, (a, b) => ranks[a]! - ranks[b]!);
  return Array.from(order, (i) => courses[i]!);
}

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
