import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize } from 'hono/utils/cookie';

/**
 * "Known device" cookies (OWASP's device-cookie defence against account lockout): after a
 * successful sign-in the browser gets a signed token for that account, so while someone else is
 * guessing the account's password (and it is throttled for everyone else), the owner's own
 * browsers can still sign in. HttpOnly, sent only to /api/auth, signed with the app secret; no
 * database state. One cookie holds the tokens of the last few accounts used on the browser.
 */
export const KNOWN_DEVICE_COOKIE = 'skillbridge.known_device';

const MAX_ACCOUNTS_PER_BROWSER = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

function hmac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/** Which account a token is for, without naming the e-mail in the cookie. */
function accountTag(secret: string, email: string): string {
  return hmac(secret, `known-device:account:${email.trim().toLowerCase()}`)
    .subarray(0, 16)
    .toString('base64url');
}

function signature(secret: string, tag: string, deviceId: string): Buffer {
  return hmac(secret, `known-device:token:${tag}.${deviceId}`);
}

interface Token {
  tag: string;
  deviceId: string;
  sig: string;
  raw: string;
}

function tokensOf(cookieHeader: string | null | undefined): Token[] {
  if (!cookieHeader) return [];
  const value = parseCookies(cookieHeader, KNOWN_DEVICE_COOKIE)[KNOWN_DEVICE_COOKIE];
  if (!value) return [];
  return value
    .split('~')
    .slice(0, MAX_ACCOUNTS_PER_BROWSER)
    .flatMap((raw) => {
      const [tag, deviceId, sig] = raw.split('.');
      return tag && deviceId && sig ? [{ tag, deviceId, sig, raw }] : [];
    });
}

function isValid(secret: string, token: Token): boolean {
  const given = Buffer.from(token.sig, 'base64url');
  const expected = signature(secret, token.tag, token.deviceId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The device id of this browser's valid token for `email`, or null when the browser has none
 * (never signed in to that account here, a forged or foreign token, another secret).
 */
export function knownDeviceId(cookieHeader: string | null | undefined, email: string, secret: string) {
  const tag = accountTag(secret, email);
  for (const token of tokensOf(cookieHeader)) {
    if (token.tag === tag && isValid(secret, token)) return token.deviceId;
  }
  return null;
}

/**
 * The Set-Cookie value that makes this browser known for `email` (keeping its id when it already
 * was), next to the tokens it holds for other accounts.
 */
export function knownDeviceCookie(cookieHeader: string | null | undefined, email: string, secret: string) {
  const tag = accountTag(secret, email);
  const deviceId = knownDeviceId(cookieHeader, email, secret) ?? randomBytes(16).toString('base64url');
  const own = `${tag}.${deviceId}.${signature(secret, tag, deviceId).toString('base64url')}`;
  const others = tokensOf(cookieHeader)
    .filter((token) => token.tag !== tag)
    .map((token) => token.raw);
  const value = [own, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER).join('~');
  return serialize(KNOWN_DEVICE_COOKIE, value, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: MAX_AGE_SECONDS,
  });
}
