import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface LimitRule {
  /** How many hits the window allows. */
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window and returns the count so far. One atomic
 * upsert, so several server instances on one PostgreSQL share the same counters.
 */
export async function hit(db: Db, key: string, rule: LimitRule): Promise<LimitState> {
  const result = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });
  const row = result[0]!;
  if (Math.random() < 0.01) await sweep(db);
  return { count: row.count, retryAfterSeconds: Number(row.retryAfter) };
}

/** The current count without adding a hit (0 when the window is over). */
export async function peek(db: Db, key: string): Promise<LimitState> {
  const rows = await db
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  const row = rows[0];
  return row
    ? { count: row.count, retryAfterSeconds: Number(row.retryAfter) }
    : { count: 0, retryAfterSeconds: 0 };
}

/** Takes back one hit (an attempt that was counted up front and turned out not to count). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

async function sweep(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
}
