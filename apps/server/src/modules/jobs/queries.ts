import { type ApplicationStatus, JOB_PAGE_MAX } from '@app/core/job-options';
import type { ApplicationUpdate, JobApplication, JobDetail } from '@app/core/jobs-api';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appMeta, jobApplicationEvents, jobApplications, jobs } from '../../db/schema.ts';
import type { JobRecord } from '../../sync/jobs/posting.ts';

/** app_meta key whose value changes whenever the active jobs change, so every instance rebuilds. */
const VERSION_KEY = 'jobs:version';
/** app_meta key holding the day of the last scheduled fetch. */
const SCHEDULE_SLOT_KEY = 'jobs:scheduled-fetch';

/** A job as the search index loads it: the summary fields plus the description it searches. */
export interface IndexRow {
  id: number;
  title: string;
  company: string;
  provider: string;
  source: JobDetail['source'];
  location: string | null;
  remoteType: JobDetail['remoteType'];
  jobType: JobDetail['jobType'];
  experienceLevel: JobDetail['experienceLevel'];
  salaryRange: string | null;
  postedDate: Date;
  skills: string[];
  externalUrl: string | null;
  isSample: boolean;
  description: string;
}

const indexColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  provider: jobs.provider,
  source: jobs.source,
  location: jobs.location,
  remoteType: jobs.remoteType,
  jobType: jobs.jobType,
  experienceLevel: jobs.experienceLevel,
  salaryRange: jobs.salaryRange,
  postedDate: jobs.postedDate,
  skills: jobs.skills,
  externalUrl: jobs.externalUrl,
  isSample: jobs.isSample,
  description: jobs.description,
};

/**
 * Every active job, newest first, a page at a time (the spec's read: is_active, ordered by
 * posted_date descending, in blocks of 1000 rows until a short one), so that a board of a million
 * postings is indexed as it is read and its descriptions are never all held at once. Pages are
 * keyed on (posted_date, id), with the timestamp as PostgreSQL text so no microseconds are lost,
 * so a row can neither repeat nor be skipped while a fetch writes (one posted after the read began
 * waits for the next build, which the fetch's new version brings).
 */
export async function* activeJobPages(db: Db): AsyncGenerator<IndexRow[], void, void> {
  let after: { posted: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({ ...indexColumns, postedText: sql<string>`${jobs.postedDate}::text` })
      .from(jobs)
      .where(
        after
          ? and(
              eq(jobs.isActive, true),
              sql`(${jobs.postedDate}, ${jobs.id}) < (${after.posted}::timestamptz, ${after.id})`,
            )
          : eq(jobs.isActive, true),
      )
      .orderBy(desc(jobs.postedDate), desc(jobs.id))
      .limit(JOB_PAGE_MAX);
    if (page.length > 0) yield page.map(({ postedText: _, ...row }) => row);
    if (page.length < JOB_PAGE_MAX) return;
    const last = page.at(-1)!;
    after = { posted: last.postedText, id: last.id };
  }
}

/** How many jobs are active: the most `activeJobPages` reads, should no fetch write meanwhile. */
export async function countActiveJobs(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.isActive, true));
  return row?.n ?? 0;
}

/** One job with everything the details dialog shows, active or not. */
export async function readJob(
  db: Db,
  id: number,
): Promise<(IndexRow & { requirements: string[]; isActive: boolean }) | undefined> {
  const [row] = await db
    .select({ ...indexColumns, requirements: jobs.requirements, isActive: jobs.isActive })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

export async function readJobsVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, VERSION_KEY));
  return row?.value ?? null;
}

/** Marks the active jobs as changed; call inside the transaction that changed them. */
export async function bumpJobsVersion(tx: Tx | Db, now: Date): Promise<void> {
  const value = `${now.toISOString()}#${Math.random().toString(36).slice(2, 10)}`;
  await tx
    .insert(appMeta)
    .values({ key: VERSION_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
}

/**
 * Claims the day's scheduled fetch: true for the one caller that recorded `slot` ('2026-05-01')
 * first. The conditional upsert is atomic, so instances racing for it cannot both win.
 */
export async function claimScheduleSlot(db: Db, slot: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: SCHEDULE_SLOT_KEY, value: slot })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: slot, updatedAt: now },
      setWhere: sql`${appMeta.value} <> excluded.value`,
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

const BATCH = 400;

export interface BoardWrite {
  source: JobRecord['source'];
  board: string;
  jobs: JobRecord[];
}

export interface WriteSummary {
  inserted: number;
  updated: number;
  deactivated: number;
  samplesRetired: number;
}

/**
 * Writes the boards that answered, in the caller's transaction: each job upserted by (source,
 * external id) and active again; each job of those boards that the board no longer lists made
 * inactive (never deleted: applications keep their job); the sample postings retired. Boards that
 * failed are not in `boards`, so their jobs stay as they were.
 */
export async function writeBoards(tx: Tx, boards: readonly BoardWrite[], now: Date): Promise<WriteSummary> {
  const summary: WriteSummary = { inserted: 0, updated: 0, deactivated: 0, samplesRetired: 0 };
  for (const board of boards) {
    for (let i = 0; i < board.jobs.length; i += BATCH) {
      const values = board.jobs
        .slice(i, i + BATCH)
        .map((j) => ({ ...j, isActive: true, isSample: false, updatedAt: now }));
      const written = await tx
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.source, jobs.externalId],
          set: {
            board: sql`excluded.board`,
            title: sql`excluded.title`,
            company: sql`excluded.company`,
            provider: sql`excluded.provider`,
            description: sql`excluded.description`,
            location: sql`excluded.location`,
            remoteType: sql`excluded.remote_type`,
            jobType: sql`excluded.job_type`,
            experienceLevel: sql`excluded.experience_level`,
            salaryRange: sql`excluded.salary_range`,
            postedDate: sql`excluded.posted_date`,
            skills: sql`excluded.skills`,
            requirements: sql`excluded.requirements`,
            externalUrl: sql`excluded.external_url`,
            isActive: true,
            updatedAt: now,
          },
        })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of written) {
        if (row.inserted) summary.inserted++;
        else summary.updated++;
      }
    }
    // Every job the board listed now carries this run's time; the rest left the board.
    const gone = await tx
      .update(jobs)
      .set({ isActive: false, updatedAt: now })
      .where(
        and(
          eq(jobs.source, board.source),
          eq(jobs.board, board.board),
          eq(jobs.isActive, true),
          ne(jobs.updatedAt, now),
        ),
      )
      .returning({ id: jobs.id });
    summary.deactivated += gone.length;
  }
  if (boards.length > 0) {
    const retired = await tx
      .update(jobs)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(jobs.isSample, true), eq(jobs.isActive, true)))
      .returning({ id: jobs.id });
    summary.samplesRetired = retired.length;
  }
  return summary;
}

/** The job's state for an application: undefined when there is no such job. */
export async function readJobState(
  db: Db,
  id: number,
): Promise<{ isActive: boolean; isSample: boolean } | undefined> {
  const [row] = await db
    .select({ isActive: jobs.isActive, isSample: jobs.isSample })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

/**
 * Records an application unless the user already applied to the job. The unique index decides,
 * so concurrent requests leave exactly one row. Returns the new row's id, or null for a duplicate.
 */
export async function insertApplication(db: Db, userId: string, jobId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({ userId, jobId, status: 'applied' })
      .onConflictDoNothing({ target: [jobApplications.userId, jobApplications.jobId] })
      .returning({ id: jobApplications.id, status: jobApplications.status });
    if (!row) return null;
    await tx.insert(jobApplicationEvents).values({ applicationId: row.id, status: row.status });
    return row.id;
  });
}

/**
 * Changes what the user tracks of one of their applications; a new status is dated in its
 * history (setting the same status again adds nothing). False when they have no such application.
 */
export async function updateApplication(
  db: Db,
  userId: string,
  id: number,
  change: ApplicationUpdate,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)))
      .for('update');
    if (!current) return false;
    const set: Partial<typeof jobApplications.$inferInsert> = {};
    if (change.status !== undefined) set.status = change.status;
    if (change.note !== undefined) set.note = change.note;
    if (change.followUpOn !== undefined) set.followUpOn = change.followUpOn;
    await tx.update(jobApplications).set(set).where(eq(jobApplications.id, id));
    if (change.status !== undefined && change.status !== current.status) {
      await tx.insert(jobApplicationEvents).values({ applicationId: id, status: change.status });
    }
    return true;
  });
}

const applicationColumns = {
  id: jobApplications.id,
  status: jobApplications.status,
  note: jobApplications.note,
  followUpOn: jobApplications.followUpOn,
  createdAt: jobApplications.createdAt,
  jobId: jobs.id,
  title: jobs.title,
  company: jobs.company,
  provider: jobs.provider,
  location: jobs.location,
  externalUrl: jobs.externalUrl,
  isActive: jobs.isActive,
  isSample: jobs.isSample,
};

type ApplicationRow = {
  id: number;
  status: ApplicationStatus;
  note: string;
  followUpOn: string | null;
  createdAt: Date;
  jobId: number;
} & Omit<JobApplication['job'], 'id'>;

function toApplication(row: ApplicationRow, history: JobApplication['history']): JobApplication {
  return {
    id: row.id,
    status: row.status,
    appliedAt: row.createdAt.toISOString(),
    note: row.note,
    followUpOn: row.followUpOn,
    history,
    job: {
      id: row.jobId,
      title: row.title,
      company: row.company,
      provider: row.provider,
      location: row.location,
      externalUrl: row.externalUrl,
      isActive: row.isActive,
      isSample: row.isSample,
    },
  };
}

/** The applications of these rows with their status histories (one query for all of them). */
async function withHistories(db: Db, rows: ApplicationRow[]): Promise<JobApplication[]> {
  if (rows.length === 0) return [];
  const events = await db
    .select({
      applicationId: jobApplicationEvents.applicationId,
      status: jobApplicationEvents.status,
      changedAt: jobApplicationEvents.changedAt,
    })
    .from(jobApplicationEvents)
    .where(
      inArray(
        jobApplicationEvents.applicationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(jobApplicationEvents.changedAt), asc(jobApplicationEvents.id));
  const byApplication = new Map<number, JobApplication['history']>();
  for (const e of events) {
    const history = byApplication.get(e.applicationId) ?? [];
    history.push({ status: e.status, at: e.changedAt.toISOString() });
    byApplication.set(e.applicationId, history);
  }
  return rows.map((row) => toApplication(row, byApplication.get(row.id) ?? []));
}

/** A user's applications, newest first, each with its job (inactive ones included). */
export async function listApplications(db: Db, userId: string, id?: number): Promise<JobApplication[]> {
  const rows = await db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(
      id === undefined
        ? eq(jobApplications.userId, userId)
        : and(eq(jobApplications.userId, userId), eq(jobApplications.id, id)),
    )
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return withHistories(db, rows);
}

/** Removes one of the user's applications from the tracker; false when they have none with that id. */
export async function deleteApplication(db: Db, userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(jobApplications)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.userId, userId)))
    .returning({ id: jobApplications.id });
  return deleted.length > 0;
}

/** For the data export: the user's applications, oldest first. */
export async function applicationsForExport(db: Db, userId: string): Promise<JobApplication[]> {
  const rows = await db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  return withHistories(db, rows);
}

/** Adds the given sample postings unless they are there (the seed). */
export async function insertSampleJobs(
  tx: Tx,
  samples: ReadonlyArray<Omit<JobRecord, 'source'>>,
  now: Date,
): Promise<number> {
  if (samples.length === 0) return 0;
  const inserted = await tx
    .insert(jobs)
    .values(
      samples.map((s) => ({
        ...s,
        source: 'sample' as const,
        isSample: true,
        isActive: true,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [jobs.source, jobs.externalId] })
    .returning({ id: jobs.id });
  if (inserted.length > 0) await bumpJobsVersion(tx, now);
  return inserted.length;
}

/** True when some real (not sample) job was ever stored: then samples are not brought back. */
export async function hasRealJobs(tx: Tx | Db): Promise<boolean> {
  const [row] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.isSample, false)).limit(1);
  return row !== undefined;
}
