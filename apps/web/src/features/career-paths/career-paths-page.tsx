import { CAREER_PATHS_PER_PAGE, searchCareerPaths, showingCareerPaths } from '@app/core/career-path';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import { clampPage, pageCount, pageSlice } from '@app/core/pager';
import { Search, SearchX } from 'lucide-react';
import { type FormEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CareerPathCard } from './career-path-card';
import { CareerPathPager } from './career-path-pager';
import { CareerPathsCta } from './career-paths-cta';
import { useCareerPathParams } from './use-career-path-params';
import { useRelatedCourseIds } from './use-related-course-ids';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function CareerPathsPage() {
  useDocumentTitle(
    'Career Paths',
    'Explore about 150 tech career paths with their skills, salary ranges, growth outlook and the certification courses that lead there.',
  );
  const { query, page: askedPage, search, goToPage, clear } = useCareerPathParams();
  const [text, setText] = useState(query);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // Back, Forward and links change the URL's search; the box follows it.
  useEffect(() => setText(query), [query]);

  const results = useMemo(() => searchCareerPaths(CAREER_PATHS, query), [query]);
  const totalPages = pageCount(results.length, CAREER_PATHS_PER_PAGE);
  const page = clampPage(askedPage, totalPages);
  const shown = pageSlice(results, page, CAREER_PATHS_PER_PAGE);
  // The answer re-renders the page synchronously (a query's answer always does); deferred, the
  // cards take the course ids in a render React slices, not in that one long task.
  const courseIds = useDeferredValue(useRelatedCourseIds(shown.map((path) => path.id)));

  // A page number past the end (an old link, a shorter result) is corrected in place.
  useEffect(() => {
    if (askedPage !== page) goToPage(page, { replace: true });
  }, [askedPage, page, goToPage]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  function changePage(next: number) {
    goToPage(next);
    scrollToTop();
    // Keyboard and screen-reader users continue from the top of the new page, not the pager.
    summaryRef.current?.focus({ preventScroll: true });
  }

  function clearSearch() {
    setText('');
    clear();
  }

  return (
    <>
      <PageIntro
        title="Career Paths"
        description={`Explore ${CAREER_PATHS.length} career paths in tech: what each role does, what it pays, the skills it needs and the courses that lead there.`}
      >
        <search className="mx-auto mt-8 block max-w-2xl">
          <form onSubmit={submit} className="flex gap-2">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search career paths"
                placeholder="Search career paths by title, skills, or companies..."
                value={text}
                onChange={(event) => setText(event.target.value)}
                className="h-11 bg-background pl-9"
              />
            </div>
            <Button type="submit" size="lg">
              Search
            </Button>
          </form>
        </search>
      </PageIntro>

      <section aria-labelledby="career-paths-results" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="career-paths-results" className="sr-only">
          Career paths
        </h2>
        <p
          ref={summaryRef}
          tabIndex={-1}
          role="status"
          className="mb-6 text-base font-semibold outline-none"
          data-testid="career-paths-count"
        >
          {showingCareerPaths(results.length)}
          {totalPages > 1 && (
            <span className="font-normal text-muted-foreground">
              {' '}
              · Page {page} of {totalPages}
            </span>
          )}
        </p>

        {results.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
            <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="mt-4 text-xl font-semibold">No career paths found matching your search.</p>
            <Button onClick={clearSearch} className="mt-6">
              Clear Search
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3" data-testid="career-paths-grid">
            {shown.map((path) => (
              <li key={path.id}>
                <CareerPathCard path={path} courseIds={courseIds} />
              </li>
            ))}
          </ul>
        )}

        {results.length > 0 && totalPages > 1 && (
          <CareerPathPager page={page} totalPages={totalPages} onPageChange={changePage} />
        )}
      </section>

      <CareerPathsCta />
    </>
  );
}
