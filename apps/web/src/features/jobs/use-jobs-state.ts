import { ANY, type JobFilters, NO_JOB_FILTERS } from '@app/core/job-search';
import type { JobSort } from '@app/core/jobs-api';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_SORT_OPTIONS, readSort, writeSort } from '@/lib/result-sort';

/**
 * The page's search and filters (spec: query parameters search, skill and company are read;
 * submitting a search sets only search in the URL). The search lives in the URL; the filters live
 * in the page, started from ?company= and ?skill= and kept while searching. The chosen order is
 * not a filter: it lives in the URL beside the search (?sort=newest; absent for the default) and
 * stays when another search is submitted.
 */
export function useJobsState() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  /** The order chosen, or null for the default. */
  const sort = readSort(JOB_SORT_OPTIONS, params.get('sort'));
  const skillParam = params.get('skill')?.trim() || null;
  const companyParam = params.get('company')?.trim() || null;
  const [filters, setFilters] = useState<JobFilters>(() => ({
    ...NO_JOB_FILTERS,
    company: companyParam ?? ANY,
    skills: skillParam ? [skillParam] : [],
  }));

  // A link to ?skill= or ?company= followed while on the page preselects that filter too.
  useEffect(() => {
    if (!skillParam && !companyParam) return;
    setFilters((current) => ({
      ...current,
      ...(companyParam ? { company: companyParam } : {}),
      ...(skillParam && !current.skills.some((s) => s.toLowerCase() === skillParam.toLowerCase())
        ? { skills: [...current.skills, skillParam] }
        : {}),
    }));
  }, [skillParam, companyParam]);

  const submitSearch = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      const next = new URLSearchParams();
      if (trimmed) next.set('search', trimmed);
      if (sort) next.set('sort', sort);
      setParams(next, { replace: false });
    },
    [setParams, sort],
  );

  /** A new history entry, like a search: Back returns to the order before. */
  const changeSort = useCallback(
    (value: JobSort) => {
      const next = new URLSearchParams();
      if (search) next.set('search', search);
      writeSort(next, value);
      setParams(next, { replace: false });
    },
    [setParams, search],
  );

  const updateFilters = useCallback((change: Partial<JobFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
  }, []);

  const clearFilters = useCallback(() => setFilters(NO_JOB_FILTERS), []);

  return { search, sort, filters, submitSearch, changeSort, updateFilters, clearFilters };
}
