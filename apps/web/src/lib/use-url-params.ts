import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * `useSearchParams` whose `change` edits the newest URL written. React Router hands a functional
 * update the parameters of the last render, so two changes made before the page renders again
 * (two dropdowns in quick succession) would each start from the same old URL and the second
 * would undo the first. A render in between that still shows the old URL (the navigation has not
 * landed yet) must not bring the old URL back either: the URLs written and not yet rendered are
 * kept, and the rendered URL is taken as the newest only when none is pending (Back, a link).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  const pending = useRef<string[]>([]);
  if (rendered.current !== params) {
    rendered.current = params;
    const landed = pending.current.indexOf(params.toString());
    pending.current = landed >= 0 ? pending.current.slice(landed + 1) : [];
    const newest = pending.current.at(-1);
    latest.current = newest === undefined ? params : new URLSearchParams(newest);
  }

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      pending.current.push(next.toString());
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
