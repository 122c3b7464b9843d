import type { JobFetchRun } from './job-fetches-api.ts';
import type { FetchJobsResponse } from './jobs-api.ts';
import type { SyncRun } from './live-sync.ts';
import type { Role } from './roles.ts';
import type { UniversityFetchRun } from './university-api.ts';

/**
 * Contracts and rules of the admin console (/admin): users and roles, the waitlists, mail, and
 * the sync history of every source. Types only, so the admin page starts without zod.
 */

/** One row of `GET /api/admin/users`. */
export interface AdminUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  createdAt: string;
}

export interface AdminUsersResponse {
  users: AdminUser[];
  total: number;
}

/** The server's refusal when an admin tries to take away their own admin role. */
export const SELF_DEMOTION_MESSAGE = 'You cannot remove your own admin role.';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };

/** `GET /api/auth-config` (anyone): what the sign-in page needs to know about this server. */
export interface AuthConfigResponse {
  /** False when no SMTP server is configured: mail is only kept in the admins' outbox. */
  mailConfigured: boolean;
}

/** One mail kept in the outbox, with the links found in its text (a reset link, say). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** `GET /api/admin/mail`: how mail leaves this server, and the outbox newest first. */
export interface AdminMailResponse {
  transport: 'smtp' | 'outbox';
  from: string;
  outbox: { mails: OutboxMail[]; total: number; limit: number; offset: number };
}

/** The http(s) links in a mail's text, in order, without duplicates or trailing punctuation. */
export function mailLinks(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ''));
  return [...new Set(links)];
}

/**
 * One run of any source in the merged sync history (`GET /api/admin/sync/history`): the live
 * course syncs (sync_runs), the university course fetches and the job-board fetches.
 */
export type SyncHistoryEntry =
  | { kind: 'course'; startedAt: string; run: SyncRun }
  | { kind: 'universities'; startedAt: string; run: UniversityFetchRun }
  | { kind: 'jobs'; startedAt: string; run: JobFetchRun };

export interface SyncHistoryResponse {
  entries: SyncHistoryEntry[];
}

/** How many runs the merged history shows: "the last 30 syncs" of every source together. */
export const SYNC_HISTORY_LIMIT = 30;

/** Merges the three histories newest first and keeps the newest `limit`. */
export function mergeSyncHistory(
  histories: {
    course: readonly SyncRun[];
    universities: readonly UniversityFetchRun[];
    jobs: readonly JobFetchRun[];
  },
  limit = SYNC_HISTORY_LIMIT,
): SyncHistoryEntry[] {
  const entries: SyncHistoryEntry[] = [
    ...histories.course.map((run) => ({ kind: 'course' as const, startedAt: run.startedAt, run })),
    ...histories.universities.map((run) => ({
      kind: 'universities' as const,
      startedAt: run.startedAt,
      run,
    })),
    ...histories.jobs.map((run) => ({ kind: 'jobs' as const, startedAt: run.startedAt, run })),
  ];
  // Stable sort: runs started in the same millisecond keep their histories' own order.
  return entries.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt)).slice(0, limit);
}

/**
 * The short toast of a job fetch that did not fully succeed ("12 of 15 boards could not be
 * reached"); the history names each board and its reason. Null when every board answered.
 */
export function jobFetchProblemText(result: FetchJobsResponse): string | null {
  const summary = result.summary;
  if (!summary) return result.success ? null : (result.error ?? null);
  const failed = Object.keys(summary.failed).length;
  const held = Object.keys(summary.held ?? {}).length;
  const boards = Object.keys(summary.sources).length + failed + held;
  const parts: string[] = [];
  if (failed > 0) {
    parts.push(
      boards === 1 ? 'The board could not be reached' : `${failed} of ${boards} boards could not be reached`,
    );
  }
  if (held > 0) {
    parts.push(`${held} of ${boards} ${boards === 1 ? 'board was' : 'boards were'} held for review`);
  }
  if (parts.length === 0) return result.success ? null : (result.error ?? null);
  return `${parts.join('; ')}. Details are in the sync history.`;
}
