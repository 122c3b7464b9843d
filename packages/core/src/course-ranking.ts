import {
  type CourseFilters,
  type CourseSort,
  compareByTitle,
  type FilterableCourse,
  matchesFilters,
  matchesSearch,
  NO_FILTERS,
  SEARCH_WEIGHTS,
  type SearchableCourse,
  searchTerms,
  termScore,
} from './course-search.ts';
import {
  codesOf,
  correctSearch,
  normaliseCode,
  rankingQuery,
  relevanceKey,
  wordHit,
  wordsOf,
} from './search-ranking.ts';

/**
 * The catalogue's search as the product orders it, apart from `course-search.ts` (the spec's rule
 * and the filters) so pages that only filter or sort by title do not load the ranking.
 */

/**
 * A course's points for one term from which fields contain it and which equal it: bit 0 title,
 * 1 provider, 2 category, 3 description, 4 a skill (the order the search index stores fields in).
 * The same points `termScore` gives, from what an index knows of the term.
 */
export function courseTermScore(contains: number, exact: number): number {
  const W = SEARCH_WEIGHTS;
  let score = 0;
  if (exact & 1) score += W.titleExact;
  else if (contains & 1) score += W.titleContains;
  if (exact & 2) score += W.providerExact;
  else if (contains & 2) score += W.providerContains;
  if (exact & 4) score += W.categoryExact;
  else if (contains & 4) score += W.categoryContains;
  if (contains & 8) score += W.descriptionContains;
  if (exact & 16) score += W.skillExact;
  else if (contains & 16) score += W.skillContains;
  return score;
}

export interface RankedSearchOptions<S extends string> {
  sort: S;
  /** Turns spelling correction off (the "search instead for" link). */
  asTyped: boolean;
}

export interface RankedResults<T> {
  results: T[];
  /** The search as run when a word was corrected, else null. */
  correctedSearch: string | null;
}

/**
 * The catalogue's search as the product runs it: the spec's inclusion rule (every course scoring
 * at least 10), widened by other names (`SEARCH_ALIASES`, as whole words) and exam codes; a word occurring
 * nowhere corrected to the catalogue's nearest word unless `asTyped`; ordered by relevance
 * (`relevanceKey`, ties by title) or by title. The reference the server's index is tested against.
 */
export function searchCatalogueRanked<T extends SearchableCourse & FilterableCourse>(
  courses: readonly T[],
  search: string,
  filters: CourseFilters = NO_FILTERS,
  options: RankedSearchOptions<CourseSort> = { sort: 'relevance', asTyped: false },
): RankedResults<T> {
  const fieldsOf = (c: SearchableCourse) => [c.title, c.provider, c.category, c.description, ...c.skills];
  const corrected = options.asTyped
    ? { search, correctedSearch: null }
    : correctSearch(search, courses.map(fieldsOf));
  const terms = searchTerms(corrected.search);
  const query = rankingQuery(corrected.search);
  const extra = query.groups
    .flatMap((g) => g.alternatives.slice(1))
    .map((alt) => alt.map((w) => query.words[w]!));
  const ranked = courses
    .map((course, order) => {
      const titleWords = wordsOf(course.title);
      const codes = new Set(codesOf(course.title, course.skills));
      const allWords = new Set(fieldsOf(course).flatMap(wordsOf));
      const hits = query.words.map((word) =>
        wordHit(
          termScore(course, word),
          titleWords.includes(word),
          codes.has(normaliseCode(word)),
          allWords.has(word),
        ),
      );
      const included =
        terms.length === 0 ||
        matchesSearch(course, terms) ||
        query.words.some((w) => codes.has(normaliseCode(w))) ||
        extra.some((alt) => alt.every((w) => allWords.has(w)));
      const key =
        terms.length === 0
          ? 0
          : relevanceKey(query, hits, titleWords.length, () => ` ${titleWords.join(' ')} `, order);
      return { course, order, included, key };
    })
    .filter((x) => x.included && matchesFilters(x.course, filters));
  const byRelevance = options.sort === 'relevance' && terms.length > 0;
  ranked.sort(
    (a, b) => (byRelevance ? b.key - a.key : 0) || compareByTitle(a.course, b.course) || a.order - b.order,
  );
  return { results: ranked.map((x) => x.course), correctedSearch: corrected.correctedSearch };
}
