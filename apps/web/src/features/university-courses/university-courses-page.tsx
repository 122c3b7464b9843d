import { COURSE_PAGE_DEFAULT } from '@app/core/course-options';
import { formatCount } from '@app/core/format-count';
import type { UniversityCourseListParams, UniversityFacets } from '@app/core/university-api';
import { FRESH_FETCH_WAIT_MS, UNIVERSITY_TEXTS } from '@app/core/university-options';
import { hasActiveUniversityFilters } from '@app/core/university-search';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Loader2, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ResultsSummary } from '@/components/results-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { placeholderKeys } from '@/lib/placeholder-keys';
import { shownSort } from '@/lib/result-sort';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fetchUniversityCourses, triggerUniversityFetch, universityKeys } from './university-api';
import { UniversityCourseGrid } from './university-course-grid';
import { ClearFiltersButton, UniversityFiltersBar } from './university-filters';
import { useUniversityState } from './use-university-state';

/** While a fetch from the sources runs and nothing is active yet, the page reads again this often. */
const POLL_WHILE_FETCHING_MS = 3_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /university-courses (spec section 2): the count, search and three filters (kept in the URL),
 * '{N} courses found' with 'Clear filters', and the virtualised grid fetching pages as it scrolls.
 * When no course is active, the page asks the server to fetch them and reads again a second later
 * (spec section 4); the server decides whether a fetch actually starts.
 */
export function UniversityCoursesPage() {
  useDocumentTitle(
    'University Courses',
    'Search online courses from universities on Coursera and edX by country, category and level.',
  );
  const queryClient = useQueryClient();
  const { search, filters, sort, asTyped, update, changeSort, clear, asTypedTo } = useUniversityState();
  const [clearCount, setClearCount] = useState(0);
  const { country, category, level } = filters;
  const order = shownSort(search, sort, 'title');
  const params = useMemo((): UniversityCourseListParams => {
    const text = search.trim();
    return {
      search: text,
      country,
      category,
      level,
      // Without a search the order is by title whatever the sort, so none is sent.
      ...(text ? { sort: order } : {}),
      ...(text && asTyped ? { asTyped: '1' } : {}),
      limit: COURSE_PAGE_DEFAULT,
    };
  }, [search, country, category, level, order, asTyped]);

  const query = useInfiniteQuery({
    queryKey: universityKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchUniversityCourses({ ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // While a new search loads, the previous results stay on screen instead of a blank grid.
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const first = q.state.data?.pages[0];
      return first && first.catalogueTotal === 0 && first.fetching ? POLL_WHILE_FETCHING_MS : false;
    },
  });

  const pages = query.data?.pages;
  const first = pages?.[0];
  const courses = useMemo(() => pages?.flatMap((p) => p.courses) ?? [], [pages]);
  // The dropdown options cover every active course; keep the last ones while a search loads.
  const facetsRef = useRef<UniversityFacets | undefined>(undefined);
  if (first) facetsRef.current = first.facets;
  const active = hasActiveUniversityFilters(search, filters);
  // The search the results on screen answer: while the next one loads, the previous results and
  // their 'Showing results for' stay, so the notice names the search it was about.
  const answered = useRef('');
  if (first && !query.isPlaceholderData) answered.current = params.search ?? '';
  const resetKey = JSON.stringify(params);

  // Spec: with no active course, trigger the fetch, wait a second, then read.
  const nothingActive = first?.catalogueTotal === 0;
  const triggered = useRef(false);
  const [awaitingFetch, setAwaitingFetch] = useState(false);
  useEffect(() => {
    if (!nothingActive || triggered.current) return;
    triggered.current = true;
    setAwaitingFetch(true);
    void (async () => {
      try {
        await triggerUniversityFetch();
      } catch {
        // Reading again shows whatever there is; the list call reports real failures.
      }
      await wait(FRESH_FETCH_WAIT_MS);
      await queryClient.invalidateQueries({ queryKey: universityKeys.all });
      setAwaitingFetch(false);
    })();
  }, [nothingActive, queryClient]);

  const onClear = () => {
    setClearCount((n) => n + 1);
    clear();
  };
  const fetchingCourses = nothingActive && (awaitingFetch || first?.fetching === true);

  return (
    <div className="mx-auto w-full max-w-[1648px] px-4 py-10 sm:px-6">
      <header className="mb-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">University Courses</h1>
        {/* A div: the loading skeleton inside is a div, which a <p> may not hold. */}
        <div className="mt-3 min-h-7 text-lg text-muted-foreground" data-testid="university-count">
          {first ? (
            `Explore ${formatCount(first.catalogueTotal)} courses from universities around the world`
          ) : (
            <Skeleton className="mx-auto h-7 w-96 max-w-full" />
          )}
        </div>
      </header>

      <UniversityFiltersBar
        search={search}
        filters={filters}
        facets={facetsRef.current}
        sort={order}
        onChange={update}
        onSortChange={changeSort}
        clearCount={clearCount}
      />

      <ResultsSummary
        className="mt-6 mb-3"
        count={
          <div className="flex min-h-9 items-center">
            <h2 className="text-base font-semibold" data-testid="university-found">
              {first ? UNIVERSITY_TEXTS.found(first.total) : ' '}
            </h2>
          </div>
        }
        correctedSearch={first?.correctedSearch}
        typed={answered.current}
        asTypedTo={asTypedTo(answered.current)}
        aside={
          (active || query.isPlaceholderData) && (
            <div className="flex min-h-9 shrink-0 items-center gap-3">
              {active && <ClearFiltersButton onClear={onClear} />}
              {query.isPlaceholderData && <Spinner className="size-4" label="Updating results" />}
            </div>
          )
        }
      />

      {query.isError && !first ? (
        <ErrorCard error={query.error} onRetry={() => query.refetch()} />
      ) : query.isPending ? (
        <GridSkeleton />
      ) : fetchingCourses ? (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16"
        >
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-primary" />
          <p className="text-lg font-medium">Fetching university courses...</p>
        </div>
      ) : first && first.total === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
          <p className="mt-4 text-xl font-semibold">{UNIVERSITY_TEXTS.emptyTitle}</p>
          <p className="mt-2 text-muted-foreground">{UNIVERSITY_TEXTS.emptyText}</p>
        </div>
      ) : (
        <UniversityCourseGrid
          courses={courses}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={() => void query.fetchNextPage()}
          resetKey={resetKey}
        />
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-destructive">
          {UNIVERSITY_TEXTS.errorFallback}.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.fetchNextPage()}>
            Try again
          </Button>
        </p>
      )}
    </div>
  );
}

/**
 * Spec section 8: a card titled Error with the message, or 'Failed to fetch university courses'.
 * The message is the server's own when it explained the failure; a bare HTTP or network failure
 * gets the spec's text.
 */
function ErrorCard({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const explained = isApiError(error) && error.code !== 'http_error' && error.code !== 'network_error';
  const message = explained && error.message ? error.message : UNIVERSITY_TEXTS.errorFallback;
  return (
    <Card role="alert" className="mx-auto max-w-xl border-destructive/40" data-testid="university-error">
      <CardHeader className="items-center text-center">
        <AlertCircle aria-hidden="true" className="size-10 text-destructive" />
        <CardTitle as="h2" className="text-xl">
          {UNIVERSITY_TEXTS.errorTitle}
        </CardTitle>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button onClick={onRetry}>Try again</Button>
      </CardContent>
    </Card>
  );
}

function GridSkeleton() {
  return (
    <div className="flex flex-wrap justify-center gap-6" data-testid="university-loading">
      {placeholderKeys(3).map((key) => (
        <Skeleton key={key} className="h-[376px] w-[320px] rounded-xl" />
      ))}
    </div>
  );
}
