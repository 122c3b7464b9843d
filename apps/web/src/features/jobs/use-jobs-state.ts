import { ANY, type JobFilters, NO_JOB_FILTERS } from '@app/core/job-search';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's search and filters (spec: query parameters search, skill and company are read;
 * submitting a search sets only search in the URL). The search lives in the URL; the filters live
 * in the page, started from ?company= and ?skill= and kept while searching.
 */
export function useJobsState() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
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
      setParams(trimmed ? { search: trimmed } : {}, { replace: false });
    },
    [setParams],
  );

  const updateFilters = useCallback((change: Partial<JobFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
  }, []);

  const clearFilters = useCallback(() => setFilters(NO_JOB_FILTERS), []);

  return { search, filters, submitSearch, updateFilters, clearFilters };
}
