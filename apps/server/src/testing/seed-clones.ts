import type { Course } from '@app/core/course';
import { SEED_COURSES } from '../modules/catalog/seed-courses/all.ts';

/**
 * `size` courses cloned from the seed ones, for tests of large catalogues (sample data): ids 1 to
 * `size`, titles with `marker` (when given) and, after the first round of the seed, the round.
 */
export function seedClones(size: number, marker = ''): Course[] {
  return Array.from({ length: size }, (_, i) => {
    const seed = SEED_COURSES[i % SEED_COURSES.length]!;
    const round = Math.floor(i / SEED_COURSES.length);
    const suffix = [marker, round > 0 ? String(round) : ''].filter(Boolean).join(' ');
    return { ...seed, id: i + 1, title: suffix ? `${seed.title} ${suffix}` : seed.title };
  });
}
