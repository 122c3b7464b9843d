import type { WaitlistEntry, WaitlistFeature, WaitlistJoin } from '@app/core/waitlist';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user, waitlist } from '../../db/schema.ts';

const entryColumns = {
  id: waitlist.id,
  fullName: waitlist.fullName,
  email: waitlist.email,
  featureType: waitlist.featureType,
  message: waitlist.message,
  createdAt: waitlist.createdAt,
};

function toEntry(row: Omit<WaitlistEntry, 'createdAt'> & { createdAt: Date }): WaitlistEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Adds the entry unless the address is already on that feature's list. The unique index decides,
 * so concurrent joins with one address leave exactly one row. True when this call added it.
 */
export async function insertWaitlistEntry(db: Db, entry: WaitlistJoin): Promise<boolean> {
  const inserted = await db
    .insert(waitlist)
    .values({
      fullName: entry.fullName,
      email: entry.email,
      featureType: entry.featureType,
      message: entry.message,
    })
    .onConflictDoNothing({ target: [waitlist.email, waitlist.featureType] })
    .returning({ id: waitlist.id });
  return inserted.length > 0;
}

/** A page of entries, oldest first (the order people joined in), with the total. */
export async function listWaitlist(
  db: Db,
  options: { feature?: WaitlistFeature | undefined; limit: number; offset: number },
): Promise<{ entries: WaitlistEntry[]; total: number }> {
  const where = options.feature ? eq(waitlist.featureType, options.feature) : undefined;
  const rows = await db
    .select(entryColumns)
    .from(waitlist)
    .where(where)
    .orderBy(asc(waitlist.createdAt), asc(waitlist.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(waitlist).where(where);
  return { entries: rows.map(toEntry), total: total?.n ?? 0 };
}

/** Sign-ups per feature, every feature listed (0 when nobody joined). */
export async function countWaitlistByFeature(db: Db): Promise<Record<WaitlistFeature, number>> {
  const rows = await db
    .select({ feature: waitlist.featureType, n: count() })
    .from(waitlist)
    .groupBy(waitlist.featureType);
  const counts: Record<WaitlistFeature, number> = { mentors: 0, student_card: 0 };
  for (const row of rows) counts[row.feature] = row.n;
  return counts;
}

/** Every entry for the CSV export, read in pages so one query never holds the whole table. */
export async function* allWaitlistEntries(
  db: Db,
  feature?: WaitlistFeature,
  pageSize = 1000,
): AsyncGenerator<WaitlistEntry> {
  for (let offset = 0; ; offset += pageSize) {
    const { entries } = await listWaitlist(db, { feature, limit: pageSize, offset });
    yield* entries;
    if (entries.length < pageSize) return;
  }
}

/**
 * The entries made with a user's address, for their data export. Only for a verified address:
 * anyone can join a waitlist with any address, and an account opened with someone else's
 * unverified address must not read the name and message that person left.
 */
export async function waitlistEntriesForVerifiedUser(db: Db, userId: string): Promise<WaitlistEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(waitlist)
    .innerJoin(user, eq(user.email, waitlist.email))
    .where(and(eq(user.id, userId), eq(user.emailVerified, true)))
    .orderBy(asc(waitlist.createdAt), asc(waitlist.id));
  return rows.map(toEntry);
}
