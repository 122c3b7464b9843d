import { type JobFetchRun, jobFetchRunSchema } from '@app/core/job-fetches-api';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

/**
 * The job-board fetch history lives in one `app_meta` row (a JSON list, newest first): the live
 * course `sync_runs` table admits only its three sources, and a fetch writes it only while it holds
 * the jobs fetch lock, so no two writers meet.
 */
const HISTORY_KEY = 'jobs:fetch-runs';
/** Claimed by the instance that makes the first-start fetch (see first-start.ts). */
const FIRST_START_KEY = 'jobs:first-start-fetch';

const storedRuns = z.array(jobFetchRunSchema);

/** The history, newest first; an unreadable value (a hand edit) counts as empty. */
export async function readFetchRuns(db: Db): Promise<JobFetchRun[]> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, HISTORY_KEY));
  if (!row) return [];
  try {
    const parsed = storedRuns.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function writeFetchRuns(db: Db, runs: readonly JobFetchRun[]): Promise<void> {
  const value = JSON.stringify(runs);
  await db
    .insert(appMeta)
    .values({ key: HISTORY_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Claims the first-start fetch: true for the one instance that writes the claim first, and again
 * once the last claim is older than `windowMs` (a later start-up that still finds no real
 * posting tries again). One conditional upsert, timed by the database's clock, so instances
 * starting together cannot both win.
 */
export async function claimFirstStartFetch(db: Db, windowMs: number): Promise<boolean> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: FIRST_START_KEY, value: new Date().toISOString() })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      setWhere: sql`${appMeta.updatedAt} < now() - make_interval(secs => ${windowMs / 1000})`,
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}
