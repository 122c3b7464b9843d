import { CATEGORIES, type Course, LEVELS, PRICE_FILTERS } from '@app/core/course';
import { ALL, type CourseFilters, compareByTitle, isFreePrice, searchTerms } from '@app/core/course-search';

/**
 * In-memory search over the active catalogue, returning exactly what the spec's rule returns
 * (`searchCatalogue` in @app/core/course-search, the reference it is property-tested against),
 * but without scoring every course on every request.
 *
 * Why this is equivalent: every score component is 0 or at least 10, so "total >= 10" means
 * "some term occurs in some field" (title, provider, a skill, category or description, all
 * lowercased). A term holds no whitespace, so each occurrence lies inside one whitespace-separated
 * token of a field. The index therefore keeps the distinct tokens (the vocabulary), which courses
 * hold each token, and an n-gram index over the vocabulary to find the tokens containing a term.
 * Results are always sorted by title, so courses are numbered by title rank up front and a result
 * is a walk over the ranks: no sorting per request.
 */

export interface CoursePageQuery {
  search: string;
  filters: CourseFilters;
  offset: number;
  limit: number;
}

export interface CoursePage {
  courses: Course[];
  /** Courses matching the search and filters, across all pages. */
  total: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface CatalogueFacets {
  categories: FacetCount[];
  providers: FacetCount[];
  levels: FacetCount[];
  prices: FacetCount[];
}

export interface SearchIndexOptions {
  /**
   * A term whose postings outnumber the courses by more than this factor is looked up by reading
   * each course's text instead of walking postings (for very common terms such as 'e'). Default 2.
   */
  scanFactor?: number;
}

const whitespace = /\s+/;

export class CourseSearchIndex {
  /** Courses in title order (stable: equal titles keep catalogue order). */
  private readonly byRank: Course[];
  /** Lowercased fields of each course joined by '\n', for terms too common to walk postings. */
  private readonly haystacks: string[];
  private readonly vocabulary: string[];
  /** For each token id, the ranks of the courses holding that token, ascending. */
  private readonly postings: Int32Array[];
  /** For each 1-, 2- and 3-character string, the ids of the tokens containing it. */
  private readonly grams = new Map<string, Int32Array>();
  private readonly categoryKey: Int32Array;
  private readonly providerKey: Int32Array;
  private readonly levelKey: Int8Array;
  private readonly free: Uint8Array;
  private readonly categoryIds = new Map<string, number>();
  private readonly providerIds = new Map<string, number>();
  private readonly byId = new Map<number | string, Course>();
  /** Per rank, the search generation that last marked it (saves clearing a buffer per query). */
  private readonly marks: Uint32Array;
  private generation = 0;
  private readonly scanFactor: number;
  readonly facets: CatalogueFacets;

  constructor(catalogue: readonly Course[], options: SearchIndexOptions = {}) {
    this.scanFactor = options.scanFactor ?? 2;
    const order = catalogue
      .map((_, i) => i)
      .sort((a, b) => compareByTitle(catalogue[a]!, catalogue[b]!) || a - b);
    this.byRank = order.map((i) => catalogue[i]!);
    const n = this.byRank.length;
    this.haystacks = new Array<string>(n);
    this.categoryKey = new Int32Array(n);
    this.providerKey = new Int32Array(n);
    this.levelKey = new Int8Array(n);
    this.free = new Uint8Array(n);
    this.marks = new Uint32Array(n);

    const tokenIds = new Map<string, number>();
    const vocabulary: string[] = [];
    const lists: number[][] = [];
    const lastRank: number[] = [];
    for (let rank = 0; rank < n; rank++) {
      const course = this.byRank[rank]!;
      if (!this.byId.has(course.id)) this.byId.set(course.id, course);
      const fields = [
        course.title,
        course.provider,
        course.category,
        course.description,
        ...course.skills,
      ].map((f) => f.toLowerCase());
      this.haystacks[rank] = fields.join('\n');
      for (const field of fields) {
        for (const token of field.split(whitespace)) {
          if (token === '') continue;
          let id = tokenIds.get(token);
          if (id === undefined) {
            id = vocabulary.length;
            tokenIds.set(token, id);
            vocabulary.push(token);
            lists.push([]);
            lastRank.push(-1);
          }
          if (lastRank[id] !== rank) {
            lastRank[id] = rank;
            lists[id]!.push(rank);
          }
        }
      }
      this.categoryKey[rank] = keyFor(this.categoryIds, course.category.toLowerCase());
      this.providerKey[rank] = keyFor(this.providerIds, course.provider.toLowerCase());
      this.levelKey[rank] = LEVELS.indexOf(course.level as (typeof LEVELS)[number]);
      this.free[rank] = isFreePrice(course.price) ? 1 : 0;
    }
    this.vocabulary = vocabulary;
    this.postings = lists.map((list) => Int32Array.from(list));

    const gramLists = new Map<string, number[]>();
    vocabulary.forEach((token, id) => {
      const seen = new Set<string>();
      for (let len = 1; len <= 3; len++) {
        for (let i = 0; i + len <= token.length; i++) {
          const gram = token.slice(i, i + len);
          if (seen.has(gram)) continue;
          seen.add(gram);
          let list = gramLists.get(gram);
          if (!list) {
            list = [];
            gramLists.set(gram, list);
          }
          list.push(id);
        }
      }
    });
    for (const [gram, list] of gramLists) this.grams.set(gram, Int32Array.from(list));

    this.facets = computeFacets(this.byRank);
  }

  get size(): number {
    return this.byRank.length;
  }

  /** The course with this id (the first one, should an id repeat). */
  get(id: number | string): Course | undefined {
    return this.byId.get(id);
  }

  /** One page of the courses matching the search and filters, in title order, and their total. */
  search(query: CoursePageQuery): CoursePage {
    const n = this.byRank.length;
    const terms = searchTerms(query.search);
    const filter = this.compileFilters(query.filters);
    const courses: Course[] = [];
    if (!filter) return { courses, total: 0 };

    let marked: Uint32Array | undefined;
    let generation = 0;
    if (terms.length > 0) {
      generation = this.nextGeneration();
      marked = this.marks;
      for (const term of terms) this.markTerm(term, generation);
    }

    const end = query.offset + query.limit;
    let total = 0;
    for (let rank = 0; rank < n; rank++) {
      if (marked && marked[rank] !== generation) continue;
      if (!filter(rank)) continue;
      if (total >= query.offset && total < end) courses.push(this.byRank[rank]!);
      total++;
    }
    return { courses, total };
  }

  /** Marks every course where the term occurs in some field. */
  private markTerm(term: string, generation: number): void {
    const marks = this.marks;
    const tokens = this.tokensContaining(term);
    let postings = 0;
    for (const id of tokens) postings += this.postings[id]!.length;
    if (postings > this.scanFactor * this.byRank.length) {
      // A very common term (say 'e'): reading each course's text once beats walking millions
      // of postings.
      const haystacks = this.haystacks;
      for (let rank = 0; rank < haystacks.length; rank++) {
        if (marks[rank] !== generation && haystacks[rank]!.includes(term)) marks[rank] = generation;
      }
      return;
    }
    for (const id of tokens) {
      const list = this.postings[id]!;
      for (let i = 0; i < list.length; i++) marks[list[i]!] = generation;
    }
  }

  /** Ids of the vocabulary tokens that contain the term. */
  private tokensContaining(term: string): Iterable<number> & ArrayLike<number> {
    if (term.length <= 3) return this.grams.get(term) ?? EMPTY;
    // Candidates hold the term's rarest trigram; keep those that hold the whole term.
    let rarest: Int32Array | undefined;
    for (let i = 0; i + 3 <= term.length; i++) {
      const list = this.grams.get(term.slice(i, i + 3));
      if (!list) return EMPTY;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    const found: number[] = [];
    for (const id of rarest!) if (this.vocabulary[id]!.includes(term)) found.push(id);
    return found;
  }

  /** A test for one rank, or undefined when no course can pass (an unknown category or provider). */
  private compileFilters(filters: CourseFilters): ((rank: number) => boolean) | undefined {
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
    if (tests.length === 0) return () => true;
    return (rank) => {
      for (const test of tests) if (!test(rank)) return false;
      return true;
    };
  }

  private nextGeneration(): number {
    this.generation++;
    if (this.generation === 0xffffffff) {
      this.marks.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }
}

const EMPTY = new Int32Array(0);

function keyFor(ids: Map<string, number>, value: string): number {
  let id = ids.get(value);
  if (id === undefined) {
    id = ids.size;
    ids.set(value, id);
  }
  return id;
}

const facetOrder = new Map<string, number>(CATEGORIES.map((c, i) => [c.toLowerCase(), i]));

/**
 * Dropdown options over the whole catalogue. Names that differ only in case are one option,
 * shown as first seen. Categories follow the catalogue's category order (others after it,
 * alphabetically); providers are alphabetical.
 */
function computeFacets(courses: readonly Course[]): CatalogueFacets {
  const group = (key: (c: Course) => string) => {
    const counts = new Map<string, FacetCount>();
    for (const course of courses) {
      const value = key(course);
      const lower = value.toLowerCase();
      const entry = counts.get(lower);
      if (entry) entry.count++;
      else counts.set(lower, { value, count: 1 });
    }
    return [...counts.values()];
  };
  const byName = (a: FacetCount, b: FacetCount) => compareByTitle({ title: a.value }, { title: b.value });
  const rankOf = (f: FacetCount) => facetOrder.get(f.value.toLowerCase()) ?? CATEGORIES.length;
  const categories = group((c) => c.category).sort((a, b) => rankOf(a) - rankOf(b) || byName(a, b));
  const providers = group((c) => c.provider).sort(byName);
  const levels = LEVELS.map((level) => ({
    value: level as string,
    count: courses.filter((c) => c.level === level).length,
  }));
  const freeCount = courses.filter((c) => isFreePrice(c.price)).length;
  const prices = PRICE_FILTERS.map((value) => ({
    value: value as string,
    count: value === 'Free' ? freeCount : courses.length - freeCount,
  }));
  return { categories, providers, levels, prices };
}
