import type { Course } from '@app/core/course';
import { courseSchema } from '@app/core/course';
import { LIVE_SOURCES, type LiveSource } from '@app/core/course-catalogue';
import type { SyncRun } from '@app/core/live-sync';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { edxTechCourses, microsoftCourses, salesforceCourses, syncRuns } from '../db/schema.ts';

/** The spec's live-course table of each source. */
const SNAPSHOT_TABLES = {
  microsoft: microsoftCourses,
  salesforce: salesforceCourses,
  edx: edxTechCourses,
} as const;

/** Snapshots kept per source: the active one and the nine before it. */
export const SNAPSHOTS_KEPT = 10;
/** Runs kept per source in the history. */
export const RUNS_KEPT = 200;

export interface SnapshotMeta {
  id: number;
  courseCount: number;
  fetchedAt: Date;
}

/** The active snapshot's id, size and time per source, without reading the course lists. */
export async function readActiveSnapshotMeta(db: Db): Promise<Record<LiveSource, SnapshotMeta | null>> {
  const entries = await Promise.all(
    LIVE_SOURCES.map(async (source) => {
      const table = SNAPSHOT_TABLES[source];
      const [row] = await db
        .select({ id: table.id, courseCount: table.courseCount, fetchedAt: table.fetchedAt })
        .from(table)
        .where(eq(table.isActive, true))
        .limit(1);
      return [source, row ?? null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LiveSource, SnapshotMeta | null>;
}

export interface Snapshot extends SnapshotMeta {
  /** The stored courses that still pass the Course schema. */
  courses: Course[];
  /** Stored entries that no longer do (none, unless the schema changed since). */
  invalid: number;
}

/**
 * One snapshot of a source: the active one (spec: is_active, newest fetched_at, limit 1), or the
 * one with this id.
 */
export async function readSnapshot(db: Db, source: LiveSource, id?: number): Promise<Snapshot | null> {
  const table = SNAPSHOT_TABLES[source];
  const [row] = await db
    .select({
      id: table.id,
      courseCount: table.courseCount,
      fetchedAt: table.fetchedAt,
      courseData: table.courseData,
    })
    .from(table)
    .where(id === undefined ? eq(table.isActive, true) : eq(table.id, id))
    .orderBy(desc(table.fetchedAt))
    .limit(1);
  if (!row) return null;
  const courses: Course[] = [];
  let invalid = 0;
  for (const entry of row.courseData) {
    const parsed = courseSchema.safeParse(entry);
    if (parsed.success) courses.push(parsed.data);
    else invalid++;
  }
  return { id: row.id, courseCount: row.courseCount, fetchedAt: row.fetchedAt, courses, invalid };
}

/**
 * Starts a run. A scheduled run names its slot; when that slot already has a run (another instance
 * took it) nothing is inserted and null comes back.
 */
export async function insertRun(
  db: Db,
  run: {
    source: LiveSource;
    trigger: SyncRun['trigger'];
    slot?: string | undefined;
    requestedBy?: string | undefined;
    startedAt: Date;
  },
): Promise<number | null> {
  const rows = await db
    .insert(syncRuns)
    .values({
      source: run.source,
      trigger: run.trigger,
      slot: run.slot ?? null,
      status: 'running',
      startedAt: run.startedAt,
      requestedBy: run.requestedBy ?? null,
    })
    .onConflictDoNothing({ target: [syncRuns.source, syncRuns.slot] })
    .returning({ id: syncRuns.id });
  return rows[0]?.id ?? null;
}

export async function slotHasRun(db: Db, source: LiveSource, slot: string): Promise<boolean> {
  const rows = await db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(and(eq(syncRuns.source, source), eq(syncRuns.slot, slot)))
    .limit(1);
  return rows.length > 0;
}

export async function finishFailedRun(
  db: Db,
  id: number,
  result: { finishedAt: Date; fetched: number; skipped: number; error: string },
): Promise<void> {
  await db
    .update(syncRuns)
    .set({
      status: 'failed',
      finishedAt: result.finishedAt,
      fetched: result.fetched,
      skipped: result.skipped,
      saved: 0,
      error: result.error.slice(0, 2000),
    })
    .where(eq(syncRuns.id, id));
}

/**
 * In one transaction: the new snapshot becomes the only active row of its table, snapshots beyond
 * the newest SNAPSHOTS_KEPT are deleted, and the run is marked succeeded. Until it commits, readers
 * keep seeing the previous snapshot; if it fails, nothing of it stays.
 */
export async function saveSnapshot(
  db: Db,
  source: LiveSource,
  snapshot: { courses: Course[]; fetchedAt: Date; runId: number; fetched: number; skipped: number },
): Promise<number> {
  const table = SNAPSHOT_TABLES[source];
  return db.transaction(async (tx) => {
    await tx.update(table).set({ isActive: false }).where(eq(table.isActive, true));
    const [row] = await tx
      .insert(table)
      .values({
        courseData: snapshot.courses,
        isActive: true,
        fetchedAt: snapshot.fetchedAt,
        courseCount: snapshot.courses.length,
        syncRunId: snapshot.runId,
      })
      .returning({ id: table.id });
    const keep = tx
      .select({ id: table.id })
      .from(table)
      .orderBy(desc(table.fetchedAt), desc(table.id))
      .limit(SNAPSHOTS_KEPT);
    await tx.delete(table).where(sql`${table.id} not in (${keep})`);
    await tx
      .update(syncRuns)
      .set({
        status: 'succeeded',
        finishedAt: snapshot.fetchedAt,
        fetched: snapshot.fetched,
        skipped: snapshot.skipped,
        saved: snapshot.courses.length,
        error: null,
      })
      .where(eq(syncRuns.id, snapshot.runId));
    return row!.id;
  });
}

const runColumns = {
  id: syncRuns.id,
  source: syncRuns.source,
  trigger: syncRuns.trigger,
  status: syncRuns.status,
  startedAt: syncRuns.startedAt,
  finishedAt: syncRuns.finishedAt,
  fetched: syncRuns.fetched,
  skipped: syncRuns.skipped,
  saved: syncRuns.saved,
  error: syncRuns.error,
};

type RunRow = {
  id: number;
  source: LiveSource;
  trigger: SyncRun['trigger'];
  status: SyncRun['status'];
  startedAt: Date;
  finishedAt: Date | null;
  fetched: number;
  skipped: number;
  saved: number;
  error: string | null;
};

export function toSyncRun(row: RunRow): SyncRun {
  return {
    ...row,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** The newest runs first, of one source or all. */
export async function listRuns(
  db: Db,
  options: { source?: LiveSource | undefined; limit: number },
): Promise<SyncRun[]> {
  const rows = await db
    .select(runColumns)
    .from(syncRuns)
    .where(options.source ? eq(syncRuns.source, options.source) : undefined)
    .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
    .limit(options.limit);
  return rows.map(toSyncRun);
}

/** Sources with a run that started after `since` and has not finished. */
export async function runningSources(db: Db, since: Date): Promise<Set<LiveSource>> {
  const rows = await db
    .selectDistinct({ source: syncRuns.source })
    .from(syncRuns)
    .where(and(eq(syncRuns.status, 'running'), gte(syncRuns.startedAt, since)));
  return new Set(rows.map((r) => r.source));
}

/** Runs still 'running' that started before `before`: their server stopped mid-way. */
export async function closeAbandonedRuns(db: Db, before: Date, now: Date): Promise<number> {
  const rows = await db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: now, error: 'The server stopped before this sync finished' })
    .where(and(eq(syncRuns.status, 'running'), lt(syncRuns.startedAt, before)))
    .returning({ id: syncRuns.id });
  return rows.length;
}

/** Deletes all but the newest RUNS_KEPT runs of a source. */
export async function pruneRuns(db: Db, source: LiveSource): Promise<void> {
  const keep = db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(eq(syncRuns.source, source))
    .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
    .limit(RUNS_KEPT);
  await db.delete(syncRuns).where(and(eq(syncRuns.source, source), sql`${syncRuns.id} not in (${keep})`));
}
