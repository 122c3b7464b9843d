import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRole, hasRole, ROLES, roleFlags } from './roles.ts';

describe('hasRole', () => {
  it('follows the spec matrix', () => {
    const matrix: Record<string, Record<string, boolean>> = {
      admin: { user: true, moderator: true, admin: true },
      moderator: { user: true, moderator: true, admin: false },
      user: { user: true, moderator: false, admin: false },
    };
    for (const role of ROLES)
      for (const required of ROLES) expect(hasRole(role, required)).toBe(matrix[role]![required]);
  });

  it('fails every check without a role', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        (required) => !hasRole(null, required) && !hasRole(undefined, required),
      ),
    );
  });

  it('exposes isAdmin and isModerator flags', () => {
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isModerator: true });
    expect(roleFlags('moderator')).toEqual({ isAdmin: false, isModerator: true });
    expect(roleFlags('user')).toEqual({ isAdmin: false, isModerator: false });
  });
});

describe('effectiveRole', () => {
  it('treats a missing or unknown row as user', () => {
    expect(effectiveRole(undefined)).toBe('user');
    expect(effectiveRole(null)).toBe('user');
    expect(effectiveRole('superuser')).toBe('user');
    expect(effectiveRole('moderator')).toBe('moderator');
  });
});
