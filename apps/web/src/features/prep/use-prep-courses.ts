import type { CourseListResponse } from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import {
  matchesPrepPicker,
  PREP_PICKER_ALL,
  PREP_PICKER_MATCHES,
  prepPickerMatches,
  prepPickerQuery,
} from '@app/core/prep-picker';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogKeys, fetchCourses } from '@/lib/catalog-api';

/** The catalogue API's largest page. */
const PAGE = 60;
/**
 * Pages read for one search at most. The API's search also matches skills and descriptions, so
 * the picker narrows its matches to the spec's rule (title, provider or category) and keeps
 * reading until it has 50, then orders them by the shared ranking; the cap bounds a search whose
 * first pages mostly match in descriptions.
 */
const SEARCH_PAGES_MAX = 10;

export interface PrepCourses {
  /** The search these courses answer ('' for the first courses of the catalogue). */
  search: string;
  courses: Course[];
  /** True when the page cap was reached before 50 matches were found: more may exist. */
  truncated: boolean;
}

async function loadFirstCourses(signal: AbortSignal): Promise<PrepCourses> {
  const courses: Course[] = [];
  let offset: number | null = 0;
  while (offset !== null && courses.length < PREP_PICKER_ALL) {
    const page: CourseListResponse = await fetchCourses(
      { offset, limit: Math.min(PAGE, PREP_PICKER_ALL - courses.length) },
      signal,
    );
    courses.push(...page.courses);
    offset = page.nextOffset;
  }
  return { search: '', courses: courses.slice(0, PREP_PICKER_ALL), truncated: false };
}

async function searchCourses(query: string, signal: AbortSignal): Promise<PrepCourses> {
  const courses: Course[] = [];
  let offset: number | null = 0;
  let pages = 0;
  while (offset !== null && courses.length < PREP_PICKER_MATCHES && pages < SEARCH_PAGES_MAX) {
    const page: CourseListResponse = await fetchCourses({ search: query, offset, limit: PAGE }, signal);
    pages += 1;
    courses.push(...page.courses.filter((course) => matchesPrepPicker(course, query)));
    offset = page.nextOffset;
  }
  return {
    search: query,
    courses: prepPickerMatches(courses, query),
    truncated: offset !== null && courses.length < PREP_PICKER_MATCHES,
  };
}

/** The picker's courses for a search text (debounced by the caller). */
export function usePrepCourses(search: string) {
  const query = prepPickerQuery(search);
  return useQuery({
    queryKey: [...catalogKeys.all, 'prep-picker', query] as const,
    queryFn: ({ signal }) => (query === '' ? loadFirstCourses(signal) : searchCourses(query, signal)),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
