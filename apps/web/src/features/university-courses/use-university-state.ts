import { ALL, type UniversityFilters } from '@app/core/university-search';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UniversityChange = Partial<UniversityFilters & { search: string }>;

/**
 * The search text and the three filters, kept in the URL (?search=&country=&category=&level=) so
 * a result can be shared, reloaded and gone back to. Spec: ?search= prefills the search box.
 */
export function useUniversityState() {
  const [params, setParams] = useSearchParams();
  const filters: UniversityFilters = {
    country: params.get('country')?.trim() || ALL,
    category: params.get('category')?.trim() || ALL,
    level: params.get('level')?.trim() || ALL,
  };
  const search = params.get('search') ?? '';

  const update = useCallback(
    (change: UniversityChange) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined) continue;
            if (value.trim() === '' || value === ALL) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Resets the search and the three filters and empties the query string. */
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { search, filters, update, clear };
}
