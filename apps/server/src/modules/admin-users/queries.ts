import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, user, userRoles } from '../../db/schema.ts';

export async function listUsers(
  db: Db,
  options: { search?: string | undefined; limit: number; offset: number },
) {
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern ? or(ilike(user.email, pattern), ilike(profiles.fullName, pattern)) : undefined;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      fullName: profiles.fullName,
      role: userRoles.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(where)
    .orderBy(asc(user.createdAt), asc(user.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db
    .select({ n: count() })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where);
  return { users: rows.map((r) => ({ ...r, role: r.role ?? 'user' })), total: total?.n ?? 0 };
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return Boolean(row);
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}
