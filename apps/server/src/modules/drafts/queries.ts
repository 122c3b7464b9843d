import type { DraftKind } from '@app/core/drafts-api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userDrafts } from '../../db/schema.ts';

/** The user's draft of one form, or undefined. */
export async function readDraft(db: Db, userId: string, kind: DraftKind) {
  const [row] = await db
    .select({ content: userDrafts.content, updatedAt: userDrafts.updatedAt })
    .from(userDrafts)
    .where(and(eq(userDrafts.userId, userId), eq(userDrafts.kind, kind)));
  return row;
}

/** Replaces the user's draft of one form; returns when it was saved. */
export async function writeDraft(db: Db, userId: string, kind: DraftKind, content: unknown): Promise<Date> {
  const updatedAt = new Date();
  await db
    .insert(userDrafts)
    .values({ userId, kind, content, updatedAt })
    .onConflictDoUpdate({ target: [userDrafts.userId, userDrafts.kind], set: { content, updatedAt } });
  return updatedAt;
}

export async function deleteDraft(db: Db, userId: string, kind: DraftKind): Promise<void> {
  await db.delete(userDrafts).where(and(eq(userDrafts.userId, userId), eq(userDrafts.kind, kind)));
}

/** Every draft of the user: for the data export. */
export async function listDrafts(db: Db, userId: string) {
  return db
    .select({ kind: userDrafts.kind, content: userDrafts.content, updatedAt: userDrafts.updatedAt })
    .from(userDrafts)
    .where(eq(userDrafts.userId, userId));
}
