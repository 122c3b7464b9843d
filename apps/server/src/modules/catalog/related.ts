import type { Course } from '@app/core/course';
import { compareByTitle } from '@app/core/course-search';
import { GrowableArray } from '../../search/growable-array.ts';
import { indexArray } from '../../search/index-memory.ts';
import { freshArray, runNow, STEP, type Steps } from '../../search/slices.ts';
import type { CourseSearchIndex } from './search-index.ts';

export const RELATED_COUNT = 3;

/** Courses by title rank, ties in catalogue order: the search index, or a list sorted here. */
export interface CoursesInTitleOrder {
  readonly size: number;
  courseAt(rank: number): Course;
}

/**
 * Finds a course's related courses quickly: which courses hold each skill (lowercased), which
 * are in each category, and which each provider has in each category, as title ranks
 * (`RanksByKey`), not as lists of course objects.
 */
export class RelatedCourses {
  private constructor(
    /** The courses the ranks below are of. */
    private readonly courses: CoursesInTitleOrder,
    private readonly bySkill: RanksByKey,
    private readonly byCategory: RanksByKey,
    private readonly byProviderCategory: RanksByKey,
  ) {}

  /** For a catalogue in any order (tests, small lists): sorted by title here. */
  static of(catalogue: readonly Course[]): RelatedCourses {
    const sorted = [...catalogue].sort(compareByTitle);
    return runNow(RelatedCourses.build({ size: sorted.length, courseAt: (rank) => sorted[rank]! }));
  }

  /**
   * Built in steps (see `runInSlices`) from the catalogue already in title order, ties in catalogue
   * order (the search index's order), so that a million courses are not sorted a second time.
   */
  static *build(sortedByTitle: CoursesInTitleOrder): Steps<RelatedCourses> {
    const at = (rank: number) => sortedByTitle.courseAt(rank);
    const n = sortedByTitle.size;
    return new RelatedCourses(
      sortedByTitle,
      yield* RanksByKey.build(n, at, skillKeys),
      yield* RanksByKey.build(n, at, categoryKey),
      yield* RanksByKey.build(n, at, providerCategoryKey),
    );
  }

  /**
   * `previous` with some courses gone and others added (a changed course is both), for the
   * catalogue `index` holds now (see `CourseSearchIndex.patch`): the courses kept have their ranks
   * moved to the new ones, and only the added ones have their keys read.
   */
  static *patch(
    previous: RelatedCourses,
    index: CourseSearchIndex,
    gone: readonly Course[],
    added: readonly Course[],
  ): Steps<RelatedCourses> {
    const goneSet = new Set(gone);
    const before = previous.courses;
    const newRank = yield* freshArray(Int32Array, before.size);
    for (let rank = 0; rank < before.size; rank++) {
      const course = before.courseAt(rank);
      const now = goneSet.has(course) ? undefined : index.rankOf(course.id);
      newRank[rank] = now !== undefined && index.courseAt(now) === course ? now : -1;
      if (rank % STEP === STEP - 1) yield;
    }
    const arrivals = added.map((c) => index.rankOf(c.id)!).sort((a, b) => a - b);
    const at = (rank: number) => index.courseAt(rank);
    return new RelatedCourses(
      index,
      yield* previous.bySkill.patch(newRank, arrivals, at, skillKeys),
      yield* previous.byCategory.patch(newRank, arrivals, at, categoryKey),
      yield* previous.byProviderCategory.patch(newRank, arrivals, at, providerCategoryKey),
    );
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
    const courses = this.courses;
    const shared = new Map<Course, number>();
    for (const skill of new Set(course.skills.map((s) => s.toLowerCase()))) {
      for (const rank of this.bySkill.get(skill)) {
        const other = courses.courseAt(rank);
        if (other.id === course.id) continue;
        shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    for (const rank of this.byProviderCategory.get(providerCategoryOf(course))) {
      const other = courses.courseAt(rank);
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
      for (const rank of this.byCategory.get(category)) {
        const other = courses.courseAt(rank);
        if (picked.length >= count) break;
        if (other.id !== course.id && !chosen.has(other)) picked.push(other);
      }
    }
    return picked;
  }
}

/** Calls `add` with each key a course is listed under (a key given twice is listed once). */
type KeysOf = (course: Course, add: (key: string) => void) => void;

const skillKeys: KeysOf = (c, add) => {
  for (const skill of c.skills) add(skill.toLowerCase());
};
const categoryKey: KeysOf = (c, add) => add(c.category.toLowerCase());
const providerCategoryOf = (c: Course) => `${c.provider.toLowerCase()}\n${c.category.toLowerCase()}`;
const providerCategoryKey: KeysOf = (c, add) => add(providerCategoryOf(c));

const int32s = (size: number) => indexArray(Int32Array, size);
const NONE = new Int32Array(0);

/**
 * Per key, the title ranks of the courses listed under it, ascending, all in one typed array off
 * the heap (see `index-memory.ts`): at a million courses these lists hold millions of entries, and
 * as arrays of course objects they were millions of pointers for the collector to mark at every
 * full collection, and about half a gigabyte allocated per build (sampled heap profile).
 */
class RanksByKey {
  private constructor(
    private readonly ids: ReadonlyMap<string, number>,
    /** Key `id`'s ranks are `ranks[start[id]..start[id + 1])`. */
    private readonly start: Int32Array,
    private readonly ranks: Int32Array,
  ) {}

  /** The ranks listed under `key`, ascending (a view, not a copy). */
  get(key: string): Int32Array {
    const id = this.ids.get(key);
    return id === undefined ? NONE : this.ranks.subarray(this.start[id]!, this.start[id + 1]!);
  }

  /** The lists of the courses at ranks 0 to `size - 1`, read in rank order. */
  static *build(size: number, courseAt: (rank: number) => Course, keysOf: KeysOf): Steps<RanksByKey> {
    const ids = new Map<string, number>();
    const lists = new ListsByRank(ids);
    for (let rank = 0; rank < size; rank++) {
      lists.read(rank, courseAt(rank), keysOf);
      if (rank % STEP === STEP - 1) yield;
    }
    const counts = lists.counts();
    const start = yield* freshArray(Int32Array, ids.size + 1);
    for (let id = 0; id < ids.size; id++) start[id + 1] = start[id]! + counts[id]!;
    const ranks = yield* freshArray(Int32Array, start[ids.size]!);
    const next = start.slice(0, ids.size);
    yield* lists.fill(ranks, next);
    return new RanksByKey(ids, start, ranks);
  }

  /**
   * These lists with each rank `r` moved to `newRank[r]` (-1: the course is gone) and the courses
   * at the ranks `arrivals` (ascending) added: the lists are not read again
   * from the courses kept.
   */
  *patch(
    newRank: Int32Array,
    arrivals: readonly number[],
    courseAt: (rank: number) => Course,
    keysOf: KeysOf,
  ): Steps<RanksByKey> {
    const ids = new Map(this.ids);
    const incoming = new ListsByRank(ids);
    // A patch may add up to a tenth of the catalogue (see `PATCH_SHARE`): read in steps too.
    for (let i = 0; i < arrivals.length; i++) {
      incoming.read(arrivals[i]!, courseAt(arrivals[i]!), keysOf);
      if (i % STEP === STEP - 1) yield;
    }
    const arriving = incoming.counts();
    const start = yield* freshArray(Int32Array, ids.size + 1);
    const old = this.start;
    let work = 0;
    for (let id = 0; id < ids.size; id++) {
      let kept = 0;
      if (id < this.ids.size)
        for (let i = old[id]!; i < old[id + 1]!; i++) if (newRank[this.ranks[i]!]! >= 0) kept++;
      start[id + 1] = start[id]! + kept + arriving[id]!;
      work += 16 + (id < this.ids.size ? old[id + 1]! - old[id]! : 0);
      if (work >= STEP * 64) {
        work = 0;
        yield;
      }
    }
    const ranks = yield* freshArray(Int32Array, start[ids.size]!);
    // Each list: its kept ranks moved, in their order, then its arrivals, then the two merged.
    const next = start.slice(0, ids.size);
    for (let id = 0; id < this.ids.size; id++) {
      for (let i = old[id]!; i < old[id + 1]!; i++) {
        const moved = newRank[this.ranks[i]!]!;
        if (moved >= 0) ranks[next[id]!++] = moved;
      }
      work += 16 + old[id + 1]! - old[id]!;
      if (work >= STEP * 64) {
        work = 0;
        yield;
      }
    }
    yield* incoming.fill(ranks, next);
    for (let id = 0; id < ids.size; id++) {
      const arrived = arriving[id]!;
      if (arrived > 0) yield* mergeRuns(ranks, start[id]!, start[id + 1]! - arrived, start[id + 1]!);
      if (id % STEP === STEP - 1) yield;
    }
    return new RanksByKey(ids, start, ranks);
  }
}

/**
 * The keys of courses read one rank after another, ascending: each (rank, key) once, and how many
 * ranks each key has, for filling the lists by key in rank order.
 */
class ListsByRank {
  private readonly keyIds = new GrowableArray(int32s(1 << 12), int32s);
  private readonly entryRanks = new GrowableArray(int32s(1 << 12), int32s);
  private readonly perKey = new GrowableArray(int32s(1 << 10), int32s);
  /** Per key, the last rank read holding it (a key given twice for one course counts once). */
  private readonly lastRank = new GrowableArray(int32s(1 << 10), int32s);
  private rank = -1;

  /** `ids`: the key ids so far (new keys are added to it). */
  constructor(private readonly ids: Map<string, number>) {}

  private readonly add = (key: string) => {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    while (this.perKey.length <= id) {
      this.perKey.push(0);
      this.lastRank.push(-1);
    }
    if (this.lastRank.data[id] === this.rank) return;
    this.lastRank.data[id] = this.rank;
    this.perKey.data[id]!++;
    this.keyIds.push(id);
    this.entryRanks.push(this.rank);
  };

  read(rank: number, course: Course, keysOf: KeysOf) {
    this.rank = rank;
    keysOf(course, this.add);
  }

  /** How many ranks each key has, for every key id (0 for those not read). */
  counts(): Int32Array {
    const counts = int32s(this.ids.size);
    counts.set(this.perKey.data.subarray(0, this.perKey.length));
    return counts;
  }

  /** Writes each rank read at `next[key]` of its keys (moving it on), in the order read. */
  *fill(ranks: Int32Array, next: Int32Array): Steps {
    const keyIds = this.keyIds.data;
    const entryRanks = this.entryRanks.data;
    for (let i = 0; i < this.keyIds.length; i++) {
      ranks[next[keyIds[i]!]!++] = entryRanks[i]!;
      if (i % (STEP * 64) === STEP * 64 - 1) yield;
    }
  }
}

/**
 * `ranks[from..end)` in order, from the two ascending runs `[from..middle)` and `[middle..end)`,
 * merged in steps (a category of a million courses holds hundreds of thousands). Should the first
 * run be out of order (kept courses whose ties moved in the catalogue), it is sorted first.
 */
function* mergeRuns(ranks: Int32Array, from: number, middle: number, end: number): Steps {
  const first = ranks.slice(from, middle);
  for (let i = 1; i < first.length; i++) {
    if (first[i - 1]! > first[i]!) {
      first.sort();
      break;
    }
  }
  let i = 0;
  let j = middle;
  let k = from;
  while (i < first.length) {
    ranks[k++] = j < end && ranks[j]! < first[i]! ? ranks[j++]! : first[i++]!;
    if ((k - from) % (STEP * 64) === 0) yield;
  }
}
