import {
  observeWindowOffset,
  type Rect,
  useWindowVirtualizer,
  type Virtualizer,
  windowScroll,
} from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useDocumentOffset } from './use-document-offset';

/** Start loading the next page when the last loaded row is this close. */
const PREFETCH_ROWS = 2;
/** The sticky site header's height: a list scrolled back to stays clear of it. */
const PAGE_HEADER_HEIGHT = 64;

const windowSize = (): Rect =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/**
 * The window's size as it changes. The library's own observer also reads it when the list mounts,
 * i.e. while React commits the page, which makes the browser lay out the whole new page inside
 * that commit's task (most of a phone's longest task on /courses); the first size comes from
 * `initialRect` instead.
 */
function observeWindowResize(instance: Virtualizer<Window, Element>, onChange: (rect: Rect) => void) {
  const win = instance.scrollElement;
  if (!win) return;
  const read = () => onChange({ width: win.innerWidth, height: win.innerHeight });
  win.addEventListener('resize', read, { passive: true });
  return () => win.removeEventListener('resize', read);
}

interface WindowListOptions {
  /** Rows loaded so far; one more row holds the "loading more" spinner while a page is left. */
  loadedRows: number;
  rowHeight: number;
  overscan: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Changes with the search or filters: the page scrolls back up to the list's first row. */
  resetKey: string;
}

/**
 * A phone's result list, virtualised against the window's scroll (the course and university
 * catalogues): where the list starts in the page, the next page fetched as the user nears the end,
 * and a new search shown from its first result. `listRef` goes on the list element; each row sits
 * at `row.start - scrollMargin` inside it.
 */
export function useWindowList({
  loadedRows,
  rowHeight,
  overscan,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  resetKey,
}: WindowListOptions) {
  const listRef = useRef<HTMLElement>(null);
  const listTop = useDocumentOffset(listRef);
  // The window's size and scroll position, read on the first render, while the page on screen is
  // laid out already.
  const [initialRect] = useState(windowSize);
  const [initialOffset] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  const scrolled = useRef(false);
  const virtualizer = useWindowVirtualizer({
    count: loadedRows + (hasNextPage ? 1 : 0),
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: listTop,
    initialRect,
    initialOffset,
    observeElementRect: observeWindowResize,
    observeElementOffset: (instance, onChange) =>
      observeWindowOffset(instance, (offset, isScrolling) => {
        scrolled.current = true;
        onChange(offset, isScrolling);
      }),
    // Mounting writes the position the list starts from back to the window: a no-op that makes the
    // browser lay out the whole new page inside React's commit (on a phone, most of the longest
    // task on /courses), and that took a page scrolled before the app was up back to the top.
    scrollToFn: (offset, options, instance) => {
      if (!scrolled.current && offset + (options.adjustments ?? 0) === initialOffset) return;
      windowScroll(offset, options, instance);
    },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loadedRows - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, loadedRows, fetchNextPage]);

  // Back up to the list only when the page is scrolled past its top; not when the list mounts
  // (reading the position then lays out the newly committed page inside React's commit).
  const listTopRef = useRef(listTop);
  listTopRef.current = listTop;
  const shownKey = useRef(resetKey);
  useEffect(() => {
    if (shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    const top = listTopRef.current - PAGE_HEADER_HEIGHT;
    if (window.scrollY > top) window.scrollTo({ top });
  }, [resetKey]);

  return { listRef, virtualizer, items, scrollMargin: virtualizer.options.scrollMargin };
}
