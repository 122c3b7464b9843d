import { CATALOG_LAYOUT } from '@app/core/catalog-layout';
import type { UniversityCourse } from '@app/core/university-course';
import { UNIVERSITY_GRID, universityGridLayout } from '@app/core/university-layout';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useWindowList } from '@/lib/use-window-list';
import { useWindowSize } from '@/lib/use-window-size';
import { quietGridOptions } from '@/lib/virtualizer-options';
import { UniversityCourseCard } from './university-course-card';
import { useElementWidth } from './use-element-width';

interface UniversityCourseGridProps {
  courses: readonly UniversityCourse[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Changes whenever the search or filters change, to start again at the top. */
  resetKey: string;
}

/** Start loading the next page when the last loaded row is this close. */
const PREFETCH_ROWS = 2;

/**
 * The virtualised card grid (spec section 9): 320 px cards, 400 px rows 24 px apart, at most 600 px
 * high, two rows of overscan. Only the rows in view (plus the overscan) are in the DOM, and the next
 * page is fetched as the user nears the end of what is loaded. On a phone (the catalogue's phone
 * width) the cards are one column that scrolls with the page instead of a box inside it.
 */
export function UniversityCourseGrid(props: UniversityCourseGridProps) {
  const { width } = useWindowSize();
  return width < CATALOG_LAYOUT.mobileBreakpoint ? (
    <UniversityWindowList {...props} />
  ) : (
    <UniversityGridBox {...props} />
  );
}

function UniversityGridBox({
  courses,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  resetKey,
}: UniversityCourseGridProps) {
  const G = UNIVERSITY_GRID;
  const boxRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLElement>(null);
  const width = useElementWidth(boxRef);
  const layout = universityGridLayout(width || G.cardWidth, courses.length, hasNextPage ? 1 : 0);
  const rowCount = layout.rows + (hasNextPage ? 1 : 0);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    // Fixed rows (the spec's 400 px): no measuring, so rows never drift.
    estimateSize: () => G.rowHeight,
    overscan: G.overscanRows,
    ...quietGridOptions(),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= layout.rows - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, layout.rows, fetchNextPage]);

  // A new search starts at the top of the grid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  const rowWidth = layout.columns * layout.cardWidth + (layout.columns - 1) * G.gap;

  return (
    <div ref={boxRef} className="w-full">
      <section
        ref={scrollRef}
        aria-label="University course results"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls and must take focus to scroll by keyboard.
        tabIndex={0}
        data-testid="university-grid"
        className="overflow-y-auto overscroll-contain rounded-xl"
        style={{ height: layout.height }}
      >
        <div className="relative mx-auto" style={{ height: virtualizer.getTotalSize(), width: rowWidth }}>
          {items.map((row) => {
            const start = row.index * layout.columns;
            return (
              <div
                key={row.key}
                data-index={row.index}
                className="absolute top-0 left-0 flex w-full"
                style={{ height: G.rowHeight, transform: `translateY(${row.start}px)`, columnGap: G.gap }}
              >
                {row.index >= layout.rows ? (
                  <div className="flex h-full w-full items-start justify-center pt-8">
                    <Spinner label="Loading more courses" />
                  </div>
                ) : (
                  courses.slice(start, start + layout.columns).map((course) => (
                    <div key={course.id} style={{ width: layout.cardWidth }}>
                      <UniversityCourseCard course={course} height={layout.cardHeight} />
                    </div>
                  ))
                )}
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}

/** On a phone: one card a row in the page itself, virtualised against the window's scroll. */
function UniversityWindowList({
  courses,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  resetKey,
}: UniversityCourseGridProps) {
  const G = UNIVERSITY_GRID;
  // One card a row, as wide as the page.
  const layout = universityGridLayout(G.cardWidth, courses.length);
  const { listRef, virtualizer, items, scrollMargin } = useWindowList({
    loadedRows: layout.rows,
    rowHeight: G.rowHeight,
    overscan: G.overscanRows,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    resetKey,
  });

  return (
    <section
      ref={listRef}
      aria-label="University course results"
      data-testid="university-grid"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          className="absolute top-0 left-0 w-full"
          style={{
            height: G.rowHeight,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {row.index >= layout.rows ? (
            <div className="flex h-full w-full items-start justify-center pt-8">
              <Spinner label="Loading more courses" />
            </div>
          ) : (
            courses[row.index] && (
              <UniversityCourseCard course={courses[row.index]!} height={layout.cardHeight} />
            )
          )}
        </div>
      ))}
    </section>
  );
}
