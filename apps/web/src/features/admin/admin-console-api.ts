import type {
  AdminMailResponse,
  AdminUser,
  AdminUsersResponse,
  SyncHistoryResponse,
} from '@app/core/admin-console';
import type { Role } from '@app/core/roles';
import type { WaitlistEntry, WaitlistFeature } from '@app/core/waitlist';
import { api } from '@/lib/api-client';

export const adminConsoleKeys = {
  users: (search: string, offset: number) => ['admin', 'users', search, offset] as const,
  allUsers: ['admin', 'users'] as const,
  waitlist: (feature: WaitlistFeature, offset: number) => ['admin', 'waitlist', feature, offset] as const,
  mail: (limit: number) => ['admin', 'mail', limit] as const,
  history: ['admin', 'sync', 'history'] as const,
};

export const USERS_PAGE_SIZE = 25;
export const WAITLIST_PAGE_SIZE = 50;

export function fetchUsers(search: string, offset: number, signal?: AbortSignal) {
  return api.get<AdminUsersResponse>('/admin/users', {
    query: { search: search || undefined, limit: USERS_PAGE_SIZE, offset },
    signal,
  });
}

export function changeRole(user: Pick<AdminUser, 'id'>, role: Role) {
  return api.put<{ id: string; role: Role }>(`/admin/users/${encodeURIComponent(user.id)}/role`, { role });
}

export interface WaitlistPage {
  entries: WaitlistEntry[];
  total: number;
  counts: Record<WaitlistFeature, number>;
}

export function fetchWaitlist(feature: WaitlistFeature, offset: number, signal?: AbortSignal) {
  return api.get<WaitlistPage>('/admin/waitlist', {
    query: { feature, limit: WAITLIST_PAGE_SIZE, offset },
    signal,
  });
}

/** The CSV export's address (the browser downloads it with the session cookie). */
export const waitlistCsvUrl = (feature: WaitlistFeature) =>
  `/api/admin/waitlist.csv?feature=${encodeURIComponent(feature)}`;

export function fetchMail(limit: number, signal?: AbortSignal) {
  return api.get<AdminMailResponse>('/admin/mail', { query: { limit }, signal });
}

export function fetchSyncHistory(signal?: AbortSignal) {
  return api.get<SyncHistoryResponse>('/admin/sync/history', { signal });
}
