import { describe, expect, it } from 'vitest';
import { CATALOG_LAYOUT, catalogGridLayout } from './catalog-layout.ts';

describe('catalogGridLayout', () => {
  it('uses one column under 768 px and 350 px columns from 768 px', () => {
    expect(catalogGridLayout(767, 900, 10)).toMatchObject({ isMobile: true, columns: 1 });
    expect(catalogGridLayout(768, 900, 10)).toMatchObject({
      isMobile: false,
      columns: 2,
      containerWidth: 720,
    });
    expect(catalogGridLayout(1280, 900, 10)).toMatchObject({ columns: 3, containerWidth: 1232 });
  });

  it('caps the container at 1600 px (4 columns) however wide the window', () => {
    expect(catalogGridLayout(2560, 1200, 100)).toMatchObject({ containerWidth: 1600, columns: 4 });
  });

  it('keeps the grid 600-800 px tall on desktop and 500-700 px on mobile', () => {
    expect(catalogGridLayout(1280, 500, 100).gridHeight).toBe(600);
    expect(catalogGridLayout(1280, 860, 100).gridHeight).toBe(700);
    expect(catalogGridLayout(1280, 2000, 100).gridHeight).toBe(800);
    expect(catalogGridLayout(375, 400, 100).gridHeight).toBe(500);
    expect(catalogGridLayout(375, 2000, 100).gridHeight).toBe(700);
  });

  it('shrinks the grid to its content when there are few rows', () => {
    expect(catalogGridLayout(1280, 900, 2)).toMatchObject({ rows: 1, gridHeight: CATALOG_LAYOUT.rowHeight });
    expect(catalogGridLayout(1280, 900, 0)).toMatchObject({ rows: 0, gridHeight: 0 });
  });

  it('counts rows from items and columns', () => {
    expect(catalogGridLayout(1280, 900, 7).rows).toBe(3);
    expect(catalogGridLayout(375, 900, 7).rows).toBe(7);
  });

  it('narrows the card only when the window is narrower than a card', () => {
    expect(catalogGridLayout(375, 700, 1).cardWidth).toBe(320);
    expect(catalogGridLayout(320, 700, 1).cardWidth).toBe(272);
  });
});
