import type { SessionUser } from '@/lib/session';

/** What the header needs to know about the signed-in user. `null` means a visitor. */
export interface HeaderUser {
  name: string;
  email: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

export function toHeaderUser(user: SessionUser | null): HeaderUser | null {
  if (!user) return null;
  return {
    name: user.displayName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    // The server's flag (computed with core's hasRole): importing the role rules here would pull
    // their zod schema into the first-paint bundle.
    isAdmin: user.isAdmin,
  };
}
