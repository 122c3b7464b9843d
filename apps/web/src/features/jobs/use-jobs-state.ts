import { ANY, type JobFilters } from '@app/core/job-search';
import type { JobSort } from '@app/core/jobs-api';
import { useCallback, useMemo } from 'react';
import { JOB_SORT_OPTIONS, keepOnlySort, readSort, writeSort } from '@/lib/result-sort';
import { useUrlParams, writeFilters } from '@/lib/use-url-params';

/** A change from the filter panel: single-valued filters, or one skill added or removed. */
export type JobFiltersChange = Partial<Omit<JobFilters, 'skills'>> & {
  addSkill?: string;
  removeSkill?: string;
};

/** The single-valued filters and their names in the URL (the API's names too). */
const FILTER_KEYS = ['company', 'location', 'remoteType', 'jobType', 'experienceLevel'] as const;

/**
 * The page's search, order and filters, all kept in the URL so a filtered list can be shared,
 * reloaded and gone back to: ?search=&sort=&company=&location=&remoteType=&jobType=
 * &experienceLevel= and one ?skill= per chosen skill (the spec's ?skill= and ?company= links are
 * the same parameters). Each change is a history entry: Back returns to the list before it.
 * Submitting a search keeps the filters and the chosen order (absent for the default).
 */
export function useJobsState() {
  const { params, change } = useUrlParams();
  const search = params.get('search') ?? '';
  /** The order chosen, or null for the default. */
  const sort = readSort(JOB_SORT_OPTIONS, params.get('sort'));

  const filters = useMemo((): JobFilters => {
    const one = (key: (typeof FILTER_KEYS)[number]) => params.get(key)?.trim() || undefined;
    const skills: string[] = [];
    for (const raw of params.getAll('skill')) {
      const skill = raw.trim();
      if (skill && !skills.some((s) => s.toLowerCase() === skill.toLowerCase())) skills.push(skill);
    }
    return {
      company: one('company') ?? ANY,
      location: params.get('location') ?? '',
      remoteType: one('remoteType') ?? ANY,
      jobType: one('jobType') ?? ANY,
      experienceLevel: one('experienceLevel') ?? ANY,
      skills,
    };
  }, [params]);

  const submitSearch = useCallback(
    (text: string) => change((next) => writeText(next, 'search', text.trim())),
    [change],
  );

  /** Best match, the default of a search, leaves the URL without a sort. */
  const changeSort = useCallback((value: JobSort) => change((next) => writeSort(next, value)), [change]);

  const updateFilters = useCallback(
    (edit: JobFiltersChange) =>
      change((next) => {
        const { addSkill, removeSkill, location, ...single } = edit;
        writeFilters(next, single, ANY);
        if (location !== undefined) writeText(next, 'location', location);
        // Skills are added and removed one at a time on the newest URL, so two picked in quick
        // succession (before the page renders again) both stay.
        const skills = next.getAll('skill');
        if (addSkill && !skills.some((s) => s.toLowerCase() === addSkill.toLowerCase())) {
          next.append('skill', addSkill);
        }
        if (removeSkill) {
          next.delete('skill');
          for (const skill of skills) if (skill !== removeSkill) next.append('skill', skill);
        }
      }),
    [change],
  );

  /** 'Clear all': every filter goes, the search and the chosen order stay. */
  const clearFilters = useCallback(
    () =>
      change((next) => {
        for (const key of [...FILTER_KEYS, 'skill']) next.delete(key);
      }),
    [change],
  );

  /** 'Clear filters' of an empty result: search and filters go, the chosen order stays. */
  const clearEverything = useCallback(() => change(keepOnlySort), [change]);

  return { search, sort, filters, submitSearch, changeSort, updateFilters, clearFilters, clearEverything };
}

/**
 * Free text (the search, a location), gone when blank. Kept as typed: the location box is
 * read back from the URL, and a trimmed copy would eat the space just typed between two words.
 */
function writeText(next: URLSearchParams, key: string, text: string) {
  if (text.trim()) next.set(key, text);
  else next.delete(key);
}
