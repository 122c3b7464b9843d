import { effectiveRole, hasRole, type Role } from '@app/core/roles';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { readRole } from './roles-queries.ts';
import { secureCookie } from './secure-cookie.ts';

/** Who may call a route: anyone, or a signed-in user holding at least this role. */
export type Access = 'public' | Role;

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

/** The signed-in user of this request (cookie session or bearer token), or null. Read once per request. */
export async function currentUser<E extends AppEnv>(c: Context<E>): Promise<CurrentUser | null> {
  if (c.var.currentUser !== undefined) return c.var.currentUser;
  const { user: found, setCookies } = await c.var.readCurrentUser(c.req.raw.headers);
  for (const cookie of setCookies) {
    c.header('Set-Cookie', c.var.overHttps ? secureCookie(cookie) : cookie, { append: true });
  }
  c.set('currentUser', found);
  return found;
}

/** The signed-in user's role; a missing row, or a failed read, means user (spec section 6). */
export async function currentRole<E extends AppEnv>(c: Context<E>, userId: string): Promise<Role> {
  try {
    return effectiveRole(await readRole(c.var.db, userId));
  } catch (error) {
    c.var.logger.error({ err: error, userId }, 'Role lookup failed; treating the user as user');
    return 'user';
  }
}

/**
 * Route guard: 401 without a session, 403 when the role check fails. Every API route states its
 * access with this (or is public), and the authorization matrix test holds the list.
 */
export function requireAccess(required: Role) {
  return createMiddleware<AppEnv & { Variables: { user: CurrentUser } }>(async (c, next) => {
    const found = await currentUser(c);
    if (!found) throw unauthorized();
    if (required !== 'user' && !hasRole(await currentRole(c, found.id), required)) throw forbidden();
    c.set('user', found);
    await next();
  });
}

/** The user a `requireAccess` guard put on the context. */
export type SignedInEnv = AppEnv & { Variables: { user: CurrentUser } };
