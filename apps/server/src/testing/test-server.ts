import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppDeps } from '../app.ts';
import { type DatabaseConfig, type LogLevel, loadConfig } from '../config.ts';
import { createDatabase, type Database, type Db, pgliteDatabase, redactUrl } from '../db/client.ts';
import type { SeedStep } from '../db/seed.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { fastPgliteOptions, pgliteFromTemplate } from './pglite-template.ts';

export interface TestServerOptions {
  /**
   * Where the database is. Default: a fresh one made for this server and removed by close():
   * PGlite in memory, or a new database on TEST_DATABASE_URL's server when that is set.
   * Pass `createTestDatabase()`'s config to boot several servers, one after the other, on the same data.
   */
  database?: DatabaseConfig;
  /**
   * Extra environment variables for loadConfig, e.g. `{ WEB_DIST_DIR: dir }`. The process
   * environment is not read; the database comes from `database`, never from DATABASE_URL.
   */
  env?: Record<string, string>;
  /** Default: the registered seed steps, as at start-up. */
  seedSteps?: readonly SeedStep[];
  extraApiRoutes?: AppDeps['extraApiRoutes'];
  /** Level of the captured log lines (default 'debug'). Set TEST_LOGS=1 to also print them. */
  logLevel?: LogLevel;
}

export interface TestServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** `fetch` with the path resolved against `url`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  db: Db;
  database: Database;
  driver: Database['driver'];
  running: RunningServer;
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Stops the server and removes what it created (temp dirs, its database). */
  close(): Promise<void>;
}

/** The PostgreSQL server tests should use, or undefined for PGlite. An empty value counts as unset. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}

export interface TestDatabase {
  config: DatabaseConfig;
  /** Opens a connection (handle) to it; each call opens a new one. */
  open(): Promise<Database>;
  /** Deletes the database (and its data dir). */
  drop(): Promise<void>;
}

/**
 * A new database: a uniquely named database on TEST_DATABASE_URL's server when that is set,
 * otherwise PGlite in a new temp dir, or in memory with `inMemory: true`. It is empty, except that
 * in-memory PGlite with `migrated: true` starts already migrated (quicker; start-up checks it).
 */
export async function createTestDatabase(
  options: { inMemory?: boolean; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const baseUrl = testDatabaseUrl();
  if (baseUrl) return createPostgresTestDatabase(baseUrl);
  if (options.inMemory) {
    return {
      config: { driver: 'pglite', dataDir: undefined },
      open: async () => pgliteDatabase(await pgliteFromTemplate(options.migrated ? 'migrated' : 'empty')),
      drop: async () => {},
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'skillbridge-pglite-'));
  const config: DatabaseConfig = { driver: 'pglite', dataDir: join(dir, 'pglite') };
  return {
    config,
    open: async () => createDatabase(config, { pglite: await fastPgliteOptions('empty') }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function createPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { driver: 'postgres', url: url.toString() };
  return {
    config,
    // Test files create and open databases two at a time on a loaded two-core machine: opening
    // one has taken over the pool's usual 5 s to connect ("connection timeout" in CI).
    open: () => createDatabase(config, { postgres: { connectMs: 30_000 } }),
    drop: async () => {
      // WITH (FORCE) (PostgreSQL 13+) ends connections a failed test may have left open. An
      // autovacuum worker that happens to be in the database belongs to the superuser, which our
      // role may not signal (42501); it finishes within moments, so try again shortly.
      for (let attempt = 1; ; attempt++) {
        try {
          await withAdminClient(baseUrl, (client) =>
            client.query(`drop database if exists "${name}" with (force)`),
          );
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '42501' || attempt >= 10) throw error;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL (${redactUrl(url)}) is not reachable: ${String(error)}`, {
      cause: error,
    });
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Boots the real app on a real HTTP port (127.0.0.1, port 0) with a fresh database, migrated and
 * seeded as at start-up. Call `close()` in `afterAll`.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const logs: Array<Record<string, unknown>> = [];
  const print = Boolean(process.env.TEST_LOGS);
  const logger = createLogger({
    level: options.logLevel ?? 'debug',
    destination: {
      write(line: string) {
        logs.push(JSON.parse(line) as Record<string, unknown>);
        if (print) process.stderr.write(line);
      },
    },
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'skillbridge-test-'));
  const ownDatabase = options.database
    ? undefined
    : await createTestDatabase({ inMemory: true, migrated: true });
  const cleanUp = async () => {
    await ownDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let running: RunningServer;
  try {
    // Built from scratch, not from process.env, so a developer's PORT or DATABASE_URL never leaks in.
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      // The university course sources point at a closed local port, so no test reaches the
      // internet by accident; tests of the sources pass their own local servers.
      COURSERA_API_BASE_URL: 'http://127.0.0.1:9',
      EDX_UNIVERSITIES_BASE_URL: 'http://127.0.0.1:9',
      ...options.env,
    });
    config.database = options.database ?? ownDatabase!.config;
    const database = ownDatabase
      ? await ownDatabase.open()
      : await createDatabase(
          config.database,
          config.database.driver === 'pglite'
            ? { pglite: await fastPgliteOptions('empty') }
            : { postgres: config.databaseTimeouts },
        );
    running = await startServer({
      config,
      logger,
      database,
      ...(options.seedSteps ? { seedSteps: options.seedSteps } : {}),
      ...(options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {}),
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const url = running.url;
  let closing: Promise<void> | undefined;
  return {
    url,
    fetch: (path, init) => fetch(new URL(path, url), init),
    db: running.database.db,
    database: running.database,
    driver: running.database.driver,
    running,
    logs,
    close: () => {
      closing ??= running.close().finally(cleanUp);
      return closing;
    },
  };
}

/**
 * Waits until the server says it is ready (GET /api/health/ready answers 200: the database is up
 * and the first search index is in), for tests that call every route, readiness included.
 */
export async function untilReady(server: Pick<TestServer, 'fetch'>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await server.fetch('/api/health/ready')).status !== 200) {
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
