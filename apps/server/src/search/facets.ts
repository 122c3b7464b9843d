/** One dropdown option and how many items carry it. */
export interface FacetCount {
  value: string;
  count: number;
}

/**
 * Counts the values `key` gives the items, treating values that differ only in case as one,
 * shown as first seen. Returned in first-seen order; callers sort.
 */
export function countFacet<T>(items: readonly T[], key: (item: T) => string | null): FacetCount[] {
  const counts = new Map<string, FacetCount>();
  for (const item of items) {
    const value = key(item);
    if (value === null) continue;
    const lower = value.toLowerCase();
    const entry = counts.get(lower);
    if (entry) entry.count++;
    else counts.set(lower, { value, count: 1 });
  }
  return [...counts.values()];
}
