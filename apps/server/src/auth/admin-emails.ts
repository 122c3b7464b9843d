import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { grantRole } from './roles-queries.ts';

/** Start-up: existing accounts listed in ADMIN_EMAILS get the admin role (new ones get it at sign-up). */
export async function grantConfiguredAdmins(db: Db, emails: ReadonlySet<string>, logger: Logger) {
  if (emails.size === 0) return;
  const found = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [...emails]));
  for (const account of found) await grantRole(db, account.id, 'admin');
  if (found.length > 0) logger.info({ count: found.length }, 'Admin role granted from ADMIN_EMAILS');
}
