import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * `useSearchParams` whose `change` edits the newest URL written. React Router hands a functional
 * update the parameters of the last render, so two changes made before the page renders again
 * (two dropdowns in quick succession) would each start from the same old URL and the second
 * would undo the first.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );

  return { params, setParams, change };
}

/** Writes each given filter into `next`; an empty value or `all` removes it from the URL. */
export function writeFilters(next: URLSearchParams, change: Record<string, string | undefined>, all: string) {
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value.trim() === '' || value === all) next.delete(key);
    else next.set(key, value);
  }
}
