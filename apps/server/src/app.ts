import { AVATAR_MAX_BYTES } from '@app/core/settings';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createAuth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/app-env.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { errorHandler, handleNotFound } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { readStaticCourses } from './modules/catalog/queries.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { type CatalogService, createCatalogService } from './modules/catalog/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { AVATAR_TOO_LARGE, avatarStore } from './modules/profile/avatar-files.ts';
import { deleteUserLeftovers } from './modules/profile/queries.ts';
import { profileRoutes } from './modules/profile/routes.ts';

export interface AppDeps {
  config: Pick<
    Config,
    | 'webDistDir'
    | 'apiBodyLimitBytes'
    | 'dataDir'
    | 'baseUrl'
    | 'trustedOrigins'
    | 'adminEmails'
    | 'smtpUrl'
    | 'mailFrom'
    | 'trustProxy'
    | 'rateLimitIpFactor'
    | 'nodeEnv'
  >;
  /** Signs session cookies (see auth/secret.ts). */
  authSecret: string;
  database: Database;
  logger: Logger;
  /**
   * More routers mounted under /api after the product's own, for tests and tools that need a
   * route the product does not have (say, one that fails on purpose).
   */
  extraApiRoutes?: ReadonlyArray<Hono<AppEnv>>;
  /** Default: SMTP when configured, else the outbox table. */
  mailer?: Mailer;
  /** The course catalogue and its search index. Default: built from the database's courses table. */
  catalog?: CatalogService;
}

export type App = Hono<AppEnv>;

/** Builds the whole HTTP application: /api routes, then the web app for everything else. */
export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(deps.logger));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      xContentTypeOptions: 'nosniff',
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  // Avatars may be 1 MB plus the multipart framing; everything else keeps the API-wide limit.
  const avatarPath = '/api/me/avatar';
  const defaultLimit = apiBodyLimit(deps.config.apiBodyLimitBytes);
  const avatarLimit = apiBodyLimit(AVATAR_MAX_BYTES + 64 * 1024, AVATAR_TOO_LARGE);
  app.use('/api/*', (c, next) => (c.req.path === avatarPath ? avatarLimit(c, next) : defaultLimit(c, next)));

  const { config, database, logger } = deps;
  const mailer: Mailer =
    deps.mailer ?? createMailer({ database, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const avatars = avatarStore(config.dataDir);
  const auth = createAuth({
    database,
    logger,
    mailer,
    baseUrl: config.baseUrl,
    secret: deps.authSecret,
    // Tests listen on a random port, so there the site's own origin is whatever was asked.
    trustedOrigins:
      config.nodeEnv === 'test'
        ? [...config.trustedOrigins, 'http://127.0.0.1:*', 'http://localhost:*']
        : config.trustedOrigins,
    adminEmails: config.adminEmails,
    afterUserDeleted: async (deleted) => {
      await deleteUserLeftovers(database.db, deleted);
      await avatars.remove(deleted.image ?? null);
    },
  });
  app.use('/api/*', async (c, next) => {
    c.set('db', database.db);
    c.set('auth', auth);
    c.set('clientIp', clientIp(c, config.trustProxy));
    await next();
  });

  // One line per product area; each module owns its paths below /api.
  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes({ database: deps.database }));
  api.route('/', authRoutes({ auth, database, ipLimitFactor: config.rateLimitIpFactor }));
  api.route('/', profileRoutes({ database, avatars }));
  api.route('/', adminUserRoutes({ database }));
  const catalog =
    deps.catalog ??
    createCatalogService({ sources: { staticCourses: () => readStaticCourses(database.db) }, logger });
  api.route('/', catalogRoutes({ catalog }));
  for (const extra of deps.extraApiRoutes ?? []) api.route('/', extra);
  app.route('/api', api);

  app.use(webApp(deps.config.webDistDir));

  app.notFound(handleNotFound);
  app.onError(errorHandler(deps.logger));
  return app;
}

/** The API routes of an app (method and path), e.g. to check each of them in tests. */
export function apiRoutes(app: App): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
