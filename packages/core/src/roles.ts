import { z } from 'zod';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * The spec's role check: admin passes every check, moderator passes user and moderator
 * checks, otherwise the role must equal the required one. With no role every check fails.
 */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  if (!role) return false;
  if (role === 'admin') return true;
  if (role === 'moderator') return required === 'user' || required === 'moderator';
  return role === required;
}

/** A missing user_roles row (or a failed read) means user. */
export function effectiveRole(stored: string | null | undefined): Role {
  const parsed = roleSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'user';
}

export function roleFlags(role: Role | null | undefined) {
  return { isAdmin: hasRole(role, 'admin'), isModerator: hasRole(role, 'moderator') };
}
