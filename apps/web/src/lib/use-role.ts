import { hasRole, type Role, roleFlags } from '@app/core/roles';
import { useSession } from './session';

/**
 * The signed-in user's role and the spec's flags, by core's role rule. It mirrors what the
 * server enforces; it never grants anything by itself.
 */
export function useRole() {
  const { user, status, retry } = useSession();
  const role: Role | null = user?.role ?? null;
  return {
    role,
    status,
    retry,
    ...roleFlags(role),
    can: (required: Role) => hasRole(role, required),
  };
}
