import type { Db } from '../../db/client.ts';
import { learningDataForExport } from '../dashboard/queries.ts';
import { listDrafts } from '../drafts/queries.ts';
import { applicationsForExport } from '../jobs/queries.ts';
import { exportPlans } from '../plan/queries.ts';
import { waitlistEntriesForVerifiedUser } from '../waitlist/queries.ts';
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
    // Waitlists are joined by e-mail, signed in or not: the ones made with this (verified) address.
    waitlists: await waitlistEntriesForVerifiedUser(db, userId),
    // Tracked courses with their progress, study sessions and achievements (certificates, skills).
    learning: await learningDataForExport(db, userId),
    // Job applications, each with the job it was for (also jobs no longer listed).
    jobApplications: await applicationsForExport(db, userId),
    // The CV builder's and cover-letter builder's forms as last typed.
    drafts: await listDrafts(db, userId),
    // The skill-gap planner's saved plans, as asked (the plan itself is worked out on reading).
    plans: await exportPlans(db, userId),
  };
}
