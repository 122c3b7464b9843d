import { filterJobs, type JobFilters, NO_JOB_FILTERS, normaliseSearchText } from '@app/core/job-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IndexedJob, JobSearchIndex } from './search-index.ts';

// An index built again over the board (after a sync) shares the descriptions that have not
// changed with the index in use, rather than holding them twice.

const job = (id: number, description: string, title = 'Data Engineer'): IndexedJob => ({
  id,
  title,
  company: 'Acme',
  provider: 'Greenhouse',
  source: 'greenhouse',
  location: 'Berlin',
  remoteType: 'onsite',
  jobType: 'full-time',
  experienceLevel: 'mid',
  salaryRange: null,
  postedDate: new Date(Date.UTC(2026, 0, 1) - id * 1000).toISOString(),
  skills: [],
  preview: '',
  externalUrl: null,
  isSample: false,
  description,
});

const build = (jobs: readonly IndexedJob[], previous?: JobSearchIndex) =>
  JobSearchIndex.fromPages(jobs.length, [jobs], 10, previous);
const answer = (
  index: JobSearchIndex,
  search: string,
  filters: Partial<JobFilters> = {},
  byRelevance = false,
) =>
  index
    .search({ search, filters: { ...NO_JOB_FILTERS, ...filters }, offset: 0, limit: 100_000, byRelevance })
    .jobs.map((j) => j.id);
const textBytes = (jobs: readonly IndexedJob[]) =>
  jobs.reduce((n, j) => n + Buffer.byteLength(normaliseSearchText(j.description)), 0);

describe('JobSearchIndex built again from the index in use', () => {
  it('answers as an index built alone, holds only the changed descriptions anew, and leaves the old one as it was', async () => {
    const words = ['data', 'engineer', 'c++', 'node.js', 'spark', 'é', 'Machine Learning', '-', '.'];
    const text = fc.array(fc.constantFrom(...words, ' '), { maxLength: 10 }).map((w) => w.join(' '));
    // Per job of the first board: kept, changed (same id, new text) or removed; and jobs added.
    // ('retyped': one character changed, the length kept; 'retitled': the description kept.)
    const fate = fc.constantFrom('kept', 'kept', 'changed', 'retyped', 'retitled', 'removed');
    const queries = ['data', 'data engineer', 'c++', 'e.js', 'ine le', 'é', '- d', ''];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, fate, text), { minLength: 1, maxLength: 60 }),
        fc.array(text, { maxLength: 10 }),
        async (rows, added) => {
          const first = rows.map(([description], i) => job(i + 1, description));
          const second: IndexedJob[] = [
            ...added.map((description, i) => job(1000 + i, description)),
            ...rows.flatMap(([description, what, changed], i) =>
              what === 'removed'
                ? []
                : [
                    job(
                      i + 1,
                      what === 'changed'
                        ? `${changed} (changed)`
                        : what === 'retyped'
                          ? `x${description.slice(1)}`
                          : description,
                      what === 'retitled' ? 'Spark Developer' : undefined,
                    ),
                  ],
            ),
          ];
          const changed = new Set(
            rows.flatMap(([, what], i) => (what === 'changed' || what === 'retyped' ? [i + 1] : [])),
          );
          const old = await build(first);
          const before = queries.map((q) => answer(old, q));
          const next = await build(second, old);
          const alone = await build(second);
          for (const q of queries) {
            expect(answer(next, q), q).toEqual(answer(alone, q));
            expect(answer(next, q, {}, true), q).toEqual(answer(alone, q, {}, true));
            expect(answer(next, q), q).toEqual(filterJobs(second, q, NO_JOB_FILTERS).map((j) => j.id));
          }
          expect(queries.map((q) => answer(old, q))).toEqual(before);
          // Only the new and changed descriptions are written anew.
          const anew = second.filter(
            (j) =>
              j.id >= 1000 ||
              (changed.has(j.id) &&
                normaliseSearchText(j.description) !== normaliseSearchText(first[j.id - 1]!.description)),
          );
          expect(next.descriptionBytes.own).toBe(textBytes(anew));
          expect(alone.descriptionBytes.own).toBe(textBytes(second));
          // A job the same in every field is the summary object in use; any other is its own.
          const oldById = new Map(old.all.map((j) => [j.id, j]));
          const nextById = new Map(next.all.map((j) => [j.id, j]));
          rows.forEach(([, what], i) => {
            if (what !== 'removed')
              expect(nextById.get(i + 1) === oldById.get(i + 1), what).toBe(what === 'kept');
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('copies the texts of a chunk mostly gone and lets the chunk go, a build after', async () => {
    // About 6 KB a description, 3,000 jobs: 18 MB of text, the first 8 MB chunk of it about the
    // first 1,350 jobs.
    const description = (id: number) =>
      `Reference ${id}. ${'We build data pipelines with Spark and SQL for analysts. '.repeat(105)}`;
    const first = Array.from({ length: 3000 }, (_, i) => job(i + 1, description(i + 1)));
    // Four in five of the first chunk's jobs removed.
    const second = first.filter((j) => j.id > 1400 || j.id % 5 === 0);
    const one = await build(first);
    const two = await build(second, one);
    const three = await build(second, two);
    // The second build still holds the first chunk for the jobs of it left; the third copies
    // those (a fifth of it) and holds no more than its own descriptions.
    expect(two.descriptionBytes.own).toBe(0);
    expect(two.descriptionBytes.held).toBe(textBytes(first));
    // (And the few removed jobs' texts in the chunk after it, which is kept.)
    expect(three.descriptionBytes.held).toBeGreaterThanOrEqual(textBytes(second));
    expect(three.descriptionBytes.held).toBeLessThan(textBytes(second) + 100_000);
    const left = second.filter((j) => j.id <= 1400);
    expect(three.descriptionBytes.own).toBeGreaterThanOrEqual(textBytes(left.slice(0, 200)));
    expect(three.descriptionBytes.own).toBeLessThanOrEqual(textBytes(left));
    for (const q of ['reference 1400.', 'reference 7.', 'reference 2999', 'spark and sql']) {
      expect(answer(three, q), q).toEqual(filterJobs(second, q, NO_JOB_FILTERS).map((j) => j.id));
      expect(answer(one, q), q).toEqual(filterJobs(first, q, NO_JOB_FILTERS).map((j) => j.id));
    }
  });
});
