import { useCallback } from 'react';
import { useUrlParams } from '@/lib/use-url-params';

/**
 * The search text and page of the career paths browser, kept in the URL (?q=&page=) so a result
 * can be shared and reloaded, and Back returns to the previous search or page. Page 1 and an
 * empty search are left out of the URL.
 */
export function useCareerPathParams() {
  const { params, setParams, change } = useUrlParams();
  const query = params.get('q') ?? '';
  const parsed = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) ? parsed : 1;

  /** Spec: a new search starts again at page 1. */
  const search = useCallback(
    (text: string) => {
      const next = new URLSearchParams();
      if (text.trim()) next.set('q', text.trim());
      setParams(next);
    },
    [setParams],
  );

  const goToPage = useCallback(
    (target: number, options: { replace?: boolean } = {}) => {
      change(
        (next) => {
          if (target <= 1) next.delete('page');
          else next.set('page', String(target));
        },
        { replace: options.replace ?? false },
      );
    },
    [change],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { query, page, search, goToPage, clear };
}
