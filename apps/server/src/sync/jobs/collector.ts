import type { JobBoardSource } from '@app/core/job-options';
import type { SkillLexicon } from '@app/core/skill-lexicon';
import type { z } from 'zod';
import {
  type BoardPosting,
  dropBoilerplateSkills,
  type JobRecord,
  jobRecordSchema,
  normalisePosting,
} from './posting.ts';

/** What an adapter made of one board's response: the valid jobs and what it left out. */
export interface BoardOutcome {
  jobs: JobRecord[];
  /** Records the board returned. */
  fetched: number;
  /** Records that failed validation (or repeated an id) and were left out. */
  skipped: number;
  /** Records deliberately left out (unlisted postings); not counted as skipped. */
  excluded: number;
  /** A few of the reasons, for the log: "jobs[3]: title: Required". */
  problems: string[];
}

const MAX_PROBLEMS = 20;

/**
 * Collects a board's jobs one record at a time, like the course sync's collector: a record that
 * does not match the board's schema, or whose job fails the Job schema, is counted and skipped,
 * never thrown.
 */
export class JobCollector {
  private readonly jobs: JobRecord[] = [];
  private readonly ids = new Set<string>();
  private fetched = 0;
  private skipped = 0;
  private excluded = 0;
  private readonly problems: string[] = [];

  constructor(private readonly context: { source: JobBoardSource; board: string; lexicon: SkillLexicon }) {}

  add<R>(
    where: string,
    raw: unknown,
    recordSchema: z.ZodType<R>,
    toPosting: (record: R) => BoardPosting | null,
  ) {
    this.fetched++;
    const record = recordSchema.safeParse(raw);
    if (!record.success) return this.skip(where, record.error.issues);
    let posting: BoardPosting | null;
    try {
      posting = toPosting(record.data);
    } catch (error) {
      return this.skip(where, [
        { path: [], message: error instanceof Error ? error.message : String(error) },
      ]);
    }
    if (posting === null) {
      this.excluded++;
      return;
    }
    let candidate: JobRecord;
    try {
      candidate = normalisePosting(posting, this.context);
    } catch (error) {
      return this.skip(where, [
        { path: [], message: error instanceof Error ? error.message : String(error) },
      ]);
    }
    const job = jobRecordSchema.safeParse(candidate);
    if (!job.success) return this.skip(where, job.error.issues);
    if (this.ids.has(candidate.externalId)) {
      return this.skip(where, [{ path: ['id'], message: `repeats the id ${candidate.externalId}` }]);
    }
    this.ids.add(candidate.externalId);
    this.jobs.push(candidate);
  }

  outcome(): BoardOutcome {
    return {
      jobs: dropBoilerplateSkills(this.jobs),
      fetched: this.fetched,
      skipped: this.skipped,
      excluded: this.excluded,
      problems: this.problems,
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
