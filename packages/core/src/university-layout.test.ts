import { describe, expect, it } from 'vitest';
import { UNIVERSITY_GRID, universityGridLayout, visibleSubjects } from './university-layout.ts';

describe('UNIVERSITY_GRID', () => {
  it('holds the spec constants', () => {
    expect(UNIVERSITY_GRID).toEqual({
      cardWidth: 320,
      rowHeight: 400,
      gap: 24,
      maxHeight: 600,
      overscanRows: 2,
    });
  });
});

describe('universityGridLayout', () => {
  it('fits as many 320 px columns with 24 px gaps as the width allows', () => {
    expect(universityGridLayout(320, 10).columns).toBe(1);
    expect(universityGridLayout(663, 10).columns).toBe(1);
    expect(universityGridLayout(664, 10).columns).toBe(2);
    expect(universityGridLayout(1008, 10).columns).toBe(3);
    expect(universityGridLayout(1352, 10).columns).toBe(4);
  });

  it('keeps one column and narrows the card on a small screen', () => {
    const layout = universityGridLayout(300, 3);
    expect(layout.columns).toBe(1);
    expect(layout.cardWidth).toBe(300);
    expect(layout.cardHeight).toBe(376);
  });

  it('is at most 600 high and shorter for few rows', () => {
    expect(universityGridLayout(1008, 3).height).toBe(400);
    expect(universityGridLayout(1008, 4).height).toBe(600);
    expect(universityGridLayout(1008, 1000).height).toBe(600);
    expect(universityGridLayout(1008, 3, 1).height).toBe(600);
    expect(universityGridLayout(1008, 0).height).toBe(0);
    expect(universityGridLayout(1008, 7).rows).toBe(3);
  });
});

describe('visibleSubjects', () => {
  it('shows the first ones and counts the rest', () => {
    expect(visibleSubjects(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(visibleSubjects(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
    expect(visibleSubjects([], 2)).toEqual({ shown: [], more: 0 });
  });
});
