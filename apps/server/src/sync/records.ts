import { type Course, courseSchema } from '@app/core/course';
import { parseCourseId } from '@app/core/course-catalogue';
import type { z } from 'zod';

/** What an adapter made of one response: the valid courses and what it left out. */
export interface ParseOutcome {
  courses: Course[];
  /** Records the source returned. */
  fetched: number;
  /** Records that failed validation (or repeated an id) and were left out. */
  skipped: number;
  /** A few of the reasons, for the log: "modules[3]: title: Required". */
  problems: string[];
  /** Records deliberately not listed (hidden or invitation-only courses, say); not counted as skipped. */
  excluded?: number;
}

const MAX_PROBLEMS = 20;

/**
 * Collects courses from a list of raw records, one at a time: a record that does not match the
 * source's schema, or whose course fails the Course schema, is counted and skipped, never thrown.
 * `toCourse` may return null to exclude a valid record on purpose.
 */
export class CourseCollector {
  readonly courses: Course[] = [];
  fetched = 0;
  skipped = 0;
  excluded = 0;
  readonly problems: string[] = [];
  private readonly ids = new Set<string | number>();

  add<R>(
    where: string,
    raw: unknown,
    recordSchema: z.ZodType<R>,
    toCourse: (record: R) => unknown | null,
  ): void {
    this.fetched++;
    const record = recordSchema.safeParse(raw);
    if (!record.success) {
      this.skip(where, record.error.issues);
      return;
    }
    let candidate: unknown;
    try {
      candidate = toCourse(record.data);
    } catch (error) {
      this.skip(where, [{ path: [], message: error instanceof Error ? error.message : String(error) }]);
      return;
    }
    if (candidate === null) {
      this.excluded++;
      return;
    }
    const course = courseSchema.safeParse(candidate);
    if (!course.success) {
      this.skip(where, course.error.issues);
      return;
    }
    // A live id must work as a URL segment (/courses/microsoft-…), so the catalogue can open it.
    if (typeof course.data.id === 'string' && parseCourseId(course.data.id) !== course.data.id) {
      this.skip(where, [{ path: ['id'], message: `${course.data.id} is not a usable live course id` }]);
      return;
    }
    if (this.ids.has(course.data.id)) {
      this.skip(where, [{ path: ['id'], message: `repeats the id ${String(course.data.id)}` }]);
      return;
    }
    this.ids.add(course.data.id);
    this.courses.push(course.data);
  }

  outcome(): ParseOutcome {
    return {
      courses: this.courses,
      fetched: this.fetched,
      skipped: this.skipped,
      problems: this.problems,
      ...(this.excluded ? { excluded: this.excluded } : {}),
    };
  }

  private skip(where: string, issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
    this.skipped++;
    if (this.problems.length < MAX_PROBLEMS) {
      const first = issues[0];
      const path = first?.path.map(String).join('.') ?? '';
      this.problems.push(`${where}: ${path ? `${path}: ` : ''}${first?.message ?? 'invalid'}`);
    }
  }
}

/** The elements of a list field that may be missing or null in the source. */
export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
