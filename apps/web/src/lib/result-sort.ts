import type { CourseSort } from '@app/core/catalog-api';
import type { JobSort } from '@app/core/jobs-api';
import type { SortOption } from '@/components/filter-select';

/** The orders of the catalogue and university pages. */
export const COURSE_SORT_OPTIONS: readonly SortOption<CourseSort>[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'title', label: 'Title A-Z' },
];

/** The orders of the jobs page. */
export const JOB_SORT_OPTIONS: readonly SortOption<JobSort>[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
];

/** The order a search gets unless another is chosen; the URL names only a different choice. */
export const SEARCH_DEFAULT_SORT = 'relevance';

/** The `?sort=` of the URL when it names one of `options`, else null (none chosen). */
export function readSort<S extends string>(
  options: readonly SortOption<S>[],
  value: string | null,
): S | null {
  return options.find((o) => o.value === value)?.value ?? null;
}

/**
 * The order the results are in: without a search always `withoutSearch` (Title A-Z, Newest),
 * whatever was chosen; with one the chosen order, or Best match when none was chosen.
 */
export function shownSort<S extends string>(
  search: string,
  chosen: S | null,
  withoutSearch: S,
): S | 'relevance' {
  if (search.trim() === '') return withoutSearch;
  return chosen ?? SEARCH_DEFAULT_SORT;
}

/** Writes a chosen order into `next`: Best match, the default of a search, leaves the URL without one. */
export function writeSort(next: URLSearchParams, sort: string) {
  if (sort === SEARCH_DEFAULT_SORT) next.delete('sort');
  else next.set('sort', sort);
}

/** Empties `next` but for the chosen order: clearing filters keeps the order, which is not a filter. */
export function keepOnlySort(next: URLSearchParams) {
  for (const key of [...next.keys()]) if (key !== 'sort') next.delete(key);
}
