import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import {
  type App,
  type AppDeps,
  createApp,
  createJobs,
  createLiveCatalog,
  createUniversities,
} from './app.ts';
import { grantConfiguredAdmins } from './auth/admin-emails.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeeds, type SeedStep } from './db/seed.ts';
import { seedSteps as defaultSeedSteps } from './db/seed-steps.ts';
import { loadFetchImplementation } from './http/load-fetch.ts';
import type { Logger } from './logger.ts';
import { createLinkChecker } from './modules/admin-catalogue/link-check.ts';
import { fetchJobsOnFirstStart } from './modules/jobs/first-start.ts';
import type { JobsService } from './modules/jobs/service.ts';
import type { UniversityService } from './modules/universities/service.ts';
import { createScheduler, type Scheduler } from './scheduler/scheduler.ts';
import type { SyncService } from './sync/service.ts';

export interface StartServerOptions {
  config: Config;
  logger: Logger;
  /** Use this database instead of opening the one the config names (it is still migrated and seeded). */
  database?: Database;
  seedSteps?: readonly SeedStep[];
  extraApiRoutes?: AppDeps['extraApiRoutes'];
}

export interface RunningServer {
  app: App;
  database: Database;
  server: ServerType;
  /** Base URL on the address the server listens on, e.g. http://127.0.0.1:3000. */
  url: string;
  sync: SyncService;
  /** University courses; its daily fetch runs when `config.scheduler` is on (tests call `tick()`). */
  universities: UniversityService;
  /** The jobs board; its daily fetch runs when `config.scheduler` is on (tests call `tick()`). */
  jobs: JobsService;
  /** Started when `config.scheduler` is on; tests call `tick()` themselves. */
  scheduler: Scheduler;
  /**
   * Stops accepting connections, waits for in-flight requests (idle keep-alive connections are
   * closed at once), then closes the database. Safe to call more than once.
   */
  close(): Promise<void>;
}

/** Start-up shared by `main.ts` and the test server: database → migrations → seed → HTTP. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const started = performance.now();
  loadFetchImplementation();
  const database =
    options.database ?? (await createDatabase(config.database, { postgres: config.databaseTimeouts }));
  let authSecret: string;
  try {
    logger.info(
      {
        driver: database.driver,
        ...(config.database.driver === 'pglite' ? { dir: config.database.dataDir } : {}),
      },
      'Database opened',
    );
    await runMigrations(database, { logger });
    await runSeeds(database, options.seedSteps ?? defaultSeedSteps, { logger });
    authSecret = await resolveAuthSecret(database.db, config.authSecret);
    await grantConfiguredAdmins(database.db, config.adminEmails, logger);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  if (!existsSync(config.webDistDir)) {
    logger.warn(
      { webDistDir: config.webDistDir },
      'The web app is not built: pages answer 503 until `npm run build` has run (the API works)',
    );
  }

  const jobs = createJobs({ database, logger, config });
  const live = createLiveCatalog({
    database,
    logger,
    config: config.sync,
    jobCounts: () => jobs.companyCounts(),
  });
  const scheduler = createScheduler({
    database,
    sync: live.sync,
    jobs,
    logger,
    intervalMs: config.schedulerTickMs,
  });
  const universities = createUniversities({ database, logger, config });
  const linkChecker = createLinkChecker({ database, logger, config: config.linkCheck });
  const app = createApp({
    config,
    database,
    logger,
    authSecret,
    catalog: live.catalog,
    sync: live.sync,
    universities,
    jobs,
    linkChecker,
    ...(options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {}),
  });

  const inFlight = requestsInFlight(app);
  const server = await listen(inFlight.fetch, config.port, config.host).catch(async (error: unknown) => {
    await database.close().catch(() => {});
    throw error;
  });
  const address = server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;
  logger.info(
    { url, startupMs: Math.round(performance.now() - started) },
    `SkillBridge is listening on ${url}`,
  );

  // Tests drive the scheduler's tick themselves.
  if (config.nodeEnv !== 'test') scheduler.start({ runSlots: config.scheduler });
  if (config.nodeEnv !== 'test' && config.scheduler) universities.startSchedule();
  if (config.nodeEnv !== 'test' && config.scheduler) jobs.startSchedule();
  // In the background: start-up, health and readiness never wait for the job boards.
  const firstJobFetch = config.jobsFetchOnStart
    ? fetchJobsOnFirstStart({ database, jobs, logger })
    : Promise.resolve();

  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    server,
    url,
    sync: live.sync,
    scheduler,
    universities,
    jobs,
    close: () => {
      closing ??= (async () => {
        await scheduler.stop();
        await universities.stop();
        // What the link check found so far stays stored; the rest waits for the next check.
        await linkChecker.stop();
        // Its checks use the database; the fetch it started is the jobs service's to wait for.
        await firstJobFetch;
        await jobs.stop();
        await new Promise<void>((resolve, reject) => {
          // server.close() drops connections that are idle now; a keep-alive connection whose
          // request is still running becomes idle later and would hold close() for its keep-alive
          // timeout, so keep sweeping until everything is closed.
          const sweep = setInterval(() => closeIdle(server), 50);
          server.close((error) => {
            clearInterval(sweep);
            if (error) reject(error);
            else resolve();
          });
          closeIdle(server);
        });
        // A client that hung up does not end its request's work: let that finish (and commit or
        // roll back whole) before the database goes.
        await inFlight.drained();
        await database.close();
      })();
      return closing;
    },
  };
}

/** Counts the requests whose handler is still running, so shutting down can wait for them. */
function requestsInFlight(app: App) {
  let running = 0;
  let onDrained: (() => void) | undefined;
  return {
    fetch: (async (request, env) => {
      running++;
      try {
        return await app.fetch(request, env);
      } finally {
        running--;
        if (running === 0) onDrained?.();
      }
    }) as App['fetch'],
    drained: () =>
      running === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onDrained = resolve;
          }),
  };
}

function listen(fetch: App['fetch'], port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => {
      server.off('error', reject);
      resolve(server);
    });
    server.once('error', reject);
  });
}

function closeIdle(server: ServerType): void {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
