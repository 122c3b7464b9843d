import { jobFetchProblemText } from '@app/core/admin-console';
import { JOB_MESSAGES, JOB_PAGE_DEFAULT, JOB_SKELETON_CARDS } from '@app/core/job-options';
import { ANY, activeJobFilterCount } from '@app/core/job-search';
import type { JobListParams, JobListResponse, JobSummary } from '@app/core/jobs-api';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Briefcase, Loader2, RefreshCw, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SortSelect } from '@/components/filter-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { fetchJobList, jobKeys, runJobFetch } from '@/lib/jobs-api';
import { placeholderKeys } from '@/lib/placeholder-keys';
import { JOB_SORT_OPTIONS, shownSort } from '@/lib/result-sort';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEverTrue } from '@/lib/use-ever-true';
import { useRole } from '@/lib/use-role';
import { JobCard } from './job-card';
import { JobFetchNotice } from './job-fetch-notice';
import { JobFiltersPanel } from './job-filters-panel';
import { useJobsState } from './use-jobs-state';

// The details dialog (and Radix's dialog layers under it, ~9 KB compressed) loads when a job is
// first opened, not with the page; mounted from then on, so it can animate closed.
const JobDetailsDialog = lazy(async () => ({
  default: (await import('./job-details-dialog')).JobDetailsDialog,
}));

export function JobsPage() {
  useDocumentTitle(
    JOB_MESSAGES.pageTitle,
    'Search tech jobs from company job boards by skill, company, location, work type and experience level, and track your applications.',
  );
  const { isAdmin } = useRole();
  const { search, sort, filters, submitSearch, changeSort, updateFilters, clearFilters, clearEverything } =
    useJobsState();
  const order = shownSort(search, sort, 'newest');
  const [text, setText] = useState(search);
  const activeCount = activeJobFilterCount(filters);
  // A shared or reloaded filtered list opens with its filters in view.
  const [filtersOpen, setFiltersOpen] = useState(activeCount > 0);
  const [refreshing, setRefreshing] = useState(false);
  const [selected, setSelected] = useState<JobSummary | null>(null);
  const dialogWanted = useEverTrue(selected !== null);
  const panelId = useId();
  const searchId = useId();

  // A search arriving from the URL (a link, going back) replaces what is in the box.
  useEffect(() => setText(search), [search]);

  const params = useMemo<JobListParams>(() => {
    const p: JobListParams = { limit: JOB_PAGE_DEFAULT };
    if (search.trim()) {
      p.search = search.trim();
      // Without a search the list is newest first whatever the sort, so none is sent.
      p.sort = order;
    }
    if (filters.company !== ANY) p.company = filters.company;
    if (filters.location.trim()) p.location = filters.location.trim();
    if (filters.remoteType !== ANY) p.remoteType = filters.remoteType;
    if (filters.jobType !== ANY) p.jobType = filters.jobType;
    if (filters.experienceLevel !== ANY) p.experienceLevel = filters.experienceLevel;
    if (filters.skills.length > 0) p.skill = filters.skills;
    return p;
  }, [search, order, filters]);

  const query = useInfiniteQuery({
    queryKey: jobKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchJobList({ ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });

  // A page of job cards rendered at once is a long task on a phone; deferred, React renders it in
  // slices with the browser free in between (the skeletons or the previous list show meanwhile).
  const pages = useDeferredValue(query.data?.pages);
  const first = pages?.[0];
  const jobs = useMemo(() => pages?.flatMap((p) => p.jobs) ?? [], [pages]);
  const optionsRef = useRef<JobListResponse['options'] | undefined>(undefined);
  if (first) optionsRef.current = first.options;
  // Spec: a failed load is told in a toast.
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(JOB_MESSAGES.loadErrorTitle, JOB_MESSAGES.loadError);
  }, [failedAt]);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    submitSearch(text);
  }

  /**
   * Spec: a refresh runs the fetch function, then reloads the list. Only admins fetch from the job
   * boards (the server refuses anyone else), so only they see the button: for anyone else it could
   * only re-read the list while claiming the jobs were refreshed. Boards that fail are summed up in
   * one short toast; the admin panel's sync history names each.
   */
  async function refresh() {
    setRefreshing(true);
    try {
      let fetched = true;
      try {
        const result = await runJobFetch();
        const problem = jobFetchProblemText(result);
        if (result.success && result.summary) {
          toast.success(
            JOB_MESSAGES.fetchedTitle,
            JOB_MESSAGES.fetched(result.summary.total_fetched, Object.keys(result.summary.sources).length),
          );
          if (problem) toast.info('Some boards failed', problem);
        } else {
          fetched = false;
          toast.error(JOB_MESSAGES.fetchFailedTitle, problem || JOB_MESSAGES.fetchFailed);
        }
      } catch (error) {
        fetched = false;
        toast.error(JOB_MESSAGES.fetchFailedTitle, errorMessage(error, JOB_MESSAGES.fetchUnexpected));
      }
      const reloaded = await query.refetch();
      if (fetched && !reloaded.isError) toast.success(JOB_MESSAGES.refreshedTitle, JOB_MESSAGES.refreshed);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {JOB_MESSAGES.pageTitle}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-muted-foreground">
          Find opportunities at the technology companies whose certifications you are working towards.
        </p>
      </header>

      <search>
        <form onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              Search jobs
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search jobs by title, company, skill or keyword..."
              autoComplete="off"
              maxLength={200}
              className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-10 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
            />
          </div>
          <Button type="submit" size="lg">
            Search
          </Button>
        </form>
      </search>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <Badge className="ml-1 rounded-full px-1.5" data-testid="active-filter-count">
              {activeCount}
              <span className="sr-only"> active</span>
            </Badge>
          )}
        </Button>
        {activeCount > 0 && (
          <Button variant="ghost" onClick={clearFilters}>
            <X aria-hidden="true" />
            {JOB_MESSAGES.clearAll}
          </Button>
        )}
        <SortSelect
          value={order}
          options={JOB_SORT_OPTIONS}
          // Without a search there is nothing to match: the newest postings come first.
          unavailable={search.trim() === '' ? ['relevance'] : []}
          onChange={changeSort}
          className="w-44"
          selectClassName="h-10"
        />
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          // A line of its own on phones: the count's text is longer than "Loading" and would
          // otherwise wrap the row when the jobs arrive, pushing the list down.
          className="basis-full text-sm text-muted-foreground sm:basis-auto"
          data-testid="jobs-count"
        >
          {first ? JOB_MESSAGES.count(first.total, first.activeTotal) : JOB_MESSAGES.loading}
        </p>
        {isAdmin && (
          <Button variant="outline" className="ml-auto" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" />
            )}
            {refreshing ? JOB_MESSAGES.refreshing : JOB_MESSAGES.refresh}
          </Button>
        )}
      </div>

      <JobFetchNotice />

      {filtersOpen && (
        <div className="mt-4">
          <JobFiltersPanel
            id={panelId}
            filters={filters}
            options={optionsRef.current}
            onChange={updateFilters}
          />
        </div>
      )}

      <h2 className="sr-only">Jobs</h2>
      <div className="mt-6">
        {!first && !query.isError ? (
          // Also while the first answer is being rendered (deferred above).
          <GridSkeleton />
        ) : !first ? (
          <EmptyState
            title={JOB_MESSAGES.loadErrorTitle}
            text={JOB_MESSAGES.loadError}
            action={
              <Button onClick={() => void query.refetch()} className="mt-6">
                Try again
              </Button>
            }
          />
        ) : first.activeTotal === 0 ? (
          <EmptyState
            icon={<Briefcase aria-hidden="true" className="size-12 text-muted-foreground" />}
            title={JOB_MESSAGES.emptyTitle}
            text={JOB_MESSAGES.emptyText}
          />
        ) : first.total === 0 ? (
          <EmptyState
            title={JOB_MESSAGES.noMatchTitle}
            action={
              <Button onClick={clearEverything} className="mt-6">
                {JOB_MESSAGES.clearFilters}
              </Button>
            }
          />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="jobs-grid">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} onViewDetails={setSelected} />
                </li>
              ))}
            </ul>
            <MorePages
              hasNextPage={query.hasNextPage}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onMore={() => void query.fetchNextPage()}
            />
          </>
        )}
      </div>

      {dialogWanted && (
        <Suspense fallback={null}>
          <JobDetailsDialog job={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** Loads the next page when the end of the grid scrolls into view, or on the button. */
function MorePages({
  hasNextPage,
  loading,
  failed,
  onMore,
}: {
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || loading || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, loading, failed]);
  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="mt-8 flex flex-col items-center gap-2">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {JOB_MESSAGES.loadError}
        </p>
      )}
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading && <Loader2 aria-hidden="true" className="animate-spin" />}
        {loading ? 'Loading more jobs...' : 'Show more jobs'}
      </Button>
    </div>
  );
}

function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center"
      data-testid="jobs-empty"
    >
      {icon ?? <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />}
      <p className="mt-4 text-xl font-semibold">{title}</p>
      {text && <p className="mt-2 text-muted-foreground">{text}</p>}
      {action}
    </div>
  );
}

function GridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="jobs-loading">
      {placeholderKeys(JOB_SKELETON_CARDS).map((key) => (
        <div key={key} className="space-y-3 rounded-xl border bg-card p-5" data-testid="job-skeleton">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-20" />
          </div>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
