import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

const key = 'auth:secret';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the database,
 * so `npm start` needs no setup and every instance on one PostgreSQL signs cookies alike.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error('Could not store the generated auth secret');
  return row.value;
}
