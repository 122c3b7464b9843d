import { JOB_IMPORT_MAX_BYTES } from '@app/core/job-fetches';
import { routeAddress } from '@app/core/route-table';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from '@app/core/settings';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { type AiEngine, createGrounding } from './ai/engine.ts';
import { selectAiEngine } from './ai/select-engine.ts';
import { createAuth } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { createSessionReader } from './auth/session-reader.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/app-env.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { clientAddress } from './http/client-address.ts';
import { errorHandler, handleNotFound } from './http/errors.ts';
import { isHttpsRequest, originCheck } from './http/origin-check.ts';
import { noStoreForPrivateAnswers } from './http/private-answers.ts';
import { requestLog } from './http/request-log.ts';
import { webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createLinkChecker, type LinkChecker } from './modules/admin-catalogue/link-check.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes.ts';
import { adminSyncRoutes } from './modules/admin-sync/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { careerPathRoutes } from './modules/career-paths/routes.ts';
import { readStaticCourses } from './modules/catalog/queries.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { type CatalogService, createCatalogService } from './modules/catalog/service.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { draftRoutes } from './modules/drafts/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobFetchRoutes } from './modules/jobs/fetch-routes.ts';
import { jobHeldRoutes } from './modules/jobs/held-routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { createJobsService, type JobsService } from './modules/jobs/service.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { planRoutes } from './modules/plan/routes.ts';
import { createPlanService } from './modules/plan/service.ts';
import { avatarStore } from './modules/profile/avatar-files.ts';
import { deleteUserLeftovers } from './modules/profile/queries.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { headOf, pageHeads } from './modules/site-index/page-heads.ts';
import { siteIndexRoutes } from './modules/site-index/routes.ts';
import { listFetchRuns as listUniversityFetchRuns } from './modules/universities/queries.ts';
import { universityRoutes } from './modules/universities/routes.ts';
import { createUniversityService, type UniversityService } from './modules/universities/service.ts';
import { waitlistRoutes } from './modules/waitlist/routes.ts';
import { createSyncService, type SyncService } from './sync/service.ts';

export interface AppDeps {
  config: Pick<
    Config,
    | 'webDistDir'
    | 'apiBodyLimitBytes'
    | 'dataDir'
    | 'baseUrl'
    | 'siteUrl'
    | 'trustedOrigins'
    | 'adminEmails'
    | 'smtpUrl'
    | 'mailFrom'
    | 'trustProxyHops'
    | 'rateLimitIpFactor'
    | 'nodeEnv'
    | 'sync'
    | 'universities'
    | 'jobs'
    | 'ai'
    | 'linkCheck'
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
  /** The live-course sync (admin panel, scheduler). Default: see createLiveCatalog. */
  sync?: SyncService;
  /** University courses: index, fetches and schedule. Default: built from the database. */
  universities?: UniversityService;
  /** The jobs board: search index, applications, board fetches. Default: built from the database. */
  jobs?: JobsService;
  /** The AI tools' engine. Default: the one the configuration names (see ai/select-engine.ts). */
  ai?: AiEngine;
  /** The admin's course link check. Default: one over the database's courses table. */
  linkChecker?: LinkChecker;
}

export type App = Hono<AppEnv>;

/** Builds the whole HTTP application: /api routes, then the web app for everything else. */
export function createApp(deps: AppDeps): App {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLog(deps.logger));
  const siteIsHttps = deps.config.baseUrl.startsWith('https://');
  const isHttps = (c: Context<AppEnv>) => siteIsHttps || isHttpsRequest(c, deps.config.trustProxyHops);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Only our own bundled files run: no inline script, no eval.
        scriptSrc: ["'self'"],
        // Inline styles stay allowed: Radix (scroll lock) and Sonner insert <style> elements at run
        // time, and style attributes carry computed positions. Styles cannot run code.
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
      // Sent below, only where the site is reached over HTTPS (browsers ignore it on plain HTTP).
      strictTransportSecurity: false,
    }),
  );
  // Decided once per request: HSTS here, and the Secure flag on cookies set outside the auth routes.
  app.use(async (c, next) => {
    const overHttps = isHttps(c);
    c.set('overHttps', overHttps);
    await next();
    if (overHttps) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  // Before the checks below, so their refusals to a signed-in caller are not stored either.
  app.use('/api/*', noStoreForPrivateAnswers());
  // Avatars may be 1 MB plus the multipart framing; everything else keeps the API-wide limit.
  const avatarPath = '/api/me/avatar';
  const defaultLimit = apiBodyLimit(deps.config.apiBodyLimitBytes);
  const avatarLimit = apiBodyLimit(AVATAR_MAX_BYTES + 64 * 1024, AVATAR_TOO_LARGE);
  // A saved job board answer is a few MB of postings (admins only: read after the role check).
  const jobImportPath = '/api/admin/jobs/import';
  const jobImportLimit = apiBodyLimit(JOB_IMPORT_MAX_BYTES);
  app.use('/api/*', (c, next) =>
    c.req.path === avatarPath
      ? avatarLimit(c, next)
      : c.req.path === jobImportPath
        ? jobImportLimit(c, next)
        : defaultLimit(c, next),
  );

  const { config, database, logger } = deps;
  // Tests listen on a random port, so there the site's own origin is whatever was asked.
  const trustedOrigins =
    config.nodeEnv === 'test'
      ? [...config.trustedOrigins, 'http://127.0.0.1:*', 'http://localhost:*']
      : config.trustedOrigins;
  app.use('/api/*', originCheck(trustedOrigins));

  const mailer: Mailer =
    deps.mailer ?? createMailer({ database, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const avatars = avatarStore(config.dataDir);
  const auth = createAuth({
    database,
    logger,
    mailer,
    baseUrl: config.baseUrl,
    secret: deps.authSecret,
    trustedOrigins,
    adminEmails: config.adminEmails,
    afterUserDeleted: async (deleted) => {
      await deleteUserLeftovers(database.db, deleted);
      // The files this account uploaded, found by their names: whatever user.image says, the
      // files of other accounts stay.
      await avatars.removeAllOf(deleted.id);
    },
  });
  const readCurrentUser = createSessionReader(auth, database.db);
  app.use('/api/*', async (c, next) => {
    c.set('db', database.db);
    c.set('auth', auth);
    c.set('readCurrentUser', readCurrentUser);
    c.set('clientIp', clientAddress(c, config.trustProxyHops));
    await next();
  });

  // One line per product area; each module owns its paths below /api.
  const api = new Hono<AppEnv>();
  api.route('/', authRoutes({ auth, database, ipLimitFactor: config.rateLimitIpFactor, isHttps }));
  api.route('/', profileRoutes({ database, avatars }));
  api.route('/', draftRoutes({ database }));
  api.route('/', adminUserRoutes({ database }));
  api.route('/', mailRoutes({ database, mailer, from: config.mailFrom }));
  const jobs = deps.jobs ?? createJobs(deps);
  const live =
    deps.catalog && deps.sync
      ? { catalog: deps.catalog, sync: deps.sync }
      : createLiveCatalog({ database, logger, config: config.sync, jobCounts: () => jobs.companyCounts() });
  api.route(
    '/',
    healthRoutes({
      database: deps.database,
      // The catalogue's first index is what a new instance waits for (seconds at a million courses).
      indexes: { catalogue: { isReady: () => live.catalog.liveState() !== null } },
    }),
  );
  api.route('/', catalogRoutes({ catalog: live.catalog, liveSources: () => live.sync.liveSources() }));
  api.route('/', careerPathRoutes({ catalog: live.catalog }));
  // Before the live sync's /admin/sync/:source, which would take "universities" for a source.
  const universities = deps.universities ?? createUniversities(deps);
  api.route('/', universityRoutes({ universities }));
  api.route(
    '/',
    adminSyncRoutes({
      sync: live.sync,
      universityRuns: (limit) => listUniversityFetchRuns(database.db, limit),
      jobRuns: () => jobs.history.runs(),
    }),
  );
  const linkChecker = deps.linkChecker ?? createLinkChecker({ database, logger, config: config.linkCheck });
  api.route('/', adminCatalogueRoutes({ database, linkChecker }));
  api.route('/', dashboardRoutes({ database, catalog: live.catalog }));
  api.route('/', waitlistRoutes({ database, ipLimitFactor: config.rateLimitIpFactor }));
  // Before the jobs routes, whose /jobs/:id would take "status" for an id.
  api.route('/', jobFetchRoutes({ jobs }));
  api.route('/', jobHeldRoutes({ jobs }));
  api.route('/', jobRoutes({ jobs }));
  // One skill lexicon of the catalogue for the AI tools and the planner.
  const grounding = createGrounding({ catalog: live.catalog });
  const plans = createPlanService({ catalog: live.catalog, jobs, universities, lexicon: grounding.lexicon });
  api.route('/', planRoutes({ plans, database }));
  api.route(
    '/',
    aiRoutes({
      engine: deps.ai ?? selectAiEngine({ config: config.ai, catalog: live.catalog, logger, grounding }),
      database,
      ipLimitFactor: config.rateLimitIpFactor,
    }),
  );
  for (const extra of deps.extraApiRoutes ?? []) api.route('/', extra);
  app.route('/api', api);

  // Search engines' way in: the sitemap, robots.txt and each record's page with its own head.
  const siteSources = { catalog: live.catalog, universities, jobs };
  app.route('/', siteIndexRoutes({ siteUrl: config.siteUrl, sources: siteSources }));
  app.use(pageHeads({ distDir: config.webDistDir, siteUrl: config.siteUrl, sources: siteSources, logger }));
  // A record's page answers 404 when the record does not exist (the page says so too).
  app.use(
    webApp(deps.config.webDistDir, {
      recordExists: async (route) => (await headOf(routeAddress(route), siteSources)) !== undefined,
    }),
  );

  app.notFound(handleNotFound);
  app.onError(errorHandler(deps.logger));
  return app;
}

/**
 * The catalogue (static courses plus the active live snapshots) and the sync that refreshes those
 * snapshots, wired to each other: the catalogue reads its live courses through the sync, which
 * rebuilds the catalogue after saving a snapshot.
 */
export function createLiveCatalog(options: {
  database: Database;
  logger: Logger;
  config: Config['sync'];
  /** Open jobs per company, for the providers' job counts. */
  jobCounts?: () => Promise<ReadonlyMap<string, number>>;
}): {
  catalog: CatalogService;
  sync: SyncService;
} {
  const { database, logger } = options;
  const sync = createSyncService({ database, logger, config: options.config });
  const catalog = createCatalogService({
    sources: {
      staticCourses: () => readStaticCourses(database.db),
      liveCourses: (source) => sync.liveCourses(source),
      ...(options.jobCounts ? { jobCounts: options.jobCounts } : {}),
    },
    logger,
  });
  sync.attachCatalog(catalog);
  return { catalog, sync };
}

/** The university courses service for an app's database and configuration. */
export function createUniversities(deps: Pick<AppDeps, 'database' | 'logger' | 'config'>): UniversityService {
  return createUniversityService({
    database: deps.database,
    logger: deps.logger,
    config: deps.config.universities,
    timeoutMs: deps.config.sync.timeoutMs,
  });
}

/** The jobs board service for an app's database and configuration. */
export function createJobs(deps: Pick<AppDeps, 'database' | 'logger' | 'config'>): JobsService {
  return createJobsService({
    database: deps.database,
    logger: deps.logger,
    config: deps.config.jobs,
    timeoutMs: deps.config.sync.timeoutMs,
  });
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
