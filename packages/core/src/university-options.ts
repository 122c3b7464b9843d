import { countOf } from './format-count';
/**
 * The university courses' option lists, constants and page texts, free of zod so that importing
 * them stays cheap for the web app. `university-course.ts` re-exports them.
 */

/**
 * The levels adapters normalise to, in the order the Level dropdown offers them. Other values a
 * source may hold still show, after these.
 */
export const UNIVERSITY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/**
 * Subject areas the shipped courses and the adapters use (a source's own category names are
 * mapped onto these), so the Category dropdown stays short and readable.
 */
export const UNIVERSITY_CATEGORIES = [
  'Artificial Intelligence',
  'Arts & Music',
  'Biology & Life Sciences',
  'Business',
  'Chemistry',
  'Computer Science',
  'Data Science',
  'Economics & Finance',
  'Education',
  'Engineering',
  'Environment & Energy',
  'Health & Medicine',
  'Humanities',
  'Languages',
  'Law',
  'Mathematics',
  'Personal Development',
  'Physics & Astronomy',
  'Psychology',
  'Social Sciences',
  /** Courses a source files under no subject we can recognise. */
  'Other Subjects',
] as const;
export type UniversityCategory = (typeof UNIVERSITY_CATEGORIES)[number];

/** Spec texts of the /university-courses page (sections 2 and 8), word for word. */
export const UNIVERSITY_TEXTS = {
  emptyTitle: 'No courses found',
  emptyText: 'Try adjusting your search criteria or filters',
  errorTitle: 'Error',
  errorFallback: 'Failed to fetch university courses',
  clearFilters: 'Clear filters',
  viewCourse: 'View Course',
  found: (n: number) => `${countOf(n, 'course')} found`,
} as const;

/** Spec section 9: subjects a card shows before '+N'. */
export const CARD_SUBJECTS = 2;

/** Spec sections 4 and 9: after triggering a fresh fetch the page waits this long before reading. */
export const FRESH_FETCH_WAIT_MS = 1000;

/** Spec section 9: rows read from `university_courses` per query. */
export const UNIVERSITY_READ_PAGE = 1000;
