import { resolve } from 'node:path';
import type { Course } from '../../packages/core/src/course.ts';

/** The shared benchmark catalogue: real course records and realistic queries, read in place. */
export const benchmarkCatalogueDir = resolve(
  import.meta.dirname,
  '../../../shared/fixtures/benchmark-catalogue',
);

/** One record of `courses.json`. */
export interface FixtureRecord {
  id: number;
  title: string;
  provider: string;
  category: string;
  level: string;
  price: string | null;
  description: string | null;
  skills: string[] | null;
  duration: string | null;
  link: string;
}

function toCourse(r: FixtureRecord, id: number, title: string): Course {
  const course: Course = {
    id,
    title,
    provider: r.provider,
    category: r.category,
    level: (['Beginner', 'Intermediate', 'Advanced'].includes(r.level)
      ? r.level
      : 'Beginner') as Course['level'],
    price: r.price ?? 'Paid',
    description: r.description ?? '',
    skills: r.skills ?? [],
    link: r.link,
  };
  if (r.duration) course.duration = r.duration;
  return course;
}

/**
 * `first`, then clones of the real records with ids from `firstId` and titles varied after the
 * first round, until there are `size` courses. Exists only in the benchmarks, never in the app.
 */
export function syntheticCatalogue(
  records: readonly FixtureRecord[],
  size: number,
  options: { first?: readonly Course[]; firstId?: number } = {},
): Course[] {
  const variants = ['Edition', 'Track', 'Workshop', 'Series', 'Bootcamp', 'Lab'];
  const out: Course[] = [...(options.first ?? [])];
  const firstId = options.firstId ?? 1;
  for (let i = 0; out.length < size; i++) {
    const r = records[i % records.length]!;
    const round = Math.floor(i / records.length);
    // A flat string, as a database row's text is: a concatenation is flattened by the first build
    // that reads it, and those million new strings, kept by the courses, made the build's
    // young-generation collections promote 15 to 27 MB each (30 to 90 ms pauses) that a catalogue
    // read from the database never has.
    const title =
      round === 0
        ? r.title
        : Buffer.from(`${r.title}: ${variants[round % variants.length]} ${round + 1}`).toString();
    out.push(toCourse(r, firstId + i, title));
  }
  return out;
}
