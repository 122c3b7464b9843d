import { CATALOG_LAYOUT, catalogGridLayout, type GridLayout } from '@app/core/catalog-layout';
import type { Course } from '@app/core/course';
import { countOf } from '@app/core/format-count';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CourseCard } from '@/components/course-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWindowList } from '@/lib/use-window-list';
import { useWindowSize } from '@/lib/use-window-size';
import { quietGridOptions } from '@/lib/virtualizer-options';

interface CourseGridProps {
  courses: readonly Course[];
  /** Courses matching, loaded or not. */
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Changes whenever the search or filters change, to start again at the top. */
  resetKey: string;
}

/** Start loading the next page when the last loaded row is this close. */
const PREFETCH_ROWS = 2;

/**
 * The catalogue's virtualised grid: only the rows in view (plus a few) are in the DOM, rows
 * have the spec's fixed height, and the next page is fetched as the user nears the end. On a
 * phone the cards are one column that scrolls with the page; wider, a box of rows scrolls inside
 * the page, with buttons to move it a row at a time.
 */
export function CourseGrid(props: CourseGridProps) {
  const windowSize = useWindowSize();
  const layout = catalogGridLayout(windowSize.width, windowSize.height, props.courses.length);
  return layout.isMobile ? (
    <WindowCourseList {...props} layout={layout} />
  ) : (
    <CourseGridBox {...props} layout={layout} />
  );
}

type LaidOutProps = CourseGridProps & { layout: GridLayout };

function CourseGridBox({
  courses,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  resetKey,
  layout,
}: LaidOutProps) {
  const loadedRows = layout.rows;
  const rowCount = loadedRows + (hasNextPage ? 1 : 0);
  const gridHeight = Math.min(layout.viewHeight, rowCount * CATALOG_LAYOUT.rowHeight);
  const totalRows = Math.ceil(total / layout.columns);
  const scrollRef = useRef<HTMLDivElement>(null);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CATALOG_LAYOUT.rowHeight,
    // One row (450 px) past each edge: fewer cards to render for each new search, still ahead of a scroll.
    overscan: 1,
    // The grid's size is set here, so the virtualizer need not read it back from the page.
    ...quietGridOptions<HTMLDivElement>({ width: layout.containerWidth, height: gridHeight }),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loadedRows - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, loadedRows, fetchNextPage]);

  // A new search starts at the top of the grid. Only when scrolled: scrolling reads the grid's
  // height back, a layout of the new results while they are still being put on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  const contentHeight = virtualizer.getTotalSize();
  const scrollable = contentHeight > gridHeight + 1;
  // The virtualizer re-renders on every scroll, so its offset is current here.
  const offset = virtualizer.scrollOffset ?? 0;
  const atTop = offset <= 1;
  const atBottom = offset + gridHeight >= contentHeight - 1;

  const scrollByRow = (direction: 1 | -1) =>
    scrollRef.current?.scrollBy({ top: direction * CATALOG_LAYOUT.rowHeight, behavior: 'smooth' });

  return (
    <div className="mx-auto w-full" style={{ maxWidth: layout.containerWidth }}>
      <div className="mb-3 flex min-h-10 items-center justify-between gap-3">
        <ScrollHint total={total} totalRows={totalRows} />
        {scrollable && (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label="Scroll up one row"
              disabled={atTop}
              onClick={() => scrollByRow(-1)}
            >
              <ChevronUp aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Scroll down one row"
              disabled={atBottom}
              onClick={() => scrollByRow(1)}
            >
              <ChevronDown aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <section
        ref={scrollRef}
        aria-label="Course results"
        // Scrollable regions must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls and must take focus to scroll by keyboard.
        tabIndex={0}
        data-testid="course-grid"
        className="overflow-y-auto overscroll-contain rounded-xl"
        style={{ height: gridHeight }}
      >
        <div className="relative w-full" style={{ height: contentHeight }}>
          {items.map((row) => (
            <div
              key={row.key}
              data-index={row.index}
              className="absolute top-0 left-0 flex w-full items-center justify-center"
              style={{ height: CATALOG_LAYOUT.rowHeight, transform: `translateY(${row.start}px)` }}
            >
              <GridRow courses={courses} index={row.index} loadedRows={loadedRows} layout={layout} />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * On a phone: one card a row in the page itself, virtualised against the window's scroll, so the
 * page scrolls through the results instead of a box inside it.
 */
function WindowCourseList({
  courses,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  resetKey,
  layout,
}: LaidOutProps) {
  const loadedRows = layout.rows;
  const { listRef, virtualizer, items, scrollMargin } = useWindowList({
    loadedRows,
    rowHeight: CATALOG_LAYOUT.rowHeight,
    overscan: 1,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    resetKey,
  });

  return (
    <div className="w-full">
      <div className="mb-3 flex min-h-10 items-center">
        <ScrollHint total={total} totalRows={Math.ceil(total / layout.columns)} />
      </div>
      <section
        ref={listRef}
        aria-label="Course results"
        data-testid="course-grid"
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            className="absolute top-0 left-0 flex w-full items-center justify-center"
            style={{
              height: CATALOG_LAYOUT.rowHeight,
              transform: `translateY(${row.start - scrollMargin}px)`,
            }}
          >
            <GridRow courses={courses} index={row.index} loadedRows={loadedRows} layout={layout} />
          </div>
        ))}
      </section>
    </div>
  );
}

function ScrollHint({ total, totalRows }: { total: number; totalRows: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {totalRows > 3 ? `Scroll to explore ${countOf(total, 'course')}` : ''}
    </p>
  );
}

/** One row of cards, or the spinner of the page still loading. */
function GridRow({
  courses,
  index,
  loadedRows,
  layout,
}: {
  courses: readonly Course[];
  index: number;
  loadedRows: number;
  layout: GridLayout;
}) {
  if (index >= loadedRows) {
    return (
      <div className="flex h-full items-center">
        <Spinner label="Loading more courses" />
      </div>
    );
  }
  const start = index * layout.columns;
  return courses.slice(start, start + layout.columns).map((course) => (
    <div
      key={course.id}
      className="flex justify-center"
      style={{ width: layout.isMobile ? '100%' : CATALOG_LAYOUT.columnWidth }}
    >
      <div style={{ width: layout.cardWidth }}>
        <CourseCard course={course} />
      </div>
    </div>
  ));
}
