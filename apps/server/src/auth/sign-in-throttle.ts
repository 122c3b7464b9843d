import type { Db } from '../db/client.ts';
import { clear, hit, type LimitRule, release } from './rate-limit.ts';

/**
 * Failed sign-ins are throttled where the guessing comes from, without locking the owner out
 * (OWASP ASVS 2.2.1; the "device cookie" defence against account lockout):
 *
 * - per address: failures from one address, whatever the account, stop that address;
 * - per account: failures from browsers the account does not know stop further attempts from
 *   unknown browsers only. A browser that signed in to the account before (auth/known-device.ts)
 *   still gets through with the right password, and a password reset lifts the block;
 * - per known browser: its own failure count, so a stolen device cookie buys no extra guesses.
 *
 * Every attempt also counts against the address's plain request limit (auth/routes.ts).
 */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins from one address (multiplied by RATE_LIMIT_IP_FACTOR). */
  addressFailures: { max: 20, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one account from browsers it does not know. */
  accountFailures: { max: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one known browser of one account. */
  deviceFailures: { max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;

const keys = {
  address: (ip: string) => `auth:/sign-in/email:failures:ip:${ip}`,
  account: (email: string) => `auth:/sign-in/email:email:${email}`,
  device: (deviceId: string) => `auth:/sign-in/email:device:${deviceId}`,
};

export interface SignInAttempt {
  ip: string;
  /** Lower-cased. */
  email: string;
  /** This browser's known-device id for the account, or null. */
  deviceId: string | null;
  /** RATE_LIMIT_IP_FACTOR. */
  ipFactor: number;
}

export interface Refusal {
  /** Whose attempts are stopped: the caller's address, or the account (for this browser). */
  scope: 'address' | 'account';
  retryAfterSeconds: number;
}

function addressRule(ipFactor: number): LimitRule {
  const { max, windowSeconds } = SIGN_IN_LIMITS.addressFailures;
  return { max: Math.max(1, Math.round(max * ipFactor)), windowSeconds };
}

/**
 * Counts the attempt up front, as a failure until it proves otherwise (so a burst of parallel
 * guesses cannot all slip past a check made before any of them failed), and returns why it may
 * not go ahead, or null when it may. A refused attempt is not counted.
 */
export async function admitSignIn(db: Db, attempt: SignInAttempt): Promise<Refusal | null> {
  if (attempt.deviceId) {
    // A known browser is the owner's: other addresses' guessing does not stop it, its own does.
    const key = keys.device(attempt.deviceId);
    const device = await hit(db, key, SIGN_IN_LIMITS.deviceFailures);
    if (device.count <= SIGN_IN_LIMITS.deviceFailures.max) return null;
    await release(db, key);
    return { scope: 'account', retryAfterSeconds: device.retryAfterSeconds };
  }
  const addressKey = keys.address(attempt.ip);
  const accountKey = keys.account(attempt.email);
  const rule = addressRule(attempt.ipFactor);
  const [address, account] = await Promise.all([
    hit(db, addressKey, rule),
    hit(db, accountKey, SIGN_IN_LIMITS.accountFailures),
  ]);
  const addressOver = address.count > rule.max;
  if (!addressOver && account.count <= SIGN_IN_LIMITS.accountFailures.max) return null;
  await Promise.all([release(db, addressKey), release(db, accountKey)]);
  return addressOver
    ? { scope: 'address', retryAfterSeconds: address.retryAfterSeconds }
    : { scope: 'account', retryAfterSeconds: account.retryAfterSeconds };
}

/**
 * Settles an admitted attempt. A wrong password (or unknown e-mail) stays counted. A success
 * forgives the browser's or the account's failures, so a user who mistyped once is not held to
 * it later; the address keeps its earlier failures, or signing in to an account of one's own
 * would reset a guessing run against others. Any other answer (a refused body, a server error)
 * was no guess and is taken back.
 */
export async function settleSignIn(
  db: Db,
  attempt: SignInAttempt,
  outcome: 'wrong-password' | 'signed-in' | 'other',
): Promise<void> {
  if (outcome === 'wrong-password') return;
  if (attempt.deviceId) {
    const key = keys.device(attempt.deviceId);
    await (outcome === 'signed-in' ? clear(db, key) : release(db, key));
    return;
  }
  const accountKey = keys.account(attempt.email);
  await Promise.all([
    release(db, keys.address(attempt.ip)),
    outcome === 'signed-in' ? clear(db, accountKey) : release(db, accountKey),
  ]);
}

/** A password reset proves the owner: the account's block on unknown browsers ends. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await clear(db, keys.account(email.trim().toLowerCase()));
}
