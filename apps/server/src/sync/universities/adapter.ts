import {
  type UniversityCourse,
  type UniversityFetchSource,
  universityCourseSchema,
} from '@app/core/university-course';
import type { z } from 'zod';

/** One fetched course and its id at the source (the upsert key together with the source). */
export interface FetchedUniversityCourse {
  externalId: string;
  course: UniversityCourse;
  /**
   * The course's identity across sources (core's course-identity: 'coursera:<slug>'); when
   * absent it is read from the course's page address.
   */
  identityKey?: string | undefined;
}

/** Why records were left out. */
export type SkipReason =
  /** The record does not have the source's shape, or its course fails the course schema. */
  | 'invalid'
  /** It repeats a course already read in this fetch. */
  | 'duplicate'
  /** Its partner is not a university (a company, a museum) or not one we can place in a country. */
  | 'not_university'
  /** Hidden, invitation-only or retired at the source. */
  | 'unavailable';

/** What an adapter made of a source's whole catalogue. */
export interface UniversityParseOutcome {
  courses: FetchedUniversityCourse[];
  /** Records the source returned. */
  fetched: number;
  /** Records left out, all reasons together. */
  skipped: number;
  skippedBy: Partial<Record<SkipReason, number>>;
  /** A few examples, for the log: "elements[3]: name: Required". */
  problems: string[];
}

export interface UniversityFetchContext {
  timeoutMs: number;
}

/** One outside source of university courses. */
export interface UniversitySourceAdapter {
  source: UniversityFetchSource;
  /** The name in messages ("Coursera"). */
  label: string;
  /** Fetches the source's whole catalogue now. Throws SyncSourceError when the source fails. */
  fetchCourses(context: UniversityFetchContext): Promise<UniversityParseOutcome>;
  /**
   * Reads a response saved earlier (`npm run sync -- universities --from-file PATH`). Throws
   * SyncSourceError when the document is not a response of this source.
   */
  parseSaved(document: unknown): UniversityParseOutcome;
}

const MAX_PROBLEMS = 20;

/**
 * Collects courses from raw records one at a time: a record that does not match the source's
 * schema, or whose course fails the course schema, is counted and skipped, never thrown.
 * `toCourse` returns a skip reason instead of a course to leave a valid record out on purpose.
 */
export class UniversityCourseCollector {
  private readonly courses: FetchedUniversityCourse[] = [];
  private readonly byExternalId = new Map<string, number>();
  private fetched = 0;
  private readonly skippedBy: Partial<Record<SkipReason, number>> = {};
  private readonly problems: string[] = [];

  add<R>(
    where: string,
    raw: unknown,
    recordSchema: z.ZodType<R>,
    toCourse: (record: R) => FetchedUniversityCourse | SkipReason,
  ): void {
    this.fetched++;
    const record = recordSchema.safeParse(raw);
    if (!record.success) {
      this.skip('invalid', where, record.error.issues);
      return;
    }
    let made: FetchedUniversityCourse | SkipReason;
    try {
      made = toCourse(record.data);
    } catch (error) {
      this.skip('invalid', where, [
        { path: [], message: error instanceof Error ? error.message : String(error) },
      ]);
      return;
    }
    if (typeof made === 'string') {
      this.skip(made, where);
      return;
    }
    const course = universityCourseSchema.safeParse(made.course);
    if (!course.success) {
      this.skip('invalid', where, course.error.issues);
      return;
    }
    if (this.byExternalId.has(made.externalId)) {
      this.skip('duplicate', where, [{ path: ['id'], message: `repeats ${made.externalId}` }]);
      return;
    }
    this.byExternalId.set(made.externalId, this.courses.length);
    this.courses.push({
      externalId: made.externalId,
      course: course.data,
      ...(made.identityKey ? { identityKey: made.identityKey } : {}),
    });
  }

  /** Counts a record read but dropped before `add` (e.g. an older run of the same course). */
  drop(reason: SkipReason): void {
    this.fetched++;
    this.skippedBy[reason] = (this.skippedBy[reason] ?? 0) + 1;
  }

  outcome(): UniversityParseOutcome {
    const skipped = Object.values(this.skippedBy).reduce((a, b) => a + (b ?? 0), 0);
    return {
      courses: this.courses,
      fetched: this.fetched,
      skipped,
      skippedBy: { ...this.skippedBy },
      problems: this.problems,
    };
  }

  private skip(
    reason: SkipReason,
    where: string,
    issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> = [],
  ): void {
    this.skippedBy[reason] = (this.skippedBy[reason] ?? 0) + 1;
    if (issues.length > 0 && this.problems.length < MAX_PROBLEMS) {
      const first = issues[0]!;
      const path = first.path.map(String).join('.');
      this.problems.push(`${where}: ${path ? `${path}: ` : ''}${first.message}`);
    }
  }
}

/** An https URL or null: pictures and pages must never be http or script links. */
export function httpsOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Text cut to `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
