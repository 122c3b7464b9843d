import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, isGap, PAGER_WINDOW, type PagerItem, pageCount, pagerItems, pageSlice } from './pager.ts';

/** The items written compactly: numbers as they are, gaps as '…'. */
const show = (items: PagerItem[]) => items.map((i) => (isGap(i) ? '…' : i));

describe('pagerItems', () => {
  it('lists nothing for no pages and just 1 for one page', () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(show(pagerItems(1, 1))).toEqual([1]);
  });

  it('lists every page when all fit in the window', () => {
    expect(show(pagerItems(1, 3))).toEqual([1, 2, 3]);
    expect(show(pagerItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows page 1, the last page and two pages either side of the current one', () => {
    expect(show(pagerItems(6, 13))).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 13]);
    expect(show(pagerItems(7, 13))).toEqual([1, '…', 5, 6, 7, 8, 9, '…', 13]);
  });

  it('has no gap at the start on the first pages and none at the end on the last', () => {
    expect(show(pagerItems(1, 13))).toEqual([1, 2, 3, '…', 13]);
    expect(show(pagerItems(2, 13))).toEqual([1, 2, 3, 4, '…', 13]);
    expect(show(pagerItems(3, 13))).toEqual([1, 2, 3, 4, 5, '…', 13]);
    expect(show(pagerItems(13, 13))).toEqual([1, '…', 11, 12, 13]);
    expect(show(pagerItems(12, 13))).toEqual([1, '…', 10, 11, 12, 13]);
  });

  it('marks even a single left-out page with an ellipsis', () => {
    expect(show(pagerItems(4, 13))).toEqual([1, 2, 3, 4, 5, 6, '…', 13]);
    expect(show(pagerItems(5, 13))).toEqual([1, '…', 3, 4, 5, 6, 7, '…', 13]);
    expect(show(pagerItems(1, 5))).toEqual([1, 2, 3, '…', 5]);
  });

  it('clamps an out-of-range current page', () => {
    expect(show(pagerItems(0, 13))).toEqual(show(pagerItems(1, 13)));
    expect(show(pagerItems(99, 13))).toEqual(show(pagerItems(13, 13)));
  });

  it('gives the two gaps different keys', () => {
    const gaps = pagerItems(7, 13).filter(isGap);
    expect(gaps.map((g) => g.key)).toEqual(['start-gap', 'end-gap']);
  });

  it('holds its rules for any page count and current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 520 }), (total, asked) => {
        const current = clampPage(asked, total);
        const items = pagerItems(asked, total);
        const pages = items.filter((i): i is number => !isGap(i));
        // Page 1, the last page and the window are there; nothing else is.
        const expected = new Set([1, total]);
        for (let p = current - PAGER_WINDOW; p <= current + PAGER_WINDOW; p++) {
          if (p >= 1 && p <= total) expected.add(p);
        }
        expect(new Set(pages)).toEqual(expected);
        expect(pages.length).toBe(expected.size);
        // Strictly increasing, and a gap exactly where pages are missing.
        for (let i = 1; i < items.length; i++) {
          const before = items[i - 1]!;
          const item = items[i]!;
          if (isGap(item)) {
            expect(isGap(before)).toBe(false);
            const after = items[i + 1];
            expect(typeof after).toBe('number');
            expect((after as number) - (before as number)).toBeGreaterThan(1);
          } else if (!isGap(before)) {
            expect(item).toBe(before + 1);
          }
        }
        expect(items.length).toBeLessThanOrEqual(2 * PAGER_WINDOW + 5);
      }),
    );
  });
});

describe('paging helpers', () => {
  it('counts pages', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(1, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(150, 12)).toBe(13);
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });

  it('clamps page numbers into range', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('slices a page of items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(pageSlice(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3, 12)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageSlice(items, 9, 12)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageSlice([], 1, 12)).toEqual([]);
  });
});
