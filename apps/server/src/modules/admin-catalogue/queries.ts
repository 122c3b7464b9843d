import type { BrokenLinkCourse, StaleFactsCourse } from '@app/core/catalogue-health';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';

/** The courses whose facts were confirmed longest ago: never confirmed first, then the oldest. */
export async function oldestFacts(
  db: Db,
  limit: number,
): Promise<{ courses: StaleFactsCourse[]; neverConfirmed: number; total: number }> {
  const [list, [counts]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        provider: courses.provider,
        link: courses.link,
        factsConfirmedOn: courses.factsConfirmedOn,
      })
      .from(courses)
      .orderBy(sql`${courses.factsConfirmedOn} asc nulls first`, asc(courses.position), asc(courses.id))
      .limit(limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        never: sql<number>`count(*) filter (where ${courses.factsConfirmedOn} is null)::int`,
      })
      .from(courses),
  ]);
  return {
    courses: list.map((c) => ({ ...c, factsConfirmedOn: c.factsConfirmedOn ?? null })),
    neverConfirmed: Number(counts?.never ?? 0),
    total: Number(counts?.total ?? 0),
  };
}

/** The links the last check found broken, by provider and title, and the stored results' totals. */
export async function brokenLinks(
  db: Db,
  limit: number,
): Promise<{
  courses: BrokenLinkCourse[];
  broken: number;
  ok: number;
  unchecked: number;
  lastCheckedAt: string | null;
}> {
  const [list, [counts], [last]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        provider: courses.provider,
        link: courses.link,
        detail: courses.linkCheckDetail,
        checkedAt: courses.linkCheckedAt,
      })
      .from(courses)
      .where(and(eq(courses.linkCheckStatus, 'broken'), isNotNull(courses.linkCheckedAt)))
      .orderBy(asc(courses.provider), asc(courses.title), asc(courses.id))
      .limit(limit),
    db
      .select({
        broken: sql<number>`count(*) filter (where ${courses.linkCheckStatus} = 'broken')::int`,
        ok: sql<number>`count(*) filter (where ${courses.linkCheckStatus} = 'ok')::int`,
        unchecked: sql<number>`count(*) filter (where ${courses.linkCheckStatus} is null)::int`,
      })
      .from(courses),
    db
      .select({ at: courses.linkCheckedAt })
      .from(courses)
      .where(isNotNull(courses.linkCheckedAt))
      .orderBy(desc(courses.linkCheckedAt))
      .limit(1),
  ]);
  return {
    courses: list.map((c) => ({
      id: c.id,
      title: c.title,
      provider: c.provider,
      link: c.link,
      detail: c.detail ?? 'broken',
      checkedAt: c.checkedAt!.toISOString(),
    })),
    broken: Number(counts?.broken ?? 0),
    ok: Number(counts?.ok ?? 0),
    unchecked: Number(counts?.unchecked ?? 0),
    lastCheckedAt: last?.at ? last.at.toISOString() : null,
  };
}

/** Every catalogue course's link: what the check requests. */
export async function linkTargets(db: Db): Promise<Array<{ id: number; link: string }>> {
  return db
    .select({ id: courses.id, link: courses.link })
    .from(courses)
    .orderBy(asc(courses.position), asc(courses.id));
}

/**
 * Stores one link's result, unless the course's link changed while it was checked (the result
 * would be about another address).
 */
export async function recordLinkCheck(
  db: Db,
  result: { id: number; link: string; status: 'ok' | 'broken'; detail: string | null },
): Promise<void> {
  await db
    .update(courses)
    .set({ linkCheckStatus: result.status, linkCheckDetail: result.detail, linkCheckedAt: sql`now()` })
    .where(and(eq(courses.id, result.id), eq(courses.link, result.link)));
}
