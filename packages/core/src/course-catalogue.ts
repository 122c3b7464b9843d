import { assignUniqueIdsInSteps, type Course, runSteps, STEP } from './course.ts';
import { courseIdentityFromLink } from './course-identity.ts';

/** The live sources, in the order their courses follow the static ones. */
export const LIVE_SOURCES = ['microsoft', 'salesforce', 'edx'] as const;
export type LiveSource = (typeof LIVE_SOURCES)[number];

/** Courses of the active snapshot of each live source; an empty list when a source has none. */
export type LiveCourseSets = Record<LiveSource, readonly Course[]>;

export const NO_LIVE_COURSES: LiveCourseSets = { microsoft: [], salesforce: [], edx: [] };

/** Static providers a live source replaces once it has data (edX partners never replace anyone). */
const REPLACED_PROVIDER: Partial<Record<LiveSource, string>> = {
  microsoft: 'microsoft',
  salesforce: 'salesforce',
};

/**
 * The catalogue as users see it (spec, "Course loading"): static courses first, without the
 * Microsoft or Salesforce ones when that live source has courses, then Microsoft, Salesforce
 * and edX live courses. Any id used twice is made unique (later duplicates get 10000 upward).
 * One course, one entry: a live course whose page is a kept static course's page (same identity,
 * see course-identity) is that course, and the static entry, with its lasting id, stays.
 */
export function mergeCatalogue(
  staticCourses: readonly Course[],
  live: LiveCourseSets = NO_LIVE_COURSES,
): Course[] {
  return runSteps(mergeCatalogueInSteps(staticCourses, live));
}

/**
 * `mergeCatalogue` in steps of a few hundred courses (see `assignUniqueIdsInSteps`); the array it
 * returns is new, the caller's to change.
 */
export function* mergeCatalogueInSteps(
  staticCourses: readonly Course[],
  live: LiveCourseSets = NO_LIVE_COURSES,
): Generator<void, Course[], void> {
  const replaced = new Set<string>();
  for (const source of LIVE_SOURCES) {
    const provider = REPLACED_PROVIDER[source];
    if (provider && live[source].length > 0) replaced.add(provider);
  }
  const liveCourses = [...live.microsoft, ...live.salesforce, ...live.edx];
  // Made at its longest and cut to length at the end: grown by pushing, a million-course array
  // took its last growth (about 10 MB of fresh memory) in one step of 36 to 66 ms.
  const merged = new Array<Course>(staticCourses.length + liveCourses.length);
  let count = 0;
  for (let i = 0; i < staticCourses.length; i++) {
    const c = staticCourses[i]!;
    if (replaced.size === 0 || !replaced.has(c.provider.trim().toLowerCase())) merged[count++] = c;
    if (i % STEP === STEP - 1) yield;
  }
  if (liveCourses.length > 0) {
    // Only live courses are checked against the static pages (reading a link costs microseconds).
    const staticPages = new Set<string | null>();
    for (let i = 0; i < count; i++) {
      staticPages.add(courseIdentityFromLink(merged[i]!.link));
      if (i % STEP === STEP - 1) yield;
    }
    for (let i = 0; i < liveCourses.length; i++) {
      const c = liveCourses[i]!;
      if (!staticPages.has(courseIdentityFromLink(c.link))) merged[count++] = c;
      if (i % STEP === STEP - 1) yield;
    }
  }
  merged.length = count;
  yield* assignUniqueIdsInSteps(merged);
  return merged;
}

/** Live course ids: the source name, a hyphen, then the source's own id. */
const liveIdPattern = new RegExp(`^(${LIVE_SOURCES.join('|')})-[^\\s/]{1,200}$`);

/**
 * Reads a course id from a URL segment: a static id (digits) becomes a number, a live id
 * ('microsoft-…', 'salesforce-…', 'edx-…') stays a string. Anything else is not an id.
 */
export function parseCourseId(raw: string): number | string | undefined {
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  if (liveIdPattern.test(raw)) return raw;
  return undefined;
}
