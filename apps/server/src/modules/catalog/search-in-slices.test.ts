import { NO_FILTERS } from '@app/core/course-search';
import { describe, expect, it } from 'vitest';
import { seedClones } from '../../testing/seed-clones.ts';
import { type CoursePageQuery, CourseSearchIndex } from './search-index.ts';

const index = new CourseSearchIndex(seedClones(20_000));
const QUERIES: CoursePageQuery[] = [
  { search: 'cloud', sort: 'relevance' as const },
  { search: 'azure fundamentals', sort: 'relevance' as const },
  { search: 'secrity', sort: 'relevance' as const },
  { search: 'data', sort: 'title' as const },
  { search: '', sort: 'relevance' as const },
  { search: 'python', sort: 'relevance' as const, filters: { ...NO_FILTERS, level: 'Beginner' } },
].map((q) => ({ filters: NO_FILTERS, offset: 3, limit: 24, ...q }));
const page = (p: ReturnType<CourseSearchIndex['search']>) => ({
  ids: p.courses.map((c) => c.id),
  total: p.total,
  corrected: p.correctedSearch,
});

describe('CourseSearchIndex.searchInSlices', () => {
  it('answers searches asked together, in slices, as each alone, taking turns', async () => {
    const alone = QUERIES.map((q) => page(index.search(q)));
    expect(alone[0]!.total).toBeGreaterThan(4096);
    expect(alone[2]!.corrected).toBe('security');
    const together = await Promise.all(QUERIES.map((q) => index.searchInSlices(q)));
    expect(together.map(page)).toEqual(alone);
  });

  it("walks a broad search's matches over many steps, not in one", () => {
    // Filtered and in title order: every match is walked to count those the filter keeps.
    const broad: CoursePageQuery = {
      ...QUERIES[0]!,
      search: 'a',
      sort: 'title',
      filters: { ...NO_FILTERS, level: 'Beginner' },
    };
    const matches = index.search({ ...broad, filters: NO_FILTERS }).total;
    expect(matches).toBeGreaterThan(3 * 4096);
    const steps = index.searchSteps(broad);
    let count = 0;
    for (let next = steps.next(); !next.done; next = steps.next()) count++;
    // A step every 4,096 matches walked.
    expect(count).toBeGreaterThanOrEqual(Math.floor(matches / 4096));
  });

  it('refuses a search of the index begun while another is between its steps', () => {
    const steps = index.searchSteps(QUERIES[0]!);
    steps.next();
    expect(() => index.search(QUERIES[1]!)).toThrow(/searches take turns/);
    while (!steps.next().done);
    // Once it is done, the next one runs.
    expect(index.search(QUERIES[1]!).total).toBeGreaterThan(0);
  });
});
