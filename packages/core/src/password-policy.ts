/** OWASP ASVS 2.1.1: at least 12 characters; 128 at most keeps hashing cheap to bound. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

// The most common leaked passwords that are long enough to pass the length rule.
const COMMON_LONG_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '1234567891011',
  '111111111111',
  '000000000000',
  '123123123123',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'password123!',
  'qwertyuiop12',
  'qwertyuiopasdf',
  'qwertyuiopasdfghjkl',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123abc123',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'administrator',
  'changeme1234',
  'football1234',
  'baseball1234',
  'princess1234',
  'sunshine1234',
  'monkey123456',
  'superman1234',
  'trustno1trustno1',
  'passw0rd1234',
  'p@ssw0rd1234',
  'p@ssword1234',
]);

/** The refusal of a common or easily guessed password (here, and by the server's breached-password check). */
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less predictable one.';

/** Returns the reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_LONG_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) {
    return PASSWORD_TOO_COMMON;
  }
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local))
    return 'Password must not contain your e-mail address.';
  return null;
}
