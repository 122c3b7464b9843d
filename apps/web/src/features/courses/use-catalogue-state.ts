import { LEVELS, PRICE_FILTERS } from '@app/core/course-options';
import { ALL, type CourseFilters, type CourseSort } from '@app/core/course-search';
import { useCallback, useEffect } from 'react';
import { type To, useLocation } from 'react-router';
import { COURSE_SORT_OPTIONS, keepOnlySort, readSort, writeSort } from '@/lib/result-sort';
import { useUrlParams, writeFilters } from '@/lib/use-url-params';

export type CatalogueChange = Partial<CourseFilters & { search: string }>;

/** Marks history entries the page wrote itself, as opposed to links and typed URLs. */
const OWN_STATE = { catalogueFilters: true } as const;

const oneOf = (allowed: readonly string[], value: string | null) =>
  value !== null && allowed.includes(value) ? value : ALL;

/**
 * The search text and the four filters, kept in the URL (?search=&category=&provider=&level=&price=)
 * so a result can be shared, reloaded and gone back to; so is ?status=retired, which lists the
 * retired courses instead of the ones still offered. So are the chosen order (?sort=title;
 * absent for the default) and ?asTyped=1, the search run as typed instead of corrected.
 *
 * Spec: the search parameter prefills the search box; the provider parameter sets the provider
 * filter and empties the search text. The second rule applies to URLs the page did not write
 * itself (a "View Courses" link, a typed or shared URL), so that a search within a provider the
 * user picked here survives a reload of the page's own history entry.
 */
export function useCatalogueState() {
  const { params, setParams, change: changeParams } = useUrlParams();
  const location = useLocation();
  const own = (location.state as { catalogueFilters?: boolean } | null)?.catalogueFilters === true;
  const providerArrival = !own && params.has('provider');

  const filters: CourseFilters = {
    category: params.get('category')?.trim() || ALL,
    provider: params.get('provider')?.trim() || ALL,
    level: oneOf(LEVELS, params.get('level')),
    price: oneOf(PRICE_FILTERS, params.get('price')),
  };
  const search = providerArrival ? '' : (params.get('search') ?? '');
  /** The order chosen, or null for the default. */
  const sort = readSort(COURSE_SORT_OPTIONS, params.get('sort'));
  const asTyped = params.get('asTyped') === '1';
  const retired = params.get('status') === 'retired';

  useEffect(() => {
    if (providerArrival && params.has('search')) {
      const next = new URLSearchParams(params);
      next.delete('search');
      setParams(next, { replace: true, state: OWN_STATE });
    }
  }, [providerArrival, params, setParams]);

  const update = useCallback(
    (change: CatalogueChange) => {
      changeParams(
        (next) => {
          writeFilters(next, change, ALL);
          // A new search is corrected again.
          if (change.search !== undefined) next.delete('asTyped');
        },
        // A new search renders at once rather than as a transition in 5 ms slices: the courses
        // page changes the URL when the results are already in (bench:keystroke).
        { replace: true, state: OWN_STATE, flushSync: change.search !== undefined },
      );
    },
    [changeParams],
  );

  /** Lists the retired courses, or the ones still offered again. */
  const changeRetired = useCallback(
    (on: boolean) =>
      changeParams((next) => writeFilters(next, { status: on ? 'retired' : ALL }, ALL), {
        replace: true,
        state: OWN_STATE,
      }),
    [changeParams],
  );

  /** A new history entry, unlike the filters: Back returns to the order before. */
  const changeSort = useCallback(
    (value: CourseSort) => changeParams((next) => writeSort(next, value), { state: OWN_STATE }),
    [changeParams],
  );

  /**
   * Spec: resets search and all four filters to 'all' and empties the query string (back to the
   * courses still offered). The chosen order is not a filter and stays.
   */
  const clear = useCallback(
    () => changeParams(keepOnlySort, { replace: true, state: OWN_STATE }),
    [changeParams],
  );

  /** 'Search instead for {typed}': this URL with asTyped=1. */
  const asTypedLink = useCallback(
    (typed: string): { to: To; state: typeof OWN_STATE } => {
      const next = new URLSearchParams(params);
      next.set('search', typed);
      next.set('asTyped', '1');
      return { to: { search: `?${next}` }, state: OWN_STATE };
    },
    [params],
  );

  return { search, filters, sort, asTyped, retired, update, changeSort, changeRetired, clear, asTypedLink };
}
