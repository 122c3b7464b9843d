/**
 * The AI prep tool's course picker (spec 000, sections 5 and 9): with no search it lists the first
 * 100 catalogue courses; with a search, at most 50 courses whose title, provider or category
 * contains the search text, ignoring case.
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
