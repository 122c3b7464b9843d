import { CATEGORIES, type Course, LEVELS, PRICE_FILTERS } from '@app/core/course';
import { courseTermScore } from '@app/core/course-ranking';
import {
  ALL,
  type CourseFilters,
  type CourseSort,
  compareByTitle,
  isFreePrice,
} from '@app/core/course-search';
import type { FacetCount } from '../../search/facets.ts';
import { indexArray } from '../../search/index-memory.ts';
import { RankedSearch } from '../../search/ranked-search.ts';
import {
  fillInSteps,
  freshArray,
  runInSlices,
  runNow,
  STEP,
  type Steps,
  sortedPositions,
} from '../../search/slices.ts';
import { keyFor, SubstringIndex, type SubstringIndexOptions } from '../../search/substring-index.ts';
import { RanksById } from './ranks-by-id.ts';

/**
 * In-memory search over the active catalogue, returning exactly what the spec's rule returns
 * (`searchCatalogue` in @app/core/course-search, the reference it is property-tested against),
 * but without scoring every course on every request.
 *
 * Why this is equivalent: every score component is 0 or at least 10, so "total >= 10" means
 * "some term occurs in some field" (title, provider, a skill, category or description, all
 * lowercased): the shared SubstringIndex answers that. Results are always sorted by title, so
 * courses are numbered by title rank up front and a result is a walk over the ranks: no sorting
 * per request.
 */

export interface CoursePageQuery {
  search: string;
  filters: CourseFilters;
  offset: number;
  limit: number;
  /** Default 'relevance' (best match; title order without a search). */
  sort?: CourseSort;
  /** No spelling correction. */
  asTyped?: boolean;
}

export interface CoursePage {
  courses: Course[];
  /** The title rank of each course on the page (see `courseAt`). */
  ranks: number[];
  /** Courses matching the search and filters, across all pages. */
  total: number;
  /** The search as run when a word was corrected, else null. */
  correctedSearch: string | null;
}

export type { FacetCount } from '../../search/facets.ts';

export interface CatalogueFacets {
  categories: FacetCount[];
  providers: FacetCount[];
  levels: FacetCount[];
  prices: FacetCount[];
}

export type SearchIndexOptions = SubstringIndexOptions;

export class CourseSearchIndex {
  /**
   * The catalogue the index was built from (not copied, nor changed here): the course at a rank is
   * `catalogue[place[rank]]`. A second array of a million course pointers in title order was one
   * more array of megabytes made in one step per build and per patch (see `FRESH_TURN`).
   */
  private catalogue: readonly Course[] = [];
  /** How many courses the index holds (the catalogue's length when it was built). */
  private count = 0;
  /** Finds the ranks of the courses where a term occurs. */
  private text!: SubstringIndex;
  /** Orders them by relevance, corrects spelling. */
  private ranked!: RankedSearch;
  private categoryKey!: Int32Array;
  private providerKey!: Int32Array;
  private levelKey!: Int8Array;
  private free!: Uint8Array;
  /** Courses in title order (stable: equal titles keep catalogue order), as places in the catalogue. */
  private place!: Int32Array;
  /** 1 where the course's title ties the next one's (`compareByTitle` gives 0). */
  private tieNext!: Uint8Array;
  private categoryIds = new Map<string, number>();
  private providerIds = new Map<string, number>();
  /** The rank of the course with each id (the first one, should an id repeat). */
  private rankById!: RanksById;
  private options: SearchIndexOptions = {};
  facets!: CatalogueFacets;

  /** Builds the whole index at once (tests, small lists); see `build` for a large catalogue. */
  constructor(catalogue: readonly Course[], options: SearchIndexOptions = {}, indexNow = true) {
    if (indexNow) runNow(this.index(catalogue, options));
  }

  /**
   * The index built in steps of a few hundred courses (drive them with `runInSlices`): a million
   * courses take seconds to index, and requests keep being answered from the previous index
   * meanwhile. The index is only handed out once whole.
   */
  static *build(catalogue: readonly Course[], options: SearchIndexOptions = {}): Steps<CourseSearchIndex> {
    const index = new CourseSearchIndex(catalogue, options, false);
    yield* index.index(catalogue, options);
    return index;
  }

  private *index(catalogue: readonly Course[], options: SearchIndexOptions): Steps {
    this.options = options;
    const order = yield* sortedPositions(catalogue.length, (a, b) =>
      compareByTitle(catalogue[a]!, catalogue[b]!),
    );
    const n = order.length;
    this.catalogue = catalogue;
    yield* this.allocate(n);
    for (let rank = 0; rank < n; rank++) {
      this.place[rank] = order[rank]!;
      this.setCourse(rank, catalogue[order[rank]!]!);
      if (rank % STEP === STEP - 1) yield;
    }
    yield* this.indexRanks();
    for (let rank = 0; rank + 1 < n; rank++) {
      this.tieNext[rank] = compareByTitle(this.courseAt(rank), this.courseAt(rank + 1)) === 0 ? 1 : 0;
      if (rank % STEP === STEP - 1) yield;
    }
    this.text = yield* SubstringIndex.build(this.fieldsAt, n, options);
    this.ranked = yield* RankedSearch.build(this.text, this.titleAt, this.skillsAt, courseTermScore);
    this.facets = yield* this.computeFacets();
  }

  /** Makes the per-rank arrays (see `freshArray`: in slices, made and mapped off the event loop). */
  private *allocate(n: number): Steps {
    this.count = n;
    this.categoryKey = yield* freshArray(Int32Array, n);
    this.providerKey = yield* freshArray(Int32Array, n);
    this.levelKey = yield* freshArray(Int8Array, n);
    this.free = yield* freshArray(Uint8Array, n);
    this.place = yield* freshArray(Int32Array, n);
    this.tieNext = yield* freshArray(Uint8Array, n);
  }

  private setCourse(rank: number, course: Course): void {
    this.categoryKey[rank] = keyFor(this.categoryIds, course.category.toLowerCase());
    this.providerKey[rank] = keyFor(this.providerIds, course.provider.toLowerCase());
    this.levelKey[rank] = LEVELS.indexOf(course.level as (typeof LEVELS)[number]);
    this.free[rank] = isFreePrice(course.price) ? 1 : 0;
  }

  /** The ranks by id. */
  private *indexRanks(): Steps {
    this.rankById = yield* RanksById.build(this.count, (rank) => this.courseAt(rank).id);
  }

  private readonly fieldsAt = (rank: number) => {
    const course = this.courseAt(rank);
    return [course.title, course.provider, course.category, course.description, ...course.skills].map((f) =>
      f.toLowerCase(),
    );
  };
  private readonly titleAt = (rank: number) => this.courseAt(rank).title;
  private readonly skillsAt = (rank: number) => this.courseAt(rank).skills;

  /**
   * What changed from this index's catalogue to `catalogue` (the same courses, a few added, changed
   * or removed), for `patch`; undefined when the index is better built again: more than
   * `maxShare` of the courses changed, an id repeats, courses of equal titles changed order, or
   * a quarter of the words the index keeps are no longer held by any course (after many patches).
   * A course is unchanged when every field is equal (`sameCourse`).
   */
  *changeTo(
    catalogue: readonly Course[],
    maxShare = 0.1,
    maxUnused = MAX_UNUSED_TOKENS,
  ): Steps<CatalogueChange | undefined> {
    const n = this.count;
    if (this.rankById.size !== n) return undefined;
    // After many patches, a whole build sheds the words no course holds any more.
    if (this.text.unusedTokenShare > maxUnused) return undefined;
    const placeOf = yield* freshArray(Int32Array, n);
    yield* fillInSteps(placeOf, -1);
    const added: Course[] = [];
    const addedAt: number[] = [];
    const limit = Math.max(1, Math.floor(maxShare * Math.max(n, catalogue.length)));
    for (let i = 0; i < catalogue.length; i++) {
      const course = catalogue[i]!;
      const rank = this.rankById.get(course.id);
      if (rank !== undefined && placeOf[rank] === -1 && sameCourse(this.courseAt(rank), course))
        placeOf[rank] = i;
      else {
        added.push(course);
        addedAt.push(i);
        if (added.length > limit) return undefined;
      }
      if (i % STEP === STEP - 1) yield;
    }
    // Ids repeating among the courses added, or an added course taking a kept course's id.
    let replaced = 0;
    for (const course of added) {
      const rank = this.rankById.get(course.id);
      if (rank !== undefined && placeOf[rank]! >= 0) return undefined;
      if (rank !== undefined) replaced++;
    }
    if (new Set(added.map((c) => c.id)).size !== added.length) return undefined;
    let removed = 0;
    // Equal titles are ordered by place: the kept ones must keep their order.
    let last = -1;
    for (let rank = 0; rank < n; rank++) {
      const place = placeOf[rank]!;
      if (place < 0) removed++;
      else {
        if (last >= 0 && place < last) return undefined;
        last = place;
      }
      if (this.tieNext[rank] === 0) last = -1;
      if (rank % (STEP * 4) === STEP * 4 - 1) yield;
    }
    // A changed course is one change, not one removed and one added.
    if (added.length + removed - replaced > limit) return undefined;
    return { catalogue, placeOf, added, addedAt: Int32Array.from(addedAt) };
  }

  /**
   * This index changed as `change` says (see `changeTo`), giving the same answers as one built
   * over the new catalogue whole; in steps (see `runInSlices`). Only the courses added or changed
   * are read; this index is left as it was, and keeps answering meanwhile.
   */
  static *patch(previous: CourseSearchIndex, change: CatalogueChange): Steps<CourseSearchIndex> {
    const { catalogue, placeOf, added, addedAt } = change;
    const index = new CourseSearchIndex([], previous.options, false);
    index.options = previous.options;
    index.categoryIds = new Map(previous.categoryIds);
    index.providerIds = new Map(previous.providerIds);
    const oldN = previous.count;
    let kept = 0;
    for (let rank = 0; rank < oldN; rank++) {
      if (placeOf[rank]! >= 0) kept++;
      if (rank % (STEP * 64) === STEP * 64 - 1) yield;
    }
    // The courses added, in title order (equal titles by place)…
    const order = added.map((_, i) => i);
    order.sort((a, b) => compareByTitle(added[a]!, added[b]!) || addedAt[a]! - addedAt[b]!);
    const n = kept + added.length;
    index.catalogue = catalogue;
    yield* index.allocate(n);
    yield;
    const fromOld = yield* freshArray(Int32Array, n);
    yield* fillInSteps(fromOld, -1);
    // …merged with the kept ones: each goes before the first previous course ordered after it.
    const oldCourse = (rank: number) => previous.courseAt(rank);
    let old = 0;
    let rank = 0;
    const take = function* (upTo: number): Steps {
      for (; old < upTo; old++) {
        if (old % (STEP * 16) === STEP * 16 - 1) yield;
        if (placeOf[old]! < 0) continue;
        fromOld[rank] = old;
        index.place[rank] = placeOf[old]!;
        index.categoryKey[rank] = previous.categoryKey[old]!;
        index.providerKey[rank] = previous.providerKey[old]!;
        index.levelKey[rank] = previous.levelKey[old]!;
        index.free[rank] = previous.free[old]!;
        rank++;
      }
    };
    for (const a of order) {
      const course = added[a]!;
      // The first previous rank whose title does not order before this one's…
      let lo = old;
      let hi = oldN;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compareByTitle(oldCourse(mid), course) < 0) lo = mid + 1;
        else hi = mid;
      }
      // …then past equal titles, up to the first kept one at a later place (removed ones have none).
      while (lo < oldN && !(placeOf[lo]! > addedAt[a]!) && compareByTitle(oldCourse(lo), course) === 0) lo++;
      yield* take(lo);
      index.place[rank] = addedAt[a]!;
      index.setCourse(rank, course);
      rank++;
      yield;
    }
    yield* take(oldN);
    yield* index.indexRanks();
    for (let r = 0; r + 1 < n; r++) {
      const o = fromOld[r]!;
      index.tieNext[r] =
        o >= 0 && fromOld[r + 1] === o + 1
          ? previous.tieNext[o]!
          : compareByTitle(index.courseAt(r), index.courseAt(r + 1)) === 0
            ? 1
            : 0;
      if (r % (STEP * 4) === STEP * 4 - 1) yield;
    }
    index.text = yield* SubstringIndex.patch(previous.text, { size: n, fromOld, fieldsOf: index.fieldsAt });
    index.ranked = yield* RankedSearch.patch(
      previous.ranked,
      index.text,
      index.titleAt,
      index.skillsAt,
      fromOld,
    );
    index.facets = yield* index.computeFacets();
    return index;
  }

  get size(): number {
    return this.count;
  }

  /** The course with this id (the first one, should an id repeat). */
  get(id: number | string): Course | undefined {
    const rank = this.rankById.get(id);
    return rank === undefined ? undefined : this.courseAt(rank);
  }

  /** The title rank of the course with this id (the first one, should an id repeat). */
  rankOf(id: number | string): number | undefined {
    return this.rankById.get(id);
  }

  /** The place in the catalogue of the course at this rank. */
  placeAt(rank: number): number {
    return this.place[rank]!;
  }

  /** The course at this title rank (0 to size - 1; ties in catalogue order). */
  courseAt(rank: number): Course {
    return this.catalogue[this.place[rank]!]!;
  }

  /**
   * One page of the courses matching the search and filters, best match first (title order
   * without a search, or when sorted by title), and their total.
   */
  search(query: CoursePageQuery): CoursePage {
    return runNow(this.searchSteps(query));
  }

  /** The searches in slices waiting for their turn, the last one's end. */
  private searches: Promise<unknown> = Promise.resolve();

  /**
   * `search` in slices (what requests use): the broadest searches of a million courses take 30 to
   * 45 ms, which in one go hold every other request that long. One search of the index at a time
   * (they share its working arrays), in the order asked; a search that fails fails alone.
   */
  searchInSlices(query: CoursePageQuery): Promise<CoursePage> {
    const turn = this.searches.then(() => runInSlices(this.searchSteps(query)));
    this.searches = turn.catch(() => undefined);
    return turn;
  }

  /** `search` in steps (see `RankedSearch.searchSteps`). */
  *searchSteps(query: CoursePageQuery): Steps<CoursePage> {
    const { ranks, total, correctedSearch } = yield* this.ranked.searchSteps({
      ...query,
      filter: this.compileFilters(query.filters),
    });
    const courses = new Array<Course>(ranks.length);
    for (let i = 0; i < ranks.length; i++) courses[i] = this.courseAt(ranks[i]!);
    return { courses, ranks, total, correctedSearch };
  }

  /**
   * Dropdown options over the whole catalogue. Names that differ only in case are one option,
   * shown as first seen (title order). Categories follow the catalogue's category order (others
   * after it, alphabetically); providers are alphabetical. Counted from the keys, not the courses.
   */
  private *computeFacets(): Steps<CatalogueFacets> {
    const n = this.count;
    const categories = keyCounts(this.categoryKey, this.categoryIds.size, (r) => this.courseAt(r).category);
    yield;
    const providers = keyCounts(this.providerKey, this.providerIds.size, (r) => this.courseAt(r).provider);
    yield;
    categories.sort((a, b) => rankOf(a) - rankOf(b) || byName(a, b));
    providers.sort(byName);
    const levelCounts = new Int32Array(LEVELS.length);
    let freeCount = 0;
    for (let rank = 0; rank < n; rank++) {
      const level = this.levelKey[rank]!;
      if (level >= 0) levelCounts[level]!++;
      freeCount += this.free[rank]!;
    }
    const levels = LEVELS.map((level, i) => ({ value: level as string, count: levelCounts[i]! }));
    const prices = PRICE_FILTERS.map((value) => ({
      value: value as string,
      count: value === 'Free' ? freeCount : n - freeCount,
    }));
    return { categories, providers, levels, prices };
  }

  /**
   * A test for one rank; null when every course passes (no filter set), undefined when none can
   * (an unknown category or provider).
   */
  private compileFilters(filters: CourseFilters): ((rank: number) => boolean) | null | undefined {
    const tests: Array<(rank: number) => boolean> = [];
    if (filters.category !== ALL) {
      const key = this.categoryIds.get(filters.category.toLowerCase());
      if (key === undefined) return undefined;
      const keys = this.categoryKey;
      tests.push((rank) => keys[rank] === key);
    }
    if (filters.provider !== ALL) {
      const key = this.providerIds.get(filters.provider.toLowerCase());
      if (key === undefined) return undefined;
      const keys = this.providerKey;
      tests.push((rank) => keys[rank] === key);
    }
    if (filters.level !== ALL) {
      const key = LEVELS.indexOf(filters.level as (typeof LEVELS)[number]);
      if (key < 0) return undefined;
      const keys = this.levelKey;
      tests.push((rank) => keys[rank] === key);
    }
    if (filters.price === 'Free' || filters.price === 'Paid') {
      const want = filters.price === 'Free' ? 1 : 0;
      const free = this.free;
      tests.push((rank) => free[rank] === want);
    } else if (filters.price !== ALL) {
      return undefined;
    }
    if (tests.length === 0) return null;
    return (rank) => {
      for (const test of tests) if (!test(rank)) return false;
      return true;
    };
  }
}

const facetOrder = new Map<string, number>(CATEGORIES.map((c, i) => [c.toLowerCase(), i]));
const byName = (a: FacetCount, b: FacetCount) => compareByTitle({ title: a.value }, { title: b.value });
const rankOf = (f: FacetCount) => facetOrder.get(f.value.toLowerCase()) ?? CATEGORIES.length;

/** Per key, how many ranks hold it, as first seen (rank order); keys no course holds left out. */
function keyCounts(keys: Int32Array, size: number, valueAt: (rank: number) => string): FacetCount[] {
  const counts = indexArray(Int32Array, size);
  const first = indexArray(Int32Array, size).fill(-1);
  for (let rank = 0; rank < keys.length; rank++) {
    const key = keys[rank]!;
    if (counts[key] === 0) first[key] = rank;
    counts[key]!++;
  }
  const seen: number[] = [];
  for (let key = 0; key < size; key++) if (counts[key]! > 0) seen.push(key);
  seen.sort((a, b) => first[a]! - first[b]!);
  return seen.map((key) => ({ value: valueAt(first[key]!), count: counts[key]! }));
}

/** The share of unused dictionary entries (see `SubstringIndex.unusedTokenShare`) past which a patch is refused. */
const MAX_UNUSED_TOKENS = 0.25;

export interface CatalogueChange {
  /**
   * The new catalogue, which the patched index reads its courses from (the caller may first put
   * the previous objects of the kept courses in their places, equal as data).
   */
  catalogue: readonly Course[];
  /** Per rank of the previous index, that course's place in the new catalogue; -1 when removed or changed. */
  placeOf: Int32Array;
  /** The courses added or changed, as they are now… */
  added: readonly Course[];
  /** …and their places in the new catalogue. */
  addedAt: Int32Array;
}

/** Equal as data: the same fields, with equal values (arrays and objects compared by content). */
export function sameCourse(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    if (!Object.hasOwn(b, key)) return false;
    if (!sameCourse((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
