import { z } from 'zod';

import { LEVELS } from './course-options.ts';

// The option lists live in a module without zod so the web app can import them cheaply.
export {
  CATEGORIES,
  type CourseCategory,
  type CourseLevel,
  LEVELS,
  PRICE_FILTERS,
  type PriceFilter,
} from './course-options.ts';

export const courseSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  title: z.string().trim().min(1),
  provider: z.string().trim().min(1),
  providerLogo: z.string().optional(),
  category: z.string().trim().min(1),
  level: z.enum(LEVELS),
  price: z.string().trim().min(1),
  description: z.string().trim().min(1),
  skills: z.array(z.string().trim().min(1)),
  duration: z.string().trim().min(1).optional(),
  link: z.url({ protocol: /^https$/ }),
  image: z.string().optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course shipped with the product: static courses have numeric ids. */
export type SeedCourse = Course & { id: number };

/** First number handed out to a duplicate id. */
export const FIRST_REASSIGNED_ID = 10000;

/**
 * Makes course ids unique. The first course with a given id keeps it; every later
 * course with an id already seen gets the next number from 10000 upward that no
 * course in the list uses. Returns a new array and never changes its input.
 */
export function assignUniqueIds<T extends { id: number | string }>(courses: readonly T[]): T[] {
  const used = new Set<number | string>(courses.map((c) => c.id));
  const seen = new Set<number | string>();
  let next = FIRST_REASSIGNED_ID;
  return courses.map((course) => {
    if (!seen.has(course.id)) {
      seen.add(course.id);
      return course;
    }
    while (used.has(next)) next++;
    const id = next;
    used.add(id);
    seen.add(id);
    return { ...course, id };
  });
}
