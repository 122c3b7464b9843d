import { type CourseSort, compareByTitle } from '@app/core/course-search';
import type { UniversityFacets } from '@app/core/university-api';
import type { UniversityCourse } from '@app/core/university-course';
import {
  ALL,
  compareLevels,
  compareUniversityCourses,
  type UniversityFilters,
  universityTermPoints,
} from '@app/core/university-search';
import { type FacetCount, FacetCounter } from '../../search/facets.ts';
import { indexArray } from '../../search/index-memory.ts';
import { RankedSearch } from '../../search/ranked-search.ts';
import { runNow, STEP, type Steps, sortedPositions } from '../../search/slices.ts';
import { keyFor, SubstringIndex, type SubstringIndexOptions } from '../../search/substring-index.ts';

/**
 * In-memory search over the active university courses, returning exactly what the spec's rule
 * returns (`searchUniversityCourses` in @app/core/university-search, the reference it is
 * property-tested against) without scoring every course per request.
 *
 * Why this is equivalent: every weight (title 50, university 40, subject 30, category 20,
 * description 10) is at least the minimum score of 10, so "score >= 10" means "some word occurs
 * in the title, university, a subject, the category or the description": the SubstringIndex
 * answers that. Courses are numbered by title rank up front; the shared RankedSearch orders the matches by
 * relevance (or keeps title order).
 */

export interface UniversityPageQuery {
  search: string;
  filters: UniversityFilters;
  offset: number;
  limit: number;
  /** Default 'relevance' (best match; title order without a search). */
  sort?: CourseSort;
  /** No spelling correction. */
  asTyped?: boolean;
}

export interface UniversityPage {
  courses: UniversityCourse[];
  /** Courses matching the search and filters, across all pages. */
  total: number;
  /** The search as run when a word was corrected, else null. */
  correctedSearch: string | null;
}

const NONE = -1;

export class UniversitySearchIndex {
  /** Courses in result order: title, then id. */
  private byRank!: UniversityCourse[];
  private text!: SubstringIndex;
  /** Orders matches by relevance, corrects spelling. */
  private ranked!: RankedSearch;
  private countryKey!: Int32Array;
  private categoryKey!: Int32Array;
  private levelKey!: Int32Array;
  private readonly countryIds = new Map<string, number>();
  private readonly categoryIds = new Map<string, number>();
  private readonly levelIds = new Map<string, number>();
  facets!: UniversityFacets;

  /** Builds the whole index at once (tests, small lists); see `build` for a large list. */
  constructor(courses: readonly UniversityCourse[], options: SubstringIndexOptions = {}, indexNow = true) {
    if (indexNow) runNow(this.index(courses, options));
  }

  /** The index built in steps (drive them with `runInSlices`), handed out only once whole. */
  static *build(
    courses: readonly UniversityCourse[],
    options: SubstringIndexOptions = {},
  ): Steps<UniversitySearchIndex> {
    const index = new UniversitySearchIndex(courses, options, false);
    yield* index.index(courses, options);
    return index;
  }

  private *index(courses: readonly UniversityCourse[], options: SubstringIndexOptions): Steps {
    const order = yield* sortedPositions(courses.length, (a, b) =>
      compareUniversityCourses(courses[a]!, courses[b]!),
    );
    const n = order.length;
    this.byRank = new Array<UniversityCourse>(n);
    this.countryKey = indexArray(Int32Array, n);
    this.categoryKey = indexArray(Int32Array, n);
    this.levelKey = indexArray(Int32Array, n);
    for (let rank = 0; rank < n; rank++) {
      const c = courses[order[rank]!]!;
      this.byRank[rank] = c;
      this.countryKey[rank] = keyFor(this.countryIds, c.country.toLowerCase());
      this.categoryKey[rank] = keyFor(this.categoryIds, c.category.toLowerCase());
      this.levelKey[rank] = c.level === null ? NONE : keyFor(this.levelIds, c.level.toLowerCase());
      if (rank % STEP === STEP - 1) yield;
    }
    const byRank = this.byRank;
    this.text = yield* SubstringIndex.build(
      (rank) => {
        const c = byRank[rank]!;
        return [c.title, c.university, c.category, c.description, ...c.subjects].map((f) => f.toLowerCase());
      },
      n,
      options,
    );
    this.ranked = yield* RankedSearch.build(
      this.text,
      (rank) => byRank[rank]!.title,
      (rank) => byRank[rank]!.subjects,
      universityTermPoints,
    );
    this.facets = yield* computeFacets(this.byRank);
  }

  get size(): number {
    return this.byRank.length;
  }

  /** Every course, in title order (the sitemap, a course's own page). */
  get all(): readonly UniversityCourse[] {
    return this.byRank;
  }

  /**
   * One page of the courses matching the search and filters, best match first (title order
   * without a search, or when sorted by title), and their total.
   */
  search(query: UniversityPageQuery): UniversityPage {
    const { ranks, total, correctedSearch } = this.ranked.search({
      ...query,
      filter: this.compileFilters(query.filters),
    });
    return { courses: ranks.map((rank) => this.byRank[rank]!), total, correctedSearch };
  }

  /**
   * A test for one rank; null when every course passes (no filter set), undefined when none can
   * (a value no course has).
   */
  private compileFilters(filters: UniversityFilters): ((rank: number) => boolean) | null | undefined {
    const tests: Array<(rank: number) => boolean> = [];
    const add = (wanted: string, ids: Map<string, number>, keys: Int32Array): boolean => {
      if (wanted === ALL) return true;
      const key = ids.get(wanted.toLowerCase());
      if (key === undefined) return false;
      tests.push((rank) => keys[rank] === key);
      return true;
    };
    if (!add(filters.country, this.countryIds, this.countryKey)) return undefined;
    if (!add(filters.category, this.categoryIds, this.categoryKey)) return undefined;
    if (!add(filters.level, this.levelIds, this.levelKey)) return undefined;
    if (tests.length === 0) return null;
    return (rank) => {
      for (const test of tests) if (!test(rank)) return false;
      return true;
    };
  }
}

/** Dropdown options over every course: names differing only in case are one option. */
function* computeFacets(courses: readonly UniversityCourse[]): Steps<UniversityFacets> {
  const byName = (a: FacetCount, b: FacetCount) => compareByTitle({ title: a.value }, { title: b.value });
  const countries = new FacetCounter();
  const categories = new FacetCounter();
  const levels = new FacetCounter();
  for (let i = 0; i < courses.length; i++) {
    const c = courses[i]!;
    countries.add(c.country);
    categories.add(c.category);
    levels.add(c.level);
    if (i % STEP === STEP - 1) yield;
  }
  return {
    countries: countries.counts().sort(byName),
    categories: categories.counts().sort(byName),
    levels: levels.counts().sort((a, b) => compareLevels(a.value, b.value)),
  };
}
