import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('requires 12 characters', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1) + 'b'.slice(1))).toMatch(/at least 12/);
    expect(passwordProblem('correct horse battery')).toBeNull();
  });
  it('rejects common and repeated passwords, case-insensitively', () => {
    expect(passwordProblem('Password1234')).toMatch(/too common/);
    expect(passwordProblem('zzzzzzzzzzzzzz')).toMatch(/too common/);
  });
  it('rejects passwords containing the e-mail name', () => {
    expect(passwordProblem('maria.lopez-2025!', 'maria.lopez@example.com')).toMatch(/e-mail/);
  });
  it('rejects absurdly long passwords', () => {
    expect(passwordProblem('x1'.repeat(70))).toMatch(/at most/);
  });
});
