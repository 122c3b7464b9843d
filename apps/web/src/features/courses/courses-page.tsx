import type { CourseListParams } from '@app/core/catalog-api';
import { COURSE_PAGE_DEFAULT } from '@app/core/course-options';
import { ALL, type CourseFilters, type CourseSort, hasActiveFilters } from '@app/core/course-search';
import { countOf, formatCount } from '@app/core/format-count';
import { LOADING_LIVE_MESSAGE, liveLoadingMessage } from '@app/core/live-loading';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Loader2, SearchX } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { ResultsSummary } from '@/components/results-summary';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { catalogKeys, fetchLiveSources } from '@/lib/catalog-api';
import { placeholderKeys } from '@/lib/placeholder-keys';
import { shownSort } from '@/lib/result-sort';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CourseFiltersBar } from './course-filters';
import { CourseGrid } from './course-grid';
import { courseFacetsQuery, courseListQuery } from './course-list-query';
import { type CatalogueChange, useCatalogueState } from './use-catalogue-state';

/**
 * The loading banner (spec section 4, "Course loading"), from the server's per-source readiness:
 * 'Loading live courses…' while live sources load and none has courses yet, 'Loading remaining
 * courses...' while some have and more are loading. Until the readiness answers, the first page
 * of the catalogue (which holds the live courses) counts as the live courses loading. When a
 * source finishes, the catalogue is fetched again so its courses appear.
 */
function useLiveLoadingBanner(firstPagePending: boolean): string | null {
  const queryClient = useQueryClient();
  const live = useQuery({
    queryKey: catalogKeys.liveSources,
    queryFn: ({ signal }) => fetchLiveSources(signal),
    refetchInterval: (q) => (q.state.data?.sources.some((s) => s.loading) ? 2_000 : false),
  });
  const loading =
    live.data?.sources
      .filter((s) => s.loading)
      .map((s) => s.source)
      .join(',') ?? '';
  const wasLoading = useRef(loading);
  useEffect(() => {
    const finished = wasLoading.current.split(',').some((s) => s && !loading.split(',').includes(s));
    wasLoading.current = loading;
    if (finished) {
      void queryClient.invalidateQueries({
        queryKey: catalogKeys.all,
        predicate: (q) => q.queryKey[1] !== catalogKeys.liveSources[1],
      });
    }
  }, [loading, queryClient]);
  if (live.data) return liveLoadingMessage(live.data.sources);
  return firstPagePending ? LOADING_LIVE_MESSAGE : null;
}

export function CoursesPage() {
  useDocumentTitle(
    'Tech Companies Courses',
    'Search industry certification courses from technology companies by skill, category, provider, level and price.',
  );
  const { search, filters, sort, asTyped, retired, update, changeSort, changeRetired, clear, asTypedLink } =
    useCatalogueState();
  const { category, provider, level, price } = filters;
  const order = shownSort(search, sort, 'title');
  const params = useMemo(
    () => catalogueListParams(search, { category, provider, level, price }, order, asTyped, retired),
    [search, category, provider, level, price, order, asTyped, retired],
  );

  // The next results are asked for as the key is pressed. A typed search reaches the URL (and so
  // the page) when they are in, or after SEARCH_URL_WAIT_MS at the latest: the page then renders
  // once, with the new results, instead of once with the old ones while the main thread should be
  // taking the answer in (bench:keystroke). Filters apply at once.
  const queryClient = useQueryClient();
  const typed = useRef(0);
  const change = useCallback(
    (edit: CatalogueChange) => {
      const next = { ...filters };
      for (const key of ['category', 'provider', 'level', 'price'] as const)
        if (edit[key] !== undefined) next[key] = edit[key].trim() || ALL;
      const nextSearch = edit.search ?? search;
      const nextAsTyped = edit.search === undefined && asTyped;
      const nextParams = catalogueListParams(
        nextSearch,
        next,
        shownSort(nextSearch, sort, 'title'),
        nextAsTyped,
        retired,
      );
      const answer = queryClient.prefetchInfiniteQuery(courseListQuery(nextParams));
      if (edit.search === undefined) {
        update(edit);
        return;
      }
      const keystroke = ++typed.current;
      void Promise.race([answer, wait(SEARCH_URL_WAIT_MS)]).then(() => {
        // A later keystroke's text replaces this one's.
        if (keystroke === typed.current) update(edit);
      });
    },
    [filters, search, asTyped, sort, retired, queryClient, update],
  );

  const query = useInfiniteQuery({
    ...courseListQuery(params),
    // While a new search loads, the previous results stay on screen instead of a blank grid.
    placeholderData: keepPreviousData,
  });

  const facets = useQuery(courseFacetsQuery);

  const pages = query.data?.pages;
  const first = pages?.[0];
  const courses = useMemo(() => pages?.flatMap((p) => p.courses) ?? [], [pages]);
  const active = hasActiveFilters(search, filters);
  const resetKey = JSON.stringify(params);

  // The search the results on screen answer: while the next one loads, the previous results and
  // their 'Showing results for' stay, so the notice names the search it was about.
  const answered = useRef('');
  if (first && !query.isPlaceholderData) answered.current = params.search ?? '';
  const typedLink = asTypedLink(answered.current);

  const banner = useLiveLoadingBanner(query.isPending);

  return (
    <div className="mx-auto w-full max-w-[1648px] px-4 py-10 sm:px-6">
      <header className="mb-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Tech Companies Courses</h1>
        {/* A div: the loading skeleton inside is a div, which a <p> may not hold. */}
        <div className="mt-3 min-h-7 text-lg text-muted-foreground">
          {first ? (
            `${formatCount(first.catalogueTotal)}+ industry certifications and professional courses`
          ) : (
            <Skeleton className="mx-auto h-7 w-96 max-w-full" />
          )}
        </div>
      </header>

      <div role="status" aria-live="polite" className="mb-4 min-h-0 empty:hidden">
        {banner && (
          <div
            data-testid="loading-banner"
            className="flex items-center justify-center gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-sm font-medium text-accent-foreground"
          >
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {banner}
          </div>
        )}
      </div>

      <CourseFiltersBar
        search={search}
        filters={filters}
        facets={facets.data?.facets}
        sort={order}
        active={active}
        onChange={change}
        onSortChange={changeSort}
        onClear={clear}
      />

      <h2 className="sr-only">Courses</h2>
      <ResultsSummary
        className="mt-6 mb-2"
        count={
          <p className="text-base font-semibold" data-testid="courses-found">
            {first ? `${countOf(first.total, retired ? 'retired course' : 'course')} found` : ' '}
          </p>
        }
        correctedSearch={first?.correctedSearch}
        typed={answered.current}
        asTypedTo={typedLink.to}
        asTypedState={typedLink.state}
        aside={
          <>
            {query.isPlaceholderData && (
              <div className="flex h-6 items-center">
                <Spinner className="size-4" label="Updating results" />
              </div>
            )}
            <div className="ml-auto flex shrink-0 items-center gap-2">
              <Switch id="show-retired" checked={retired} onCheckedChange={changeRetired} />
              <Label htmlFor="show-retired" className="text-sm font-medium">
                Retired courses only
              </Label>
            </div>
          </>
        }
      />
      {retired && (
        <p className="mb-4 text-sm text-muted-foreground" data-testid="retired-notice">
          These courses are no longer offered by their vendors. Open one to see what replaced it.
        </p>
      )}

      {query.isError && !first ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <GridSkeleton />
      ) : first && first.total === 0 ? (
        first.catalogueTotal === 0 && !active ? (
          <EmptyState title="No courses available." />
        ) : (
          <EmptyState
            title="No courses found"
            text="Try adjusting your search criteria or filters"
            action={
              <Button onClick={clear} className="mt-6">
                Clear all filters
              </Button>
            }
          />
        )
      ) : (
        <CourseGrid
          courses={courses}
          total={first?.total ?? 0}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={() => void query.fetchNextPage()}
          resetKey={resetKey}
        />
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-destructive">
          Failed to load courses.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.fetchNextPage()}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}

/** The longest a typed search waits for its results before the page shows it is updating. */
const SEARCH_URL_WAIT_MS = 150;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the page asks the API for: without a search the order is by title whatever the sort, so none is sent. */
function catalogueListParams(
  search: string,
  filters: CourseFilters,
  order: CourseSort,
  asTyped: boolean,
  retired: boolean,
): CourseListParams {
  const text = search.trim();
  return {
    search: text,
    ...filters,
    ...(retired ? { status: 'retired' as const } : {}),
    ...(text ? { sort: order } : {}),
    ...(text && asTyped ? { asTyped: '1' } : {}),
    limit: COURSE_PAGE_DEFAULT,
  };
}

function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <p className="mt-4 text-xl font-semibold">{title}</p>
      {text && <p className="mt-2 text-muted-foreground">{text}</p>}
      {action}
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-destructive/40 px-6 py-16 text-center"
    >
      <AlertCircle aria-hidden="true" className="size-12 text-destructive" />
      <p className="mt-4 text-xl font-semibold">Failed to load courses.</p>
      <p className="mt-2 text-muted-foreground">Check your connection and try again.</p>
      <Button onClick={onRetry} className="mt-6">
        Try again
      </Button>
    </div>
  );
}

function GridSkeleton() {
  return (
    <div className="flex flex-wrap justify-center gap-[30px]" data-testid="courses-loading">
      {placeholderKeys(3).map((key) => (
        <Skeleton key={key} className="h-[450px] w-[320px] rounded-xl" />
      ))}
    </div>
  );
}
