/**
 * What the header needs to know about the signed-in user. `null` means a visitor; the
 * session layer passes a value once accounts are wired in.
 */
export interface HeaderUser {
  name: string;
  email: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}
