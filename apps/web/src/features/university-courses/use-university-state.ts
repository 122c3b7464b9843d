import { ALL, type UniversityFilters } from '@app/core/university-search';
import { useCallback } from 'react';
import { useUrlParams, writeFilters } from '@/lib/use-url-params';

export type UniversityChange = Partial<UniversityFilters & { search: string }>;

/**
 * The search text and the three filters, kept in the URL (?search=&country=&category=&level=) so
 * a result can be shared, reloaded and gone back to. Spec: ?search= prefills the search box.
 */
export function useUniversityState() {
  const { params, setParams, change: changeParams } = useUrlParams();
  const filters: UniversityFilters = {
    country: params.get('country')?.trim() || ALL,
    category: params.get('category')?.trim() || ALL,
    level: params.get('level')?.trim() || ALL,
  };
  const search = params.get('search') ?? '';

  const update = useCallback(
    (change: UniversityChange) => {
      changeParams((next) => writeFilters(next, change, ALL), { replace: true });
    },
    [changeParams],
  );

  /** Resets the search and the three filters and empties the query string. */
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { search, filters, update, clear };
}
