import type { Db } from '../../db/client.ts';
import { listSessions, readAccount, readSettings } from './queries.ts';

/**
 * Everything we hold about a user, for 'Download My Data'. Each product area that keeps rows
 * per user adds its section here, so the export stays complete as the product grows.
 */
export async function collectUserData(db: Db, userId: string) {
  const account = await readAccount(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    account: account && {
      id: account.id,
      email: account.email,
      createdAt: account.createdAt,
      role: account.role ?? 'user',
    },
    profile: account && { fullName: account.fullName, avatarUrl: account.avatarUrl },
    settings: await readSettings(db, userId),
    sessions: await listSessions(db, userId),
  };
}
