/** The catalogue grid's layout constants (spec, section 9) and the arithmetic on them. */
export const CATALOG_LAYOUT = {
  /** Narrower windows are "mobile": one column, no scroll buttons. */
  mobileBreakpoint: 768,
  cardWidth: 320,
  columnWidth: 350,
  cardHeight: 450,
  rowHeight: 480,
  containerMaxWidth: 1600,
  /** The container is at most the window minus this. */
  windowGutter: 48,
  desktopGridHeight: { min: 600, max: 800 },
  mobileGridHeight: { min: 500, max: 700 },
  /** Room the page keeps above the grid (header, filters, count) when sizing it to the window. */
  chromeHeight: 160,
} as const;

export interface GridLayout {
  isMobile: boolean;
  containerWidth: number;
  columns: number;
  /** Width of each card: 320 px, or less on a window too narrow for it. */
  cardWidth: number;
  /** Rows needed for `itemCount` items. */
  rows: number;
  /** Height the grid may take in this window: within the spec's range. */
  viewHeight: number;
  /** Height of the scrolling grid: `viewHeight`, or less when the content is shorter. */
  gridHeight: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The grid's geometry for a window size and a number of items. */
export function catalogGridLayout(windowWidth: number, windowHeight: number, itemCount: number): GridLayout {
  const L = CATALOG_LAYOUT;
  const isMobile = windowWidth < L.mobileBreakpoint;
  const containerWidth = Math.max(0, Math.min(L.containerMaxWidth, windowWidth - L.windowGutter));
  const columns = isMobile ? 1 : Math.max(1, Math.floor(containerWidth / L.columnWidth));
  const rows = Math.ceil(Math.max(0, itemCount) / columns);
  const range = isMobile ? L.mobileGridHeight : L.desktopGridHeight;
  const fitted = clamp(windowHeight - L.chromeHeight, range.min, range.max);
  return {
    isMobile,
    containerWidth,
    columns,
    cardWidth: Math.min(L.cardWidth, containerWidth),
    rows,
    viewHeight: fitted,
    gridHeight: Math.min(fitted, rows * L.rowHeight),
  };
}
