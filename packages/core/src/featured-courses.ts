import { isCurrent, type LifecycleFields } from './course-lifecycle.ts';

/** Providers whose first course is featured on the home page, in order (spec, section 9). */
export const FEATURED_PROVIDERS = ['Google Cloud', 'AWS', 'Microsoft'] as const;
/** Categories whose first course is featured next, in order. */
export const FEATURED_CATEGORIES = ['Cybersecurity', 'Marketing', 'Data Science'] as const;
export const FEATURED_COUNT = 6;

/**
 * Up to six featured courses: the first course of Google Cloud, AWS and Microsoft, then the first
 * of Cybersecurity, Marketing and Data Science, padded with further courses in catalogue order.
 * A course is never picked twice; a provider or category with no (unpicked) course is skipped.
 * Retired courses are never featured.
 */
export function pickFeaturedCourses<T extends { provider: string; category: string } & LifecycleFields>(
  all: readonly T[],
  count: number = FEATURED_COUNT,
): T[] {
  const catalogue = all.some((c) => !isCurrent(c)) ? all.filter(isCurrent) : all;
  const picked = new Set<T>();
  const pickFirst = (test: (course: T) => boolean) => {
    if (picked.size >= count) return;
    const course = catalogue.find((c) => !picked.has(c) && test(c));
    if (course) picked.add(course);
  };
  for (const provider of FEATURED_PROVIDERS) pickFirst((c) => c.provider === provider);
  for (const category of FEATURED_CATEGORIES) pickFirst((c) => c.category === category);
  for (const course of catalogue) {
    if (picked.size >= count) break;
    picked.add(course);
  }
  return [...picked];
}
