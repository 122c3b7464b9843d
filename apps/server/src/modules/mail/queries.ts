import { mailLinks, type OutboxMail } from '@app/core/admin-console';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMail } from '../../db/schema.ts';

/** A page of the outbox, newest first, with the total. */
export async function listOutbox(
  db: Db,
  options: { limit: number; offset: number },
): Promise<{ mails: OutboxMail[]; total: number }> {
  const rows = await db
    .select({
      id: outboxMail.id,
      to: outboxMail.to,
      subject: outboxMail.subject,
      text: outboxMail.text,
      createdAt: outboxMail.createdAt,
    })
    .from(outboxMail)
    .orderBy(desc(outboxMail.createdAt), desc(outboxMail.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(outboxMail);
  return {
    mails: rows.map((row) => ({
      ...row,
      links: mailLinks(row.text),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
