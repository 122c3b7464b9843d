import type { JobBoardSource } from '@app/core/job-options';
import { type HeldJobBoard, heldJobBoardSchema } from '@app/core/job-shrink-guard';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { appMeta, jobs } from '../../db/schema.ts';
import { type JobRecord, jobRecordSchema } from '../../sync/jobs/posting.ts';

/**
 * Board answers the shrink guard held, waiting for an admin, in `app_meta` (no table of their own:
 * there is at most one per board, and they are written only under the jobs fetch lock). Per board,
 * a small summary row ('jobs:held:greenhouse:stripe', what the admin panel lists) and the answer's
 * postings ('jobs:held-postings:…', read only to apply it).
 */
const SUMMARY = 'jobs:held:';
const POSTINGS = 'jobs:held-postings:';

const boardKey = (source: JobBoardSource, board: string) => `${source}:${board}`;
/** Stored postings carry their dates as ISO text. */
const storedPostings = z.array(jobRecordSchema.extend({ postedDate: z.coerce.date() }));

/** The board ids of a board's active postings. */
export async function activeExternalIds(
  db: Db | Tx,
  source: JobBoardSource,
  board: string,
): Promise<string[]> {
  const rows = await db
    .select({ externalId: jobs.externalId })
    .from(jobs)
    .where(and(eq(jobs.source, source), eq(jobs.board, board), eq(jobs.isActive, true)));
  return rows.map((r) => r.externalId);
}

async function put(db: Db | Tx, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** Keeps a held answer (replacing an older one of the same board). */
export async function saveHeldAnswer(
  db: Db | Tx,
  held: HeldJobBoard,
  postings: readonly JobRecord[],
): Promise<void> {
  const key = boardKey(held.source, held.board);
  await put(db, `${POSTINGS}${key}`, JSON.stringify(postings));
  await put(db, `${SUMMARY}${key}`, JSON.stringify(held));
}

/** The held answers waiting, oldest first; an unreadable row (a hand edit) is left out. */
export async function listHeldAnswers(db: Db | Tx): Promise<HeldJobBoard[]> {
  const rows = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(like(appMeta.key, `${SUMMARY}%`))
    .orderBy(asc(appMeta.updatedAt));
  const held: HeldJobBoard[] = [];
  for (const row of rows) {
    try {
      const parsed = heldJobBoardSchema.safeParse(JSON.parse(row.value));
      if (parsed.success) held.push(parsed.data);
    } catch {
      // Not JSON: not one of ours to list.
    }
  }
  return held;
}

/** A board's held answer with its postings, or undefined when none waits (or it cannot be read). */
export async function readHeldAnswer(
  db: Db | Tx,
  source: JobBoardSource,
  board: string,
): Promise<{ held: HeldJobBoard; postings: JobRecord[] } | undefined> {
  const key = boardKey(source, board);
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, [`${SUMMARY}${key}`, `${POSTINGS}${key}`]));
  const summary = rows.find((r) => r.key === `${SUMMARY}${key}`);
  const postings = rows.find((r) => r.key === `${POSTINGS}${key}`);
  if (!summary || !postings) return undefined;
  try {
    const held = heldJobBoardSchema.safeParse(JSON.parse(summary.value));
    const records = storedPostings.safeParse(JSON.parse(postings.value));
    return held.success && records.success ? { held: held.data, postings: records.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets a board's held answer: applied, or overtaken by an answer that was applied. */
export async function deleteHeldAnswer(db: Db | Tx, source: JobBoardSource, board: string): Promise<void> {
  const key = boardKey(source, board);
  await db.delete(appMeta).where(inArray(appMeta.key, [`${SUMMARY}${key}`, `${POSTINGS}${key}`]));
}
