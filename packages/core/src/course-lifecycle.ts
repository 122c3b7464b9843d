import type { CourseStatus } from './course.ts';

/**
 * Where a course is in its life. Vendors retire and rename certifications; a retired course leaves
 * the catalogue's search and every recommendation (nobody should be sent to study for an exam that
 * can no longer be taken), but its page stays reachable, with a banner naming what replaced it, for
 * people who track it or follow an old link. A retiring course is still offered and says until when.
 */

/** The fields the lifecycle rules read. */
export interface LifecycleFields {
  status?: CourseStatus;
  retiresOn?: string;
  replacementCourseId?: number | string;
}

/** The `status` values of the catalogue search: absent lists current courses, 'retired' the retired ones. */
export const STATUS_FILTERS = ['retired'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A course without a status is active. */
export function courseStatus(course: LifecycleFields): CourseStatus {
  return course.status ?? 'active';
}

export function isRetired(course: LifecycleFields): boolean {
  return course.status === 'retired';
}

/** Courses search and recommendations may offer: active and retiring ones. */
export function isCurrent(course: LifecycleFields): boolean {
  return !isRetired(course);
}

/** Splits a catalogue into the courses still offered and the retired ones, each in its order. */
export function splitByLifecycle<T extends LifecycleFields>(
  courses: readonly T[],
): { current: T[]; retired: T[] } {
  const current: T[] = [];
  const retired: T[] = [];
  for (const course of courses) (isRetired(course) ? retired : current).push(course);
  return { current, retired };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-03-31' as '31 March 2026' (the same in every time zone); undefined for anything else. */
export function formatLifecycleDate(isoDate: string | undefined): string | undefined {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return undefined;
  const month = MONTHS[Number(match[2]) - 1];
  const day = Number(match[3]);
  if (!month || day < 1 || day > 31) return undefined;
  return `${day} ${month} ${match[1]}`;
}

export interface LifecycleNotice {
  kind: 'retired' | 'retiring';
  /** The banner's first line. */
  title: string;
  /** What it means for the reader. */
  text: string;
}

/**
 * The banner a course page shows, or null for an active course. The replacement, when there is
 * one, is named by the page next to this text (as a link to its own page).
 */
export function lifecycleNotice(course: LifecycleFields): LifecycleNotice | null {
  const date = formatLifecycleDate(course.retiresOn);
  if (course.status === 'retired') {
    return {
      kind: 'retired',
      title: date ? `Retired on ${date}` : 'Retired',
      text: 'The vendor no longer offers this course or exam. Its page stays here for reference.',
    };
  }
  if (course.status === 'retiring') {
    return {
      kind: 'retiring',
      title: date ? `Retiring on ${date}` : 'Retiring soon',
      text: date
        ? `The vendor offers this course or exam until ${date}.`
        : 'The vendor has announced that this course or exam will be retired.',
    };
  }
  return null;
}
