import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/app-env.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { errorHandler, handleNotFound } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import { healthRoutes } from './modules/health/routes.ts';

export interface AppDeps {
  config: Pick<Config, 'webDistDir' | 'apiBodyLimitBytes'>;
  database: Database;
  logger: Logger;
  /**
   * More routers mounted under /api after the product's own, for tests and tools that need a
   * route the product does not have (say, one that fails on purpose).
   */
  extraApiRoutes?: ReadonlyArray<Hono<AppEnv>>;
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
  app.use('/api/*', apiBodyLimit(deps.config.apiBodyLimitBytes));

  // One line per product area; each module owns its paths below /api.
  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes({ database: deps.database }));
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
