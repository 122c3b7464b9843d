import type { AuthConfigResponse } from '@app/core/admin-console';
import { api, isApiError } from '@/lib/api-client';

/** The account endpoints of /auth and /reset-password (Better Auth under /api/auth). */

export function signInWithEmail(body: { email: string; password: string }): Promise<unknown> {
  return api.post('/auth/sign-in/email', body);
}

export function signUpWithEmail(body: { name: string; email: string; password: string }): Promise<unknown> {
  return api.post('/auth/sign-up/email', body);
}

/** Always answers 200 (whether the account exists is not revealed); the e-mail links to /reset-password. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

/** Whether this server can send e-mail at all (`GET /api/auth-config`); says nothing about accounts. */
export function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse> {
  return api.get<AuthConfigResponse>('/auth-config', { signal });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post('/auth/reset-password', { token, newPassword });
}

/**
 * The server's own message when it sent one; `fallback` when the failure came without one (an
 * error page from a proxy, say), as the spec's sign-in and sign-up toasts require.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.code !== 'http_error' ? error.message : fallback;
}

export function isInvalidTokenError(error: unknown): boolean {
  return isApiError(error) && error.code === 'invalid_token';
}
