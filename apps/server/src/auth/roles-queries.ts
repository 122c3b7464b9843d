import type { Role } from '@app/core/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userRoles } from '../db/schema.ts';

export async function readRole(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row?.role ?? null;
}

export async function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
}
