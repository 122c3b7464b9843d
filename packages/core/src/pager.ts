/**
 * The page list of a numbered pager (spec, career paths): page 1 and the last page always,
 * a window of pages either side of the current one, and an ellipsis wherever pages are left out.
 */

/** A gap in the page list; `key` tells the one before the window from the one after it. */
export interface PagerGap {
  gap: true;
  key: 'start-gap' | 'end-gap';
}

export type PagerItem = number | PagerGap;

export const PAGER_WINDOW = 2;

/** A requested page (from a URL, say) made a valid page number for `totalPages` pages. */
export function clampPage(page: number, totalPages: number): number {
  if (totalPages < 1) return 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), totalPages);
}

/** How many pages `count` items make at `perPage` a page (0 for no items). */
export function pageCount(count: number, perPage: number): number {
  if (!(perPage > 0)) throw new RangeError(`perPage must be above 0 (got ${perPage})`);
  return Math.ceil(Math.max(0, count) / perPage);
}

/** The items on page `page` (1-based) of `items`. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (clampPage(page, pageCount(items.length, perPage)) - 1) * perPage;
  return items.slice(start, start + perPage);
}

/**
 * The pages to show, in order, for `current` of `totalPages`: exactly page 1, the last page and
 * the window, with one ellipsis for each run of left-out pages (even a run of one).
 *
 * @example pagerItems(6, 13) → [1, gap, 4, 5, 6, 7, 8, gap, 13]
 */
export function pagerItems(current: number, totalPages: number, window = PAGER_WINDOW): PagerItem[] {
  if (totalPages < 1) return [];
  const page = clampPage(current, totalPages);
  const from = Math.max(1, page - window);
  const to = Math.min(totalPages, page + window);
  const items: PagerItem[] = [];

  if (from > 1) {
    items.push(1);
    if (from > 2) items.push({ gap: true, key: 'start-gap' });
  }
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages) {
    if (to < totalPages - 1) items.push({ gap: true, key: 'end-gap' });
    items.push(totalPages);
  }
  return items;
}

export function isGap(item: PagerItem): item is PagerGap {
  return typeof item !== 'number';
}
