import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useDocumentOffset } from './use-document-offset';

/** Start loading the next page when the last loaded row is this close. */
const PREFETCH_ROWS = 2;
/** The sticky site header's height: a list scrolled back to stays clear of it. */
const PAGE_HEADER_HEIGHT = 64;

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
  const virtualizer = useWindowVirtualizer({
    count: loadedRows + (hasNextPage ? 1 : 0),
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: listTop,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= loadedRows - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, loadedRows, fetchNextPage]);

  // Back up to the list only when the page is scrolled past its top.
  const listTopRef = useRef(listTop);
  listTopRef.current = listTop;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => {
    const top = listTopRef.current - PAGE_HEADER_HEIGHT;
    if (window.scrollY > top) window.scrollTo({ top });
  }, [resetKey]);

  return { listRef, virtualizer, items, scrollMargin: virtualizer.options.scrollMargin };
}
