import { isApiError } from './api-client';

/**
 * The server's refusal of a new password (too common, found in breaches, too easy to guess), to
 * show on the password field. The server's breached-password check goes further than the check the
 * forms run before sending (core's passwordProblem), so some refusals only come from it.
 */
export function weakPasswordMessage(error: unknown): string | null {
  return isApiError(error) && error.code === 'weak_password' ? error.message : null;
}
