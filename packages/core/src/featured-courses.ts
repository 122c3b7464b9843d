import { runSteps, STEP } from './course.ts';
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
  return runSteps(pickFeaturedCoursesInSteps(all, count));
}

/**
 * `pickFeaturedCourses` in steps of a few hundred courses (a generator that yields between them):
 * a server reads a million courses for the picks without holding its event loop for long.
 */
export function* pickFeaturedCoursesInSteps<
  T extends { provider: string; category: string } & LifecycleFields,
>(all: readonly T[], count: number = FEATURED_COUNT): Generator<void, T[], void> {
  return pickFrom(yield* candidates(all, count), count);
}

/** The picks as the rule states them, from current courses in catalogue order. */
export function pickFrom<T extends { provider: string; category: string }>(
  catalogue: readonly T[],
  count: number,
): T[] {
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

/**
 * The current courses the picks can come from, in catalogue order, read in one pass (a million
 * courses took a third of a second with a search per provider and category): each featured
 * provider's first, each featured category's first few (the providers' picks may hold the first
 * ones) and the first courses of all, enough to pad.
 */
function* candidates<T extends { provider: string; category: string } & LifecycleFields>(
  all: readonly T[],
  count: number,
): Generator<void, T[], void> {
  const perCategory = FEATURED_PROVIDERS.length + 1;
  const perKey = new Map<string, number>();
  const out: T[] = [];
  let current = 0;
  for (let i = 0; i < all.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const course = all[i]!;
    if (!isCurrent(course)) continue;
    const provider = `p:${course.provider}`;
    const category = `c:${course.category}`;
    const providerTaken = perKey.get(provider) ?? 0;
    const categoryTaken = perKey.get(category) ?? 0;
    const featuredProvider = (FEATURED_PROVIDERS as readonly string[]).includes(course.provider);
    const featuredCategory = (FEATURED_CATEGORIES as readonly string[]).includes(course.category);
    const keep =
      current < 2 * count ||
      (featuredProvider && providerTaken < 1) ||
      (featuredCategory && categoryTaken < perCategory);
    current++;
    if (!keep) continue;
    out.push(course);
    perKey.set(provider, providerTaken + 1);
    perKey.set(category, categoryTaken + 1);
  }
  return out;
}
