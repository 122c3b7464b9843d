import { PASSWORD_MAX_LENGTH } from '@app/core/password-policy';
import { singleLine } from '@app/core/text-input';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address.ts';
import {
  type AppError,
  badRequest,
  databaseUnavailable,
  errorBody,
  invalidInput,
  notFound,
  tooManyRequests,
} from '../http/errors.ts';
import { queryValues, rejectControlCharacters } from '../http/validate.ts';
import { type Auth, closedAuthPaths } from './auth.ts';
import { knownDeviceCookie, knownDeviceId } from './known-device.ts';
import { hit, type LimitRule } from './rate-limit.ts';
import { secureCookie } from './secure-cookie.ts';
import { admitSignIn, type SignInAttempt, settleSignIn } from './sign-in-throttle.ts';

export interface AuthRouteDeps {
  auth: Auth;
  database: Database;
  /** Multiplies the per-IP limits (many users behind one NAT, or a test suite on one address). */
  ipLimitFactor: number;
  /**
   * Whether the client reached the site over HTTPS (SITE_URL https, or X-Forwarded-Proto from a
   * trusted proxy): the session cookie is then marked Secure.
   */
  isHttps?: (c: Context<AppEnv>) => boolean;
}

interface PathLimits {
  perIp: LimitRule;
  perEmail?: LimitRule;
  what: string;
}

// Every attempt counts against the caller's address; sign-in failures are throttled further by
// address, account and browser in auth/sign-in-throttle.ts.
const limits: Record<string, PathLimits> = {
  '/sign-in/email': { perIp: { max: 60, windowSeconds: 10 * 60 }, what: 'sign-in attempts' },
  '/sign-up/email': {
    perIp: { max: 20, windowSeconds: 60 * 60 },
    perEmail: { max: 5, windowSeconds: 60 * 60 },
    what: 'sign-up attempts',
  },
  '/request-password-reset': {
    perIp: { max: 10, windowSeconds: 60 * 60 },
    perEmail: { max: 3, windowSeconds: 60 * 60 },
    what: 'password reset requests',
  },
  '/reset-password': { perIp: { max: 20, windowSeconds: 60 * 60 }, what: 'password reset attempts' },
  '/change-password': { perIp: { max: 20, windowSeconds: 15 * 60 }, what: 'password change attempts' },
  '/delete-user': { perIp: { max: 20, windowSeconds: 15 * 60 }, what: 'account deletion attempts' },
};

const email = z.email({ error: 'Enter a valid e-mail address.' }).max(254);
const password = z
  .string({ error: 'Password is required.' })
  .min(1, { error: 'Password is required.' })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

// The spec's required fields, checked before Better Auth sees the body; other fields pass through.
const bodySchemas: Record<string, z.ZodType> = {
  '/sign-in/email': z.looseObject({ email, password }),
  '/sign-up/email': z.looseObject({
    email,
    password,
    name: singleLine(
      z
        .string({ error: 'Full name is required.' })
        .trim()
        .min(1, { error: 'Full name is required.' })
        .max(120, { error: 'Full name is too long (120 characters at most)' }),
    ),
    // The avatar is an upload the app stores and owns (POST /api/me/avatar), never a URL.
    image: z
      .never({ error: 'Upload a profile picture with POST /api/me/avatar after signing up.' })
      .optional(),
  }),
  '/request-password-reset': z.looseObject({ email }),
  // Deleting an account always takes its password, however fresh the session (a session left
  // open on a shared computer must not be enough).
  '/delete-user': z.looseObject({ password }),
};

function limitError(what: string, retryAfterSeconds: number, after = ''): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.${after}`,
    retryAfterSeconds,
  );
}

/**
 * `/api/auth/*`: Better Auth's endpoints behind our rate limits, with its error bodies turned into
 * the API's one error shape so clients read every failure the same way.
 */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth, database } = deps;
  const db = database.db;
  const secret = auth.$context.then((context) => context.secret);
  return new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
    const path = c.req.path.slice('/api/auth'.length);
    if (closedAuthPaths.includes(path.replace(/\/{2,}/g, '/').replace(/\/+$/, ''))) {
      throw notFound('Change your name with PATCH /api/me/profile and your picture with /api/me/avatar.');
    }
    // Better Auth records the address on each session; it gets ours, not a header a client wrote.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, c.var.clientIp);
    let request = new Request(c.req.raw.url, { method: c.req.method, headers });
    let email: string | undefined;
    rejectControlCharacters(path, 'path');
    rejectControlCharacters(queryValues(c.req.url), 'query parameters');
    if (c.req.method === 'POST') {
      const text = await c.req.text();
      if (text) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw badRequest('The request body is not valid JSON.', undefined, 'invalid_json');
        }
        if (!body || typeof body !== 'object' || Array.isArray(body)) {
          throw badRequest('The request body must be a JSON object.', undefined, 'invalid_input');
        }
        // The rule every API body follows (http/validate.ts); a password may be any characters.
        rejectControlCharacters(body, 'request body', (key) => /password/i.test(key));
        const schema = bodySchemas[path];
        const parsed = schema?.safeParse(body);
        if (parsed && !parsed.success) throw invalidInput(parsed.error);
        const raw = (body as Record<string, unknown>).email;
        if (typeof raw === 'string') email = raw.trim().toLowerCase();
      }
      request = new Request(c.req.raw.url, { method: 'POST', headers, body: text || null });
    }

    const rule = limits[path];
    if (rule) {
      const ip = c.var.clientIp;
      const perIp = { ...rule.perIp, max: Math.round(rule.perIp.max * deps.ipLimitFactor) };
      const ipState = await hit(db, `auth:${path}:ip:${ip}`, perIp);
      if (ipState.count > perIp.max) throw limitError(rule.what, ipState.retryAfterSeconds);
      if (email && rule.perEmail) {
        const state = await hit(db, `auth:${path}:email:${email}`, rule.perEmail);
        if (state.count > rule.perEmail.max) {
          throw limitError(`${rule.what} for this account`, state.retryAfterSeconds);
        }
      }
    }
    let signIn: SignInAttempt | undefined;
    if (path === '/sign-in/email' && email) {
      const deviceId = knownDeviceId(c.req.header('cookie'), email, await secret);
      signIn = { ip: c.var.clientIp, email, deviceId, ipFactor: deps.ipLimitFactor };
      const refusal = await admitSignIn(db, signIn);
      if (refusal?.scope === 'address') throw limitError('sign-in attempts', refusal.retryAfterSeconds);
      if (refusal) {
        throw limitError(
          'sign-in attempts for this account',
          refusal.retryAfterSeconds,
          ' Resetting your password lifts this at once.',
        );
      }
    }

    let response = await auth.handler(request);
    // Better Auth turns a failed query into a plain 500; when the database is what failed, say so.
    if (response.status >= 500 && !(await database.ping(1_000))) throw databaseUnavailable();
    if (signIn) {
      const wrong = response.status === 401 || response.status === 403;
      await settleSignIn(db, signIn, wrong ? 'wrong-password' : response.ok ? 'signed-in' : 'other');
    }
    if (response.status >= 400) return toErrorShape(response);
    // Signed in (sign-up signs in too): this browser is now known to the account.
    if (email && (path === '/sign-in/email' || path === '/sign-up/email')) {
      response = withCookie(response, knownDeviceCookie(c.req.header('cookie'), email, await secret));
    }
    return deps.isHttps?.(c) ? withSecureCookies(response) : response;
  });
}

function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Better Auth marks cookies Secure when SITE_URL is https; behind a TLS-terminating proxy with an
 * http SITE_URL it cannot know, so the attribute is added here for requests that came over HTTPS.
 */
function withSecureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.every((cookie) => secureCookie(cookie) === cookie)) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies) headers.append('set-cookie', secureCookie(cookie));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Better Auth answers `{ code, message }`; the API's shape is `{ error: { code, message } }`. */
async function toErrorShape(response: Response): Promise<Response> {
  const text = await response.text();
  let code = response.status === 404 ? 'not_found' : 'auth_error';
  let message = response.statusText || 'The request could not be processed.';
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && body.code) code = body.code.toLowerCase();
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  if (response.status >= 500) message = 'Something went wrong. Please try again.';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
