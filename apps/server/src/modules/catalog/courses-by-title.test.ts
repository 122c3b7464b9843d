import type { Course } from '@app/core/course';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runNow } from '../../search/slices.ts';
import { CoursesByTitle } from './courses-by-title.ts';

const course = (id: number, title: string, provider: string): Course => ({
  id,
  title,
  provider,
  category: 'Cloud',
  level: 'Beginner',
  price: 'Free',
  description: 'A course.',
  skills: [],
  link: 'https://example.com/course',
});

/** The rule as first written: the first course in catalogue order with that title and provider. */
function oracle(catalogue: readonly Course[], title: string, provider?: string): Course | undefined {
  const key = title.trim().toLowerCase();
  const by = provider?.trim().toLowerCase();
  return catalogue.find(
    (c) => c.title.trim().toLowerCase() === key && (!by || c.provider.toLowerCase() === by),
  );
}

const word = fc.constantFrom('Azure', 'azure', 'AWS', 'Data', 'data', 'Ökonomie', ' Azure ', 'ML');
const title = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const provider = fc.constantFrom('Microsoft', 'microsoft', 'Amazon', 'Google');

describe('CoursesByTitle', () => {
  it('finds what a search of the catalogue in order finds, for any titles, cases and table size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(title, provider), { maxLength: 60 }),
        fc.array(fc.tuple(title, fc.option(provider, { nil: undefined })), { maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (rows, asks, slotBits) => {
          const catalogue = rows.map(([t, p], i) => course(i + 1, t, p));
          const table = runNow(CoursesByTitle.build(catalogue, slotBits));
          for (const [t, p] of [...asks, ...rows.map(([t, p]) => [t.toUpperCase(), ` ${p} `] as const)])
            expect(table.find(t, p)).toBe(oracle(catalogue, t, p));
        },
      ),
    );
  });

  it('finds the first of several courses of one title, and the one from the provider asked', () => {
    const catalogue = [
      course(1, 'Azure Fundamentals', 'Microsoft'),
      course(2, 'Cloud Basics', 'Google'),
      course(3, 'azure fundamentals ', 'Coursera'),
    ];
    const table = runNow(CoursesByTitle.build(catalogue, 0));
    expect(table.find(' AZURE FUNDAMENTALS')?.id).toBe(1);
    expect(table.find('Azure Fundamentals', 'coursera')?.id).toBe(3);
    expect(table.find('Azure Fundamentals', 'Amazon')).toBeUndefined();
    expect(table.find('Cloud')).toBeUndefined();
  });
});
