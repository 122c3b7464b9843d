import { type UserSettings, withDefaults } from '@app/core/settings';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  outboxMail,
  profiles,
  session,
  user,
  userRoles,
  userSettings,
  verification,
} from '../../db/schema.ts';

export async function createProfile(db: Db, values: { id: string; fullName: string | null }) {
  await db
    .insert(profiles)
    .values({ id: values.id, fullName: values.fullName?.trim() || null })
    .onConflictDoNothing();
}

export async function readAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      createdAt: user.createdAt,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function updateFullName(db: Db, userId: string, fullName: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, fullName })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: new Date() } });
    await tx.update(user).set({ name: fullName, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}

/** Sets the avatar URL and returns the previous one (so its file can be removed). */
export async function replaceAvatarUrl(db: Db, userId: string, avatarUrl: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId));
    await tx
      .insert(profiles)
      .values({ id: userId, avatarUrl })
      .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl, updatedAt: new Date() } });
    await tx.update(user).set({ image: avatarUrl, updatedAt: new Date() }).where(eq(user.id, userId));
    return before?.avatarUrl ?? null;
  });
}

export async function readSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return withDefaults(row?.settings);
}

export async function writeSettings(db: Db, userId: string, settings: UserSettings) {
  await db
    .insert(userSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: new Date() } });
}

/** Sessions without their tokens: for the data export. */
export async function listSessions(db: Db, userId: string) {
  return db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
}

/**
 * What foreign keys cannot cascade: verification tokens (keyed by the user id in `value`, e.g. a
 * pending password reset) and mail we kept for the address.
 */
export async function deleteUserLeftovers(db: Db, deleted: { id: string; email: string }) {
  await db
    .delete(verification)
    .where(or(eq(verification.value, deleted.id), eq(verification.identifier, deleted.email)));
  await db.delete(outboxMail).where(eq(outboxMail.to, deleted.email));
}
