import { CATEGORIES, type Course, LEVELS, PRICE_FILTERS } from '@app/core/course';
import { courseTermScore } from '@app/core/course-ranking';
import {
  ALL,
  type CourseFilters,
  type CourseSort,
  compareByTitle,
  isFreePrice,
} from '@app/core/course-search';
import { type FacetCount, FacetCounter } from '../../search/facets.ts';
import { RankedSearch } from '../../search/ranked-search.ts';
import { runNow, STEP, type Steps, sortedPositions } from '../../search/slices.ts';
import { keyFor, SubstringIndex, type SubstringIndexOptions } from '../../search/substring-index.ts';

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
  /** Courses in title order (stable: equal titles keep catalogue order). */
  private byRank!: Course[];
  /** Finds the ranks of the courses where a term occurs. */
  private text!: SubstringIndex;
  /** Orders them by relevance, corrects spelling. */
  private ranked!: RankedSearch;
  private categoryKey!: Int32Array;
  private providerKey!: Int32Array;
  private levelKey!: Int8Array;
  private free!: Uint8Array;
  private readonly categoryIds = new Map<string, number>();
  private readonly providerIds = new Map<string, number>();
  private readonly byId = new Map<number | string, Course>();
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
    const order = yield* sortedPositions(catalogue.length, (a, b) =>
      compareByTitle(catalogue[a]!, catalogue[b]!),
    );
    const n = order.length;
    this.byRank = new Array<Course>(n);
    this.categoryKey = new Int32Array(n);
    this.providerKey = new Int32Array(n);
    this.levelKey = new Int8Array(n);
    this.free = new Uint8Array(n);
    for (let rank = 0; rank < n; rank++) {
      const course = catalogue[order[rank]!]!;
      this.byRank[rank] = course;
      if (!this.byId.has(course.id)) this.byId.set(course.id, course);
      this.categoryKey[rank] = keyFor(this.categoryIds, course.category.toLowerCase());
      this.providerKey[rank] = keyFor(this.providerIds, course.provider.toLowerCase());
      this.levelKey[rank] = LEVELS.indexOf(course.level as (typeof LEVELS)[number]);
      this.free[rank] = isFreePrice(course.price) ? 1 : 0;
      if (rank % STEP === STEP - 1) yield;
    }
    const byRank = this.byRank;
    this.text = yield* SubstringIndex.build(
      (rank) => {
        const course = byRank[rank]!;
        return [course.title, course.provider, course.category, course.description, ...course.skills].map(
          (f) => f.toLowerCase(),
        );
      },
      n,
      options,
    );
    this.ranked = yield* RankedSearch.build(
      this.text,
      (rank) => byRank[rank]!.title,
      (rank) => byRank[rank]!.skills,
      courseTermScore,
    );
    this.facets = yield* computeFacets(this.byRank);
  }

  get size(): number {
    return this.byRank.length;
  }

  /** The course with this id (the first one, should an id repeat). */
  get(id: number | string): Course | undefined {
    return this.byId.get(id);
  }

  /** Every course, in title order (ties in catalogue order). */
  get inTitleOrder(): readonly Course[] {
    return this.byRank;
  }

  /** The course at this title rank (0 to size - 1). */
  courseAt(rank: number): Course {
    return this.byRank[rank]!;
  }

  /**
   * One page of the courses matching the search and filters, best match first (title order
   * without a search, or when sorted by title), and their total.
   */
  search(query: CoursePageQuery): CoursePage {
    const { ranks, total, correctedSearch } = this.ranked.search({
      ...query,
      filter: this.compileFilters(query.filters),
    });
    const courses = new Array<Course>(ranks.length);
    for (let i = 0; i < ranks.length; i++) courses[i] = this.byRank[ranks[i]!]!;
    return { courses, ranks, total, correctedSearch };
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

/**
 * Dropdown options over the whole catalogue. Names that differ only in case are one option,
 * shown as first seen. Categories follow the catalogue's category order (others after it,
 * alphabetically); providers are alphabetical.
 */
function* computeFacets(courses: readonly Course[]): Steps<CatalogueFacets> {
  const byName = (a: FacetCount, b: FacetCount) => compareByTitle({ title: a.value }, { title: b.value });
  const rankOf = (f: FacetCount) => facetOrder.get(f.value.toLowerCase()) ?? CATEGORIES.length;
  const categoryCounts = new FacetCounter();
  const providerCounts = new FacetCounter();
  const levelCounts = new Map<string, number>();
  let freeCount = 0;
  for (let i = 0; i < courses.length; i++) {
    const c = courses[i]!;
    categoryCounts.add(c.category);
    providerCounts.add(c.provider);
    levelCounts.set(c.level, (levelCounts.get(c.level) ?? 0) + 1);
    if (isFreePrice(c.price)) freeCount++;
    if (i % STEP === STEP - 1) yield;
  }
  const categories = categoryCounts.counts().sort((a, b) => rankOf(a) - rankOf(b) || byName(a, b));
  const providers = providerCounts.counts().sort(byName);
  const levels = LEVELS.map((level) => ({ value: level as string, count: levelCounts.get(level) ?? 0 }));
  const prices = PRICE_FILTERS.map((value) => ({
    value: value as string,
    count: value === 'Free' ? freeCount : courses.length - freeCount,
  }));
  return { categories, providers, levels, prices };
}
