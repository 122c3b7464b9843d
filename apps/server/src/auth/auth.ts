import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@app/core/password-policy';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { Database } from '../db/client.ts';
import { account, session, user, verification } from '../db/schema.ts';
import { CLIENT_ADDRESS_HEADER } from '../http/client-address.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createProfile } from '../modules/profile/queries.ts';
import { guessablePasswordProblem } from './password-strength.ts';
import { grantRole } from './roles-queries.ts';
import { clearAccountFailures } from './sign-in-throttle.ts';

export interface AuthDeps {
  database: Database;
  logger: Logger;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  adminEmails: ReadonlySet<string>;
  /** Runs after an account is deleted (its own rows go by foreign-key cascade): files, mail, tokens. */
  afterUserDeleted(deleted: { id: string; email: string; image?: string | null | undefined }): Promise<void>;
}

/**
 * Better Auth endpoints the app does not offer. update-user writes the name and the picture, which
 * the app keeps itself (PATCH /api/me/profile with its rules, /api/me/avatar with its files); the
 * web app never used it.
 */
export const closedAuthPaths = ['/update-user'];

// Every endpoint that sets a password runs the same policy (length, common and breached passwords).
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/** Better Auth, on our Drizzle schema: e-mail and password, cookie sessions, bearer tokens. */
export function createAuth(deps: AuthDeps) {
  const { database, logger, mailer } = deps;
  return betterAuth({
    appName: 'SkillBridge',
    baseURL: deps.baseUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: deps.trustedOrigins,
    disabledPaths: closedAuthPaths,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Whoever reset the password owns the account: sign-ins from new browsers work again.
      onPasswordReset: async ({ user: target }) => clearAccountFailures(database.db, target.email),
      async sendResetPassword({ user: target, url }) {
        await mailer.send({
          to: target.email,
          subject: 'Reset your SkillBridge password',
          text: [
            `Hello ${target.name || target.email},`,
            '',
            'Someone (hopefully you) asked to reset the password of your SkillBridge account.',
            `Open this link within one hour to choose a new password:\n${url}`,
            '',
            'If you did not ask for this, ignore this e-mail: your password stays as it is.',
          ].join('\n'),
        });
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        afterDelete: async (deleted) => {
          await deps.afterUserDeleted(deleted);
          logger.info({ userId: deleted.id }, 'Account deleted');
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      // Secure (and the __Secure- name prefix) when the site is https; behind a TLS-terminating
      // proxy with an http SITE_URL, auth/routes.ts adds Secure per request.
      useSecureCookies: deps.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Better Auth skips its origin check when NODE_ENV is test; keep it on so tests see production.
      disableOriginCheck: false,
      // The address the app resolved (TRUST_PROXY, see http/client-address.ts), set by auth/routes.ts
      // on every request it hands over; Better Auth records it on the session.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Our own limiter (auth/rate-limit.ts) keys by IP and by e-mail and is shared by every instance.
    rateLimit: { enabled: false },
    plugins: [bearer()],
    logger: {
      log: (level, message, ...args) => {
        const log = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        log.call(logger, { args }, `auth: ${message}`);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = passwordFields[ctx.path];
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body[field];
        if (typeof password !== 'string') return;
        const email = typeof body.email === 'string' ? body.email : ctx.context.session?.user.email;
        const name = typeof body.name === 'string' ? body.name : ctx.context.session?.user.name;
        const problem =
          passwordProblem(password, email) ??
          guessablePasswordProblem(
            password,
            [email, name].filter((x): x is string => Boolean(x)),
          );
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // profiles(id = user id) is created with the account; ADMIN_EMAILS get the admin role.
          after: async (created) => {
            await createProfile(database.db, { id: created.id, fullName: created.name });
            if (deps.adminEmails.has(created.email.toLowerCase())) {
              await grantRole(database.db, created.id, 'admin');
              logger.info({ userId: created.id }, 'Admin role granted from ADMIN_EMAILS');
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
