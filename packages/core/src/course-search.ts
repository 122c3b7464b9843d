import type { Course } from './course.ts';

/**
 * The catalogue's search and filter rules, written once. The server's search index must return
 * exactly what `searchCatalogue` returns; this module is the reference it is tested against.
 */

/** Points a single search term earns per field (spec, section 5). */
export const SEARCH_WEIGHTS = {
  titleExact: 100,
  titleContains: 50,
  providerExact: 80,
  providerContains: 20,
  skillExact: 70,
  skillContains: 40,
  categoryExact: 60,
  categoryContains: 30,
  descriptionContains: 10,
} as const;

/** A course matches a search only when its summed score reaches this. */
export const MATCH_THRESHOLD = 10;

/** The filter value that lets everything through. */
export const ALL = 'all';

/** The fields search reads. */
export type SearchableCourse = Pick<Course, 'title' | 'provider' | 'category' | 'description' | 'skills'>;
/** The fields the filters read. */
export type FilterableCourse = Pick<Course, 'category' | 'provider' | 'level' | 'price'>;

export interface CourseFilters {
  /** A category name (any case) or 'all'. */
  category: string;
  /** A provider name (any case) or 'all'. */
  provider: string;
  /** 'Beginner', 'Intermediate', 'Advanced' or 'all'. */
  level: string;
  /** 'Free', 'Paid' or 'all'. */
  price: string;
}

export const NO_FILTERS: Readonly<CourseFilters> = { category: ALL, provider: ALL, level: ALL, price: ALL };

/** The search text trimmed, lowercased and split on whitespace; no terms for blank text. */
export function searchTerms(query: string): string[] {
  const text = query.trim().toLowerCase();
  return text === '' ? [] : text.split(/\s+/);
}

/**
 * Points one (already lowercased) term earns on one course. Each field counts once per term:
 * exact beats contains. For skills, any skill equal to the term gives 70, otherwise any skill
 * containing it gives 40 (reading "a skill" as one award per term, not one per skill).
 */
export function termScore(course: SearchableCourse, term: string): number {
  let score = 0;
  const title = course.title.toLowerCase();
  if (title === term) score += SEARCH_WEIGHTS.titleExact;
  else if (title.includes(term)) score += SEARCH_WEIGHTS.titleContains;

  const provider = course.provider.toLowerCase();
  if (provider === term) score += SEARCH_WEIGHTS.providerExact;
  else if (provider.includes(term)) score += SEARCH_WEIGHTS.providerContains;

  let skillScore = 0;
  for (const raw of course.skills) {
    const skill = raw.toLowerCase();
    if (skill === term) {
      skillScore = SEARCH_WEIGHTS.skillExact;
      break;
    }
    if (skillScore === 0 && skill.includes(term)) skillScore = SEARCH_WEIGHTS.skillContains;
  }
  score += skillScore;

  const category = course.category.toLowerCase();
  if (category === term) score += SEARCH_WEIGHTS.categoryExact;
  else if (category.includes(term)) score += SEARCH_WEIGHTS.categoryContains;

  if (course.description.toLowerCase().includes(term)) score += SEARCH_WEIGHTS.descriptionContains;
  return score;
}

/** The course's score for a search: the sum of every term's points. */
export function scoreCourse(course: SearchableCourse, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) total += termScore(course, term);
  return total;
}

/** True when there is no search, or the course scores at least the threshold. */
export function matchesSearch(course: SearchableCourse, terms: readonly string[]): boolean {
  return terms.length === 0 || scoreCourse(course, terms) >= MATCH_THRESHOLD;
}

/** A price the Free filter accepts: 'Free', '$0', or any label containing 'free' in any case. */
export function isFreePrice(price: string): boolean {
  return price === 'Free' || price === '$0' || price.toLowerCase().includes('free');
}

/** The spec's filters: category and provider exact ignoring case, level exact, price Free or Paid. */
export function matchesFilters(course: FilterableCourse, filters: CourseFilters): boolean {
  if (filters.category !== ALL && course.category.toLowerCase() !== filters.category.toLowerCase()) {
    return false;
  }
  if (filters.provider !== ALL && course.provider.toLowerCase() !== filters.provider.toLowerCase()) {
    return false;
  }
  if (filters.level !== ALL && course.level !== filters.level) return false;
  if (filters.price === 'Free' && !isFreePrice(course.price)) return false;
  if (filters.price === 'Paid' && isFreePrice(course.price)) return false;
  return true;
}

/**
 * One fixed collation for titles, so the server and any browser sort the same way whatever
 * their default locale (`localeCompare` without a locale depends on the machine). Made on first
 * use: building a collator takes tens of milliseconds on a phone, and most pages never sort.
 */
let titleCollator: Intl.Collator | undefined;

/** Orders courses by title alphabetically. */
export function compareByTitle(a: { title: string }, b: { title: string }): number {
  titleCollator ??= new Intl.Collator('en');
  return titleCollator.compare(a.title, b.title);
}

/** True when the search text or any of the four filters narrows the list. */
export function hasActiveFilters(search: string, filters: CourseFilters): boolean {
  return (
    search.trim() !== '' ||
    filters.category !== ALL ||
    filters.provider !== ALL ||
    filters.level !== ALL ||
    filters.price !== ALL
  );
}

/**
 * The reference implementation: every course scored term by term, kept at the threshold,
 * filtered, then sorted by title (a stable sort, so equal titles keep catalogue order).
 */
export function searchCatalogue<T extends SearchableCourse & FilterableCourse>(
  courses: readonly T[],
  query: string,
  filters: CourseFilters = NO_FILTERS,
): T[] {
  const terms = searchTerms(query);
  return courses.filter((c) => matchesSearch(c, terms) && matchesFilters(c, filters)).sort(compareByTitle);
}

/** The orders the catalogue offers: best match (with a query) or title A-Z. */
export const COURSE_SORTS = ['relevance', 'title'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
