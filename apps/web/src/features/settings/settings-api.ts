import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, AVATAR_TYPES, AVATAR_WRONG_TYPE } from '@app/core/settings';
import { api } from '@/lib/api-client';

const AVATAR_EXTENSIONS = /\.(jpe?g|gif|png)$/i;

/**
 * Why a chosen file cannot be an avatar, checked before uploading a megabyte for nothing. The
 * server checks again, by the file's first bytes rather than its name.
 */
export function avatarProblem(file: File): string | null {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : AVATAR_EXTENSIONS.test(file.name);
  return typeOk ? null : AVATAR_WRONG_TYPE;
}

export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  const form = new FormData();
  form.append('file', file);
  return api.post('/me/avatar', form);
}

export function removeAvatar(): Promise<{ avatarUrl: null }> {
  return api.delete('/me/avatar');
}

export function updateProfile(fullName: string): Promise<{ fullName: string }> {
  return api.patch('/me/profile', { fullName });
}

/** Other sessions are signed out; this one gets a fresh cookie. */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return api.post('/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
}

/** Deletes the account and everything kept for it. */
export function deleteAccount(password: string): Promise<unknown> {
  return api.post('/auth/delete-user', { password });
}

export const EXPORT_URL = '/api/me/export';
