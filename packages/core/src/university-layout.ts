/** The university grid's layout constants (spec, section 9) and the arithmetic on them. */
export const UNIVERSITY_GRID = {
  cardWidth: 320,
  /** Each virtual row; the card is this minus the gap, so rows are `gap` apart. */
  rowHeight: 400,
  gap: 24,
  /** The grid scrolls inside a box at most this high. */
  maxHeight: 600,
  overscanRows: 2,
} as const;

export interface UniversityGridLayout {
  columns: number;
  /** Width of each card: 320 px, or the whole width on a narrower container. */
  cardWidth: number;
  cardHeight: number;
  rows: number;
  /** Height of the scrolling box: up to 600 px, less when the content is shorter. */
  height: number;
}

/** The grid's geometry for a container width and a number of loaded items (plus a loader row). */
export function universityGridLayout(
  containerWidth: number,
  itemCount: number,
  extraRows = 0,
): UniversityGridLayout {
  const G = UNIVERSITY_GRID;
  const width = Math.max(0, containerWidth);
  const columns = Math.max(1, Math.floor((width + G.gap) / (G.cardWidth + G.gap)));
  const rows = Math.ceil(Math.max(0, itemCount) / columns);
  return {
    columns,
    cardWidth: Math.min(G.cardWidth, width),
    cardHeight: G.rowHeight - G.gap,
    rows,
    height: Math.min(G.maxHeight, (rows + extraRows) * G.rowHeight),
  };
}

/** Subjects a card shows, and how many more there are ('+N'). */
export function visibleSubjects(
  subjects: readonly string[],
  shown: number,
): { shown: string[]; more: number } {
  return { shown: subjects.slice(0, shown), more: Math.max(0, subjects.length - shown) };
}
