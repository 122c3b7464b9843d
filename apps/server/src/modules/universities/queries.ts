import { courseIdentityFromLink } from '@app/core/course-identity';
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
import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
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

export interface SourceCourse {
  externalId: string;
  course: UniversityCourse;
  /** Default: read from the course's page address. */
  identityKey?: string | undefined;
}

const isMissing = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** `primary`'s fields, with those it lacks (null, no subjects) taken from `fallback`. */
function fillMissing(primary: UniversityCourse, fallback: UniversityCourse): UniversityCourse {
  const merged: Record<string, unknown> = { ...primary };
  for (const [key, value] of Object.entries(fallback)) {
    if (isMissing(merged[key]) && !isMissing(value)) merged[key] = value;
  }
  return merged as unknown as UniversityCourse;
}

/**
 * The row another source already holds for this course, updated by `source`'s copy: it keeps its
 * id (links and saved pages stay valid). A source's API copy leads and the shipped data fills what
 * it lacks (level, say); the shipped data only fills what an API copy lacks.
 */
export function mergeHeldCourse(
  held: UniversityCourse,
  incoming: UniversityCourse,
  incomingSource: UniversityCourseSource,
): UniversityCourse {
  const merged = incomingSource === 'seed' ? fillMissing(held, incoming) : fillMissing(incoming, held);
  return { ...merged, id: held.id };
}

/**
 * Makes one source's active courses exactly these: upserts each by (source, external id) as
 * active with fetched_at now(), then marks the source's other active courses inactive. Call it in
 * the transaction that validated the list, so a reader sees the old set or the new one.
 * `now()` is the transaction's start time, the same for every row written here, so "not written
 * by this call" is "fetched_at before now()".
 *
 * One course, one row: a course whose identity (core's course-identity) another source's row
 * already holds updates that row instead of adding a twin (see mergeHeldCourse); that row stays
 * the other source's. A second course of this list with an identity already in it is skipped.
 */
export async function replaceSourceCourses(
  tx: Tx,
  source: UniversityCourseSource,
  list: ReadonlyArray<SourceCourse>,
): Promise<{ saved: number; deactivated: number; merged: number }> {
  const keyed: Array<{ externalId: string; course: UniversityCourse; identityKey: string | null }> = [];
  const seen = new Set<string>();
  for (const c of list) {
    const identityKey = c.identityKey ?? courseIdentityFromLink(c.course.url);
    if (identityKey !== null) {
      if (seen.has(identityKey)) continue;
      seen.add(identityKey);
    }
    keyed.push({ ...c, identityKey });
  }
  const keys = [...seen];

  const held = new Map<string, { id: number; course: UniversityCourse }>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const found = await tx
      .select({
        id: universityCourses.id,
        identityKey: universityCourses.identityKey,
        course: universityCourses.courseData,
      })
      .from(universityCourses)
      .where(
        and(
          inArray(universityCourses.identityKey, keys.slice(i, i + BATCH)),
          ne(universityCourses.source, source),
        ),
      );
    for (const row of found) held.set(row.identityKey!, { id: row.id, course: row.course });
  }

  let merged = 0;
  const own: typeof keyed = [];
  for (const c of keyed) {
    const holder = c.identityKey === null ? undefined : held.get(c.identityKey);
    if (!holder) {
      own.push(c);
      continue;
    }
    await tx
      .update(universityCourses)
      .set({
        courseData: mergeHeldCourse(holder.course, c.course, source),
        isActive: true,
        fetchedAt: sql`now()`,
      })
      .where(eq(universityCourses.id, holder.id));
    merged++;
  }

  // This source's rows may hold these identities under another external id (a course whose id
  // changed at the source): the upsert below gives each identity to the row written now.
  const ownKeys = own.flatMap((c) => (c.identityKey === null ? [] : [c.identityKey]));
  for (let i = 0; i < ownKeys.length; i += BATCH) {
    await tx
      .update(universityCourses)
      .set({ identityKey: null })
      .where(
        and(
          eq(universityCourses.source, source),
          inArray(universityCourses.identityKey, ownKeys.slice(i, i + BATCH)),
        ),
      );
  }
  for (let i = 0; i < own.length; i += BATCH) {
    await tx
      .insert(universityCourses)
      .values(
        own.slice(i, i + BATCH).map((c) => ({
          source,
          externalId: c.externalId,
          courseData: c.course,
          identityKey: c.identityKey,
          isActive: true,
          fetchedAt: sql`now()`,
        })),
      )
      .onConflictDoUpdate({
        target: [universityCourses.source, universityCourses.externalId],
        set: {
          courseData: sql`excluded.course_data`,
          identityKey: sql`excluded.identity_key`,
          isActive: true,
          fetchedAt: sql`now()`,
        },
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
  return { saved: keyed.length, deactivated: gone.length, merged };
}

/**
 * Gives every row without an identity its identity, read from its page address: rows written
 * before identities existed. Where two rows are one course (a shipped course and an imported
 * copy), the shipped row keeps the identity and the copy is made inactive, so it is listed once;
 * the next import updates the shipped row.
 */
export async function backfillIdentityKeys(tx: Tx): Promise<{ filled: number; twinsDeactivated: number }> {
  const missing = await tx
    .select({
      id: universityCourses.id,
      source: universityCourses.source,
      isActive: universityCourses.isActive,
      url: sql<string>`${universityCourses.courseData}->>'url'`,
    })
    .from(universityCourses)
    .where(isNull(universityCourses.identityKey));
  if (missing.length === 0) return { filled: 0, twinsDeactivated: 0 };
  const taken = new Set(
    (
      await tx
        .select({ key: universityCourses.identityKey })
        .from(universityCourses)
        .where(isNotNull(universityCourses.identityKey))
    ).map((r) => r.key!),
  );
  // Shipped rows first, then active ones, then the older: they keep the identity.
  missing.sort(
    (a, b) =>
      Number(b.source === 'seed') - Number(a.source === 'seed') ||
      Number(b.isActive) - Number(a.isActive) ||
      a.id - b.id,
  );
  let filled = 0;
  let twinsDeactivated = 0;
  for (const row of missing) {
    const key = row.url ? courseIdentityFromLink(row.url) : null;
    if (key === null) continue;
    if (!taken.has(key)) {
      taken.add(key);
      await tx.update(universityCourses).set({ identityKey: key }).where(eq(universityCourses.id, row.id));
      filled++;
    } else if (row.isActive) {
      await tx.update(universityCourses).set({ isActive: false }).where(eq(universityCourses.id, row.id));
      twinsDeactivated++;
    }
  }
  return { filled, twinsDeactivated };
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
