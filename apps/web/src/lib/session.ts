import type { Role } from '@app/core/roles';
import { displayName } from '@app/core/user-display';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';

/** The signed-in user as `GET /api/session` (and `GET /api/me`) describes it. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  displayName: string;
  avatarUrl: string | null;
  role: Role;
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: string;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

export const sessionQueryKey = ['session'] as const;

// A role change or a sign-out in another tab shows up within this time, or at the next reload.
const SESSION_STALE_MS = 5 * 60 * 1000;

/**
 * The current user, or null for a visitor (also when the account was deleted meanwhile).
 * `GET /api/session` answers a visitor with `user: null` rather than `/api/me`'s 401, which the
 * browser would log as a failed request on every visitor's page load.
 */
async function fetchSession(): Promise<SessionUser | null> {
  const { user } = await api.get<{ user: SessionUser | null }>('/session');
  return user;
}

const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: SESSION_STALE_MS,
  // Visitors are answered, not failed; only a server or network failure is retried once.
  retry: (failureCount: number, error: Error) =>
    failureCount < 1 && !(isApiError(error) && error.status === 429),
};

/** Starts the session request ahead of the first render; settles once it is answered (or failed). */
export function prefetchSession(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(sessionQuery);
}

/**
 * The session as the whole UI sees it. `status` is 'loading' only until the first answer; a
 * later failed refetch keeps the user it already had.
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  const status: SessionStatus = query.isPending
    ? 'loading'
    : user
      ? 'signed-in'
      : query.isError
        ? 'error'
        : 'signed-out';
  return { user, status, retry: () => void query.refetch() };
}

/** Applies a change the server has confirmed (new name, new avatar) to the cached session. */
export function updateSessionUser(
  queryClient: QueryClient,
  change: Partial<Pick<SessionUser, 'fullName' | 'avatarUrl'>>,
): void {
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (current) => {
    if (!current) return current;
    const next = { ...current, ...change };
    return { ...next, displayName: displayName(next.fullName, next.email) };
  });
}

/** Marks the session as ended (the server answered 401 to a signed-in request). */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * Signs out and always lands on /auth with a full page load, which also drops every cached
 * query of the old session. A failed call is logged; the user still leaves.
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/sign-out');
  } catch (error) {
    console.error('Sign-out request failed', error);
  }
  window.location.assign('/auth');
}
