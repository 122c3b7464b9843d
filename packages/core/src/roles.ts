// No zod here: the web app's role checks (the jobs page's admin tools) would otherwise download
// and run zod during start-up. The server validates a role with `z.enum(ROLES)`.
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

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
  return isRole(stored) ? stored : 'user';
}

export function roleFlags(role: Role | null | undefined) {
  return { isAdmin: hasRole(role, 'admin'), isModerator: hasRole(role, 'moderator') };
}
