import { z } from 'zod';

import { LEVELS } from './course-options.ts';
import { IdSet } from './id-set.ts';

// The option lists live in a module without zod so the web app can import them cheaply.
export {
  CATEGORIES,
  type CourseCategory,
  type CourseLevel,
  LEVELS,
  PRICE_FILTERS,
  type PriceFilter,
} from './course-options.ts';

/** Where a course is in its life: still offered, offered until a known date, or no longer offered. */
export const COURSE_STATUSES = ['active', 'retiring', 'retired'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
  /** Absent means active. A retired course leaves search and recommendations but keeps its page. */
  status: z.enum(COURSE_STATUSES).optional(),
  /** YYYY-MM-DD: the day a retiring course retires, or a retired one did, when the vendor says. */
  retiresOn: isoDate.optional(),
  /** The course that takes over from a retiring or retired one. */
  replacementCourseId: z.union([z.number().int(), z.string().min(1)]).optional(),
  /** The vendor's exam code (AZ-900, SAA-C03), where the course leads to an exam. */
  examCode: z.string().trim().min(1).optional(),
  /** YYYY-MM-DD: when the course's facts were last confirmed at the vendor. */
  factsConfirmedOn: isoDate.optional(),
});
export type Course = z.infer<typeof courseSchema>;

/** A course shipped with the product: static courses have numeric ids, and so do their replacements. */
export type SeedCourse = Course & { id: number; replacementCourseId?: number };

/** First number handed out to a duplicate id. */
export const FIRST_REASSIGNED_ID = 10000;

/**
 * Makes course ids unique. The first course with a given id keeps it; every later
 * course with an id already seen gets the next number from 10000 upward that no
 * course in the list uses. Returns a new array and never changes its input.
 */
export function assignUniqueIds<T extends { id: number | string }>(courses: readonly T[]): T[] {
  const out = [...courses];
  runSteps(assignUniqueIdsInSteps(out));
  return out;
}

/**
 * `assignUniqueIds` on an array of the caller's own, in place (a course given a new id is replaced
 * by a copy; the courses themselves are not changed), in steps of a few hundred courses (a
 * generator that yields between them), so that a server can make a million ids unique without
 * holding its event loop for long. In place: a second array of a million, made at once, wrote 8 MB
 * of fresh memory in one step.
 */
export function* assignUniqueIdsInSteps<T extends { id: number | string }>(
  courses: T[],
): Generator<void, void, void> {
  // Tables made whole at the start: a million ids in a Set grow it in single steps of tens of
  // milliseconds. Every id given, and at most one new id per course.
  const used = new IdSet(2 * courses.length);
  for (let i = 0; i < courses.length; i++) {
    used.add(courses[i]!.id);
    if (i % STEP === STEP - 1) yield;
  }
  const seen = new IdSet(courses.length);
  let next = FIRST_REASSIGNED_ID;
  for (let i = 0; i < courses.length; i++) {
    const course = courses[i]!;
    if (!seen.has(course.id)) {
      seen.add(course.id);
    } else {
      while (used.has(next)) next++;
      const id = next;
      used.add(id);
      seen.add(id);
      courses[i] = { ...course, id };
    }
    if (i % STEP === STEP - 1) yield;
  }
}

/** How many courses a step of `…InSteps` handles. */
export const STEP = 256;

/** Runs a generator of steps through and returns its result. */
export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
