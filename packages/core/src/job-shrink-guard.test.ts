import { describe, expect, it } from 'vitest';
import { heldReason, shrinkGuard } from './job-shrink-guard.ts';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

describe('shrinkGuard', () => {
  it('holds an answer that would close more than half of the active postings, and at least 10', () => {
    expect(shrinkGuard({ active: ids(0, 276), answer: ids(0, 10) })).toEqual({
      active: 276,
      closing: 266,
      hold: true,
    });
    expect(shrinkGuard({ active: ids(0, 30), answer: ids(100, 30) })).toMatchObject({
      closing: 30,
      hold: true,
    });
  });

  it('applies answers that close half or fewer, or fewer than 10', () => {
    expect(shrinkGuard({ active: ids(0, 30), answer: ids(0, 15) })).toMatchObject({
      closing: 15,
      hold: false,
    });
    expect(shrinkGuard({ active: ids(0, 30), answer: ids(0, 14) })).toMatchObject({
      closing: 16,
      hold: true,
    });
    expect(shrinkGuard({ active: ids(0, 12), answer: ids(0, 3) })).toMatchObject({ closing: 9, hold: false });
    expect(shrinkGuard({ active: ids(0, 12), answer: [] })).toMatchObject({ closing: 12, hold: true });
    // A first fetch closes nothing, and a growing board neither.
    expect(shrinkGuard({ active: [], answer: ids(0, 50) })).toMatchObject({ closing: 0, hold: false });
    expect(shrinkGuard({ active: ids(0, 20), answer: ids(0, 40) })).toMatchObject({ hold: false });
  });

  it('says why, as the university import does', () => {
    expect(heldReason({ label: 'Greenhouse board luno', postings: 10, active: 276, closing: 266 })).toBe(
      'Greenhouse board luno returned 10 postings where 276 are active (266 would close); taken as a partial answer, nothing changed (an admin can apply it anyway)',
    );
  });
});
