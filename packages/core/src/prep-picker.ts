import { rankItems } from './search-ranking.ts';

/**
 * The AI prep tool's course picker (spec 000, sections 5 and 9): with no search it lists the first
 * 100 catalogue courses; with a search, at most 50 courses whose title, provider or category
 * contains the search text, ignoring case, best first.
 */

export const PREP_PICKER_ALL = 100;
export const PREP_PICKER_MATCHES = 50;

export interface PrepPickerCourse {
  title: string;
  provider: string;
  category: string;
}

/** The search text as the picker compares it: trimmed and lowercased ('' means no search). */
export function prepPickerQuery(text: string): string {
  return text.trim().toLowerCase();
}

/** Whether a course matches the picker's (already normalised) query; everything matches ''. */
export function matchesPrepPicker(course: PrepPickerCourse, query: string): boolean {
  if (query === '') return true;
  return (
    course.title.toLowerCase().includes(query) ||
    course.provider.toLowerCase().includes(query) ||
    course.category.toLowerCase().includes(query)
  );
}

/**
 * The picker's matches for a (normalised) query among `courses`, best first by the shared
 * relevance ranking (`rankItems`: the course title as title, provider and category as other
 * texts), ties in the given order; at most `PREP_PICKER_MATCHES`. Without a query, the first
 * `PREP_PICKER_ALL` courses as given.
 */
export function prepPickerMatches<T extends PrepPickerCourse>(courses: readonly T[], query: string): T[] {
  if (query === '') return courses.slice(0, PREP_PICKER_ALL);
  const matches = courses.filter((course) => matchesPrepPicker(course, query));
  return rankItems(matches, query, (course) => ({
    title: course.title,
    texts: [course.provider, course.category],
  })).slice(0, PREP_PICKER_MATCHES);
}
