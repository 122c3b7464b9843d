import { ALL, compareByTitle, searchTerms } from './course-search.ts';
import type { UniversityCourse } from './university-course.ts';
import { UNIVERSITY_LEVELS } from './university-options.ts';

/**
 * The university course search rule (spec section 5), written once. The server's index must
 * return exactly what `searchUniversityCourses` returns; this module is the reference it is
 * tested against.
 *
 * "The query is split into words. Per word, a title match scores 50, university 40, a subject
 * 30, category 20, description 10. A course is shown only if its score is at least 10 and it
 * matches the country, category and level filters (case-insensitive equality). With an empty
 * query only the filters apply. Results are sorted by title."
 */

export { ALL } from './course-search.ts';

/** Points one word earns per field it occurs in (case-insensitive substring). */
export const UNIVERSITY_SEARCH_WEIGHTS = {
  title: 50,
  university: 40,
  subject: 30,
  category: 20,
  description: 10,
} as const;

/** A course is shown only when its summed score reaches this. */
export const UNIVERSITY_MIN_SCORE = 10;

export type SearchableUniversityCourse = Pick<
  UniversityCourse,
  'title' | 'university' | 'subjects' | 'category' | 'description'
>;
export type FilterableUniversityCourse = Pick<UniversityCourse, 'country' | 'category' | 'level'>;

export interface UniversityFilters {
  /** A country name (any case) or 'all'. */
  country: string;
  /** A category name (any case) or 'all'. */
  category: string;
  /** A level (any case) or 'all'. */
  level: string;
}

export const NO_UNIVERSITY_FILTERS: Readonly<UniversityFilters> = { country: ALL, category: ALL, level: ALL };

/**
 * Points one (already lowercased) word earns on one course. Each field counts once per word;
 * "a subject" is one award of 30 when any subject contains the word, not 30 per subject.
 */
export function universityTermScore(course: SearchableUniversityCourse, term: string): number {
  const W = UNIVERSITY_SEARCH_WEIGHTS;
  let score = 0;
  if (course.title.toLowerCase().includes(term)) score += W.title;
  if (course.university.toLowerCase().includes(term)) score += W.university;
  if (course.subjects.some((s) => s.toLowerCase().includes(term))) score += W.subject;
  if (course.category.toLowerCase().includes(term)) score += W.category;
  if (course.description.toLowerCase().includes(term)) score += W.description;
  return score;
}

/**
 * A course's points for one word from which fields contain it: bit 0 title, 1 university,
 * 2 category, 3 description, 4 a subject (the order the search index stores fields in). The same
 * points `universityTermScore` gives, from what an index knows of the word.
 */
export function universityTermPoints(contains: number): number {
  const W = UNIVERSITY_SEARCH_WEIGHTS;
  return (
    (contains & 1 ? W.title : 0) +
    (contains & 2 ? W.university : 0) +
    (contains & 4 ? W.category : 0) +
    (contains & 8 ? W.description : 0) +
    (contains & 16 ? W.subject : 0)
  );
}

/** The course's score for a search: the sum over its words. */
export function scoreUniversityCourse(course: SearchableUniversityCourse, terms: readonly string[]): number {
  let total = 0;
  for (const term of terms) total += universityTermScore(course, term);
  return total;
}

/** True when there is no search, or the course scores at least the minimum. */
export function matchesUniversitySearch(
  course: SearchableUniversityCourse,
  terms: readonly string[],
): boolean {
  return terms.length === 0 || scoreUniversityCourse(course, terms) >= UNIVERSITY_MIN_SCORE;
}

const sameText = (value: string | null, wanted: string) =>
  value !== null && value.toLowerCase() === wanted.toLowerCase();

/** The three filters: case-insensitive equality; a course without a level fails any level filter. */
export function matchesUniversityFilters(
  course: FilterableUniversityCourse,
  filters: UniversityFilters,
): boolean {
  if (filters.country !== ALL && !sameText(course.country, filters.country)) return false;
  if (filters.category !== ALL && !sameText(course.category, filters.category)) return false;
  if (filters.level !== ALL && !sameText(course.level, filters.level)) return false;
  return true;
}

/** True when the search text or any filter narrows the list (the 'Clear filters' action shows). */
export function hasActiveUniversityFilters(search: string, filters: UniversityFilters): boolean {
  return search.trim() !== '' || filters.country !== ALL || filters.category !== ALL || filters.level !== ALL;
}

/**
 * The result order: by title (one fixed collation), and courses with equal titles by id, so the
 * order never depends on the order the courses were stored or read in.
 */
export function compareUniversityCourses(
  a: { title: string; id: string },
  b: { title: string; id: string },
): number {
  return compareByTitle(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The reference implementation: score every course, keep those at the minimum, filter, sort by
 * title.
 */
export function searchUniversityCourses<
  T extends SearchableUniversityCourse & FilterableUniversityCourse & { id: string },
>(courses: readonly T[], query: string, filters: UniversityFilters = NO_UNIVERSITY_FILTERS): T[] {
  const terms = searchTerms(query);
  return courses
    .filter((c) => matchesUniversitySearch(c, terms) && matchesUniversityFilters(c, filters))
    .sort(compareUniversityCourses);
}

/** Orders level values: the known levels first in their order, then others alphabetically. */
export function compareLevels(a: string, b: string): number {
  const rank = (v: string) => {
    const i = UNIVERSITY_LEVELS.findIndex((l) => l.toLowerCase() === v.toLowerCase());
    return i < 0 ? UNIVERSITY_LEVELS.length : i;
  };
  return rank(a) - rank(b) || compareByTitle({ title: a }, { title: b });
}
