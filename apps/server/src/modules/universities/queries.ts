import type {
  UniversityFetchRun,
  UniversityFetchTrigger,
  UniversitySourceResult,
} from '@app/core/university-api';
import {
  UNIVERSITY_READ_PAGE,
  UNIVERSITY_SOURCE_API,
  type UniversityCourse,
  type UniversityCourseSource,
} from '@app/core/university-course';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { universityCourseFetches, universityCourses } from '../../db/schema.ts';

const active = and(
  eq(universityCourses.isActive, true),
  eq(universityCourses.sourceApi, UNIVERSITY_SOURCE_API),
);

/**
 * Every active university course: the spec's read (course_data where is_active and source_api is
 * universities_api, newest fetch first), in pages of 1000 rows keyed on (fetched_at, id) so rows
 * written meanwhile can neither repeat nor be skipped. The key's timestamp travels as PostgreSQL
 * text: a JavaScript Date would drop its microseconds, and a fetch writes many rows with one.
 */
export async function readActiveUniversityCourses(db: Db): Promise<UniversityCourse[]> {
  const all: UniversityCourse[] = [];
  let after: { fetchedAt: string; id: number } | undefined;
  for (;;) {
    const page = await db
      .select({
        id: universityCourses.id,
        fetchedAt: sql<string>`${universityCourses.fetchedAt}::text`,
        data: universityCourses.courseData,
      })
      .from(universityCourses)
      .where(
        after
          ? and(
              active,
              sql`(${universityCourses.fetchedAt}, ${universityCourses.id}) < (${after.fetchedAt}::timestamptz, ${after.id})`,
            )
          : active,
      )
      .orderBy(desc(universityCourses.fetchedAt), desc(universityCourses.id))
      .limit(UNIVERSITY_READ_PAGE);
    for (const row of page) all.push(row.data);
    if (page.length < UNIVERSITY_READ_PAGE) return all;
    const last = page.at(-1)!;
    after = { fetchedAt: last.fetchedAt, id: last.id };
  }
}

/** Active courses per source. */
export async function countActiveBySource(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ source: universityCourses.source, count: sql<number>`count(*)::int` })
    .from(universityCourses)
    .where(active)
    .groupBy(universityCourses.source);
  return Object.fromEntries(rows.map((r) => [r.source, Number(r.count)]));
}

/** The spec's count: active courses with source_api universities_api. */
export async function countActiveUniversityCourses(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(universityCourses).where(active);
  return Number(row?.count ?? 0);
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

/**
 * Makes one source's active courses exactly these: upserts each by (source, external id) as
 * active with fetched_at now(), then marks the source's other active courses inactive. Call it in
 * the transaction that validated the list, so a reader sees the old set or the new one.
 * `now()` is the transaction's start time, the same for every row written here, so "not written
 * by this call" is "fetched_at before now()".
 */
export async function replaceSourceCourses(
  tx: Tx,
  source: UniversityCourseSource,
  list: ReadonlyArray<{ externalId: string; course: UniversityCourse }>,
): Promise<{ saved: number; deactivated: number }> {
  for (let i = 0; i < list.length; i += BATCH) {
    await tx
      .insert(universityCourses)
      .values(
        list.slice(i, i + BATCH).map((c) => ({
          source,
          externalId: c.externalId,
          courseData: c.course,
          isActive: true,
          fetchedAt: sql`now()`,
        })),
      )
      .onConflictDoUpdate({
        target: [universityCourses.source, universityCourses.externalId],
        set: { courseData: sql`excluded.course_data`, isActive: true, fetchedAt: sql`now()` },
      });
  }
  const gone = await tx
    .update(universityCourses)
    .set({ isActive: false })
    .where(
      and(
        eq(universityCourses.source, source),
        eq(universityCourses.isActive, true),
        lt(universityCourses.fetchedAt, sql`now()`),
      ),
    )
    .returning({ id: universityCourses.id });
  return { saved: list.length, deactivated: gone.length };
}

// --- Fetch runs ---

const runColumns = {
  id: universityCourseFetches.id,
  trigger: universityCourseFetches.trigger,
  status: universityCourseFetches.status,
  startedAt: universityCourseFetches.startedAt,
  finishedAt: universityCourseFetches.finishedAt,
  fetched: universityCourseFetches.fetched,
  skipped: universityCourseFetches.skipped,
  saved: universityCourseFetches.saved,
  deactivated: universityCourseFetches.deactivated,
  error: universityCourseFetches.error,
  sources: universityCourseFetches.sources,
};

type RunRow = Awaited<ReturnType<typeof selectRuns>>[number];
const selectRuns = (db: Db, limit: number) =>
  db
    .select(runColumns)
    .from(universityCourseFetches)
    .orderBy(desc(universityCourseFetches.startedAt), desc(universityCourseFetches.id))
    .limit(limit);

function toRun(row: RunRow): UniversityFetchRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    fetched: row.fetched,
    skipped: row.skipped,
    saved: row.saved,
    deactivated: row.deactivated,
    error: row.error,
    sources: row.sources,
  };
}

/** Records a fetch as running; null when `slot` already has a run (another instance took it). */
export async function insertFetchRun(
  db: Db,
  run: { trigger: UniversityFetchTrigger; slot?: string | undefined; requestedBy?: string | undefined },
): Promise<number | null> {
  const rows = await db
    .insert(universityCourseFetches)
    .values({
      trigger: run.trigger,
      slot: run.slot ?? null,
      status: 'running',
      requestedBy: run.requestedBy ?? null,
    })
    .onConflictDoNothing({ target: universityCourseFetches.slot })
    .returning({ id: universityCourseFetches.id });
  return rows[0]?.id ?? null;
}

export async function finishFetchRun(
  db: Db,
  id: number,
  result: {
    status: 'succeeded' | 'partial' | 'failed';
    sources: UniversitySourceResult[];
    error: string | null;
  },
): Promise<void> {
  const sum = (key: 'fetched' | 'skipped' | 'saved' | 'deactivated') =>
    result.sources.reduce((total, s) => total + s[key], 0);
  await db
    .update(universityCourseFetches)
    .set({
      status: result.status,
      finishedAt: sql`now()`,
      fetched: sum('fetched'),
      skipped: sum('skipped'),
      saved: sum('saved'),
      deactivated: sum('deactivated'),
      error: result.error,
      sources: result.sources,
    })
    .where(eq(universityCourseFetches.id, id));
}

export async function listFetchRuns(db: Db, limit: number): Promise<UniversityFetchRun[]> {
  return (await selectRuns(db, limit)).map(toRun);
}

/** True when some instance records a fetch running that started within `withinMs`. */
export async function fetchRunning(db: Db, withinMs: number): Promise<boolean> {
  const rows = await db
    .select({ id: universityCourseFetches.id })
    .from(universityCourseFetches)
    .where(
      and(
        eq(universityCourseFetches.status, 'running'),
        sql`${universityCourseFetches.startedAt} > now() - make_interval(secs => ${withinMs / 1000})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks fetches left running longer than `olderThanMs` (their server stopped) as failed. */
export async function closeAbandonedFetchRuns(db: Db, olderThanMs: number): Promise<number> {
  const rows = await db
    .update(universityCourseFetches)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      error: 'The fetch was interrupted (its server stopped).',
    })
    .where(
      and(
        eq(universityCourseFetches.status, 'running'),
        sql`${universityCourseFetches.startedAt} <= now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .returning({ id: universityCourseFetches.id });
  return rows.length;
}

/** Keeps the latest `keep` runs (scheduled slots among them are what stops a day running twice). */
export async function pruneFetchRuns(db: Db, keep = 200): Promise<void> {
  await db.execute(sql`
    delete from ${universityCourseFetches}
    where ${universityCourseFetches.id} not in (
      select ${universityCourseFetches.id} from ${universityCourseFetches}
      order by ${universityCourseFetches.startedAt} desc, ${universityCourseFetches.id} desc
      limit ${keep}
    )`);
}

/** True when a fetch was recorded for this scheduled slot (on any instance). */
export async function slotHasRun(db: Db, slot: string): Promise<boolean> {
  const found = await db
    .select({ id: universityCourseFetches.id })
    .from(universityCourseFetches)
    .where(eq(universityCourseFetches.slot, slot))
    .limit(1);
  return found.length > 0;
}
