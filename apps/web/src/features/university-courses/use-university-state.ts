import type { CourseSort } from '@app/core/catalog-api';
import { ALL, type UniversityFilters } from '@app/core/university-search';
import { useCallback } from 'react';
import type { To } from 'react-router';
import { COURSE_SORT_OPTIONS, keepOnlySort, readSort, writeSort } from '@/lib/result-sort';
import { useUrlParams, writeFilters } from '@/lib/use-url-params';

export type UniversityChange = Partial<UniversityFilters & { search: string }>;

/**
 * The search text and the three filters, kept in the URL (?search=&country=&category=&level=) so
 * a result can be shared, reloaded and gone back to. Spec: ?search= prefills the search box. The
 * chosen order (?sort=title; absent for the default) and ?asTyped=1, the search run as typed
 * instead of corrected, live there too.
 */
export function useUniversityState() {
  const { params, change: changeParams } = useUrlParams();
  const filters: UniversityFilters = {
    country: params.get('country')?.trim() || ALL,
    category: params.get('category')?.trim() || ALL,
    level: params.get('level')?.trim() || ALL,
  };
  const search = params.get('search') ?? '';
  /** The order chosen, or null for the default. */
  const sort = readSort(COURSE_SORT_OPTIONS, params.get('sort'));
  const asTyped = params.get('asTyped') === '1';

  const update = useCallback(
    (change: UniversityChange) => {
      changeParams(
        (next) => {
          writeFilters(next, change, ALL);
          // A new search is corrected again.
          if (change.search !== undefined) next.delete('asTyped');
        },
        { replace: true },
      );
    },
    [changeParams],
  );

  /** A new history entry, unlike the filters: Back returns to the order before. */
  const changeSort = useCallback(
    (value: CourseSort) => changeParams((next) => writeSort(next, value)),
    [changeParams],
  );

  /**
   * Resets the search and the three filters and empties the query string. The chosen order is
   * not a filter and stays.
   */
  const clear = useCallback(() => changeParams(keepOnlySort, { replace: true }), [changeParams]);

  /** 'Search instead for {typed}': this URL with asTyped=1. */
  const asTypedTo = useCallback(
    (typed: string): To => {
      const next = new URLSearchParams(params);
      next.set('search', typed);
      next.set('asTyped', '1');
      return { search: `?${next}` };
    },
    [params],
  );

  return { search, filters, sort, asTyped, update, changeSort, clear, asTypedTo };
}
