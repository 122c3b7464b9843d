/** One dropdown option and how many items carry it. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Counts values one at a time (see `countFacet`), so that a long list can be counted in steps.
 */
export class FacetCounter {
  private readonly byLower = new Map<string, FacetCount>();

  add(value: string | null): void {
    if (value === null) return;
    const lower = value.toLowerCase();
    const entry = this.byLower.get(lower);
    if (entry) entry.count++;
    else this.byLower.set(lower, { value, count: 1 });
  }

  /** In first-seen order; callers sort. */
  counts(): FacetCount[] {
    return [...this.byLower.values()];
  }
}

/**
 * Counts the values `key` gives the items, treating values that differ only in case as one,
 * shown as first seen. Returned in first-seen order; callers sort.
 */
export function countFacet<T>(items: readonly T[], key: (item: T) => string | null): FacetCount[] {
  const counter = new FacetCounter();
  for (const item of items) counter.add(key(item));
  return counter.counts();
}
