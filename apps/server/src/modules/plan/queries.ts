import type { SavedPlanRequest } from '@app/core/plan-api';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseEnrollments, userDrafts, userPlans } from '../../db/schema.ts';

/** What the planner reads of an account: the CV builder's saved form and the tracked courses. */
export async function readAccountSources(db: Db, userId: string) {
  const [cv] = await db
    .select({ content: userDrafts.content })
    .from(userDrafts)
    .where(and(eq(userDrafts.userId, userId), eq(userDrafts.kind, 'cv')));
  const tracked = await db
    .select({ courseId: courseEnrollments.courseId, status: courseEnrollments.status })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.userId, userId));
  return { cvDraft: cv?.content ?? null, tracked };
}

const summaryColumns = {
  id: userPlans.id,
  title: userPlans.title,
  request: userPlans.request,
  shareToken: userPlans.shareToken,
  createdAt: userPlans.createdAt,
  updatedAt: userPlans.updatedAt,
};

export async function listPlans(db: Db, userId: string) {
  return db
    .select(summaryColumns)
    .from(userPlans)
    .where(eq(userPlans.userId, userId))
    .orderBy(desc(userPlans.createdAt), desc(userPlans.id));
}

export async function countPlans(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userPlans)
    .where(eq(userPlans.userId, userId));
  return row?.count ?? 0;
}

export async function readPlan(db: Db, userId: string, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.id, id)));
  return row;
}

export async function insertPlan(db: Db, userId: string, title: string, request: SavedPlanRequest) {
  const [row] = await db.insert(userPlans).values({ userId, title, request }).returning(summaryColumns);
  return row!;
}

export async function deletePlan(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(userPlans)
    .where(and(eq(userPlans.userId, userId), eq(userPlans.id, id)))
    .returning({ id: userPlans.id });
  return rows.length > 0;
}

/** Sets the plan's share token unless it has one; returns the token in force, or undefined (no such plan). */
export async function sharePlan(db: Db, userId: string, id: number, token: string) {
  const [row] = await db
    .update(userPlans)
    .set({ shareToken: sql`coalesce(${userPlans.shareToken}, ${token})`, updatedAt: new Date() })
    .where(and(eq(userPlans.userId, userId), eq(userPlans.id, id)))
    .returning({ shareToken: userPlans.shareToken });
  return row?.shareToken ?? undefined;
}

export async function unsharePlan(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(userPlans)
    .set({ shareToken: null, updatedAt: new Date() })
    .where(and(eq(userPlans.userId, userId), eq(userPlans.id, id)))
    .returning({ id: userPlans.id });
  return rows.length > 0;
}

/** A shared plan by its token: its title and request, and whose it is (to read their courses). */
export async function readSharedPlan(db: Db, token: string) {
  const [row] = await db
    .select({ userId: userPlans.userId, title: userPlans.title, request: userPlans.request })
    .from(userPlans)
    .where(eq(userPlans.shareToken, token));
  return row;
}

/** Every plan of the user: for the data export. */
export async function exportPlans(db: Db, userId: string) {
  return db
    .select({
      title: userPlans.title,
      request: userPlans.request,
      shared: sql<boolean>`${userPlans.shareToken} is not null`,
      createdAt: userPlans.createdAt,
    })
    .from(userPlans)
    .where(eq(userPlans.userId, userId));
}
