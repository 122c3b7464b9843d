import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import type { DatabaseConfig, DatabaseTimeouts } from '../config.ts';
import { queuedClient } from './pglite-queue.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The Drizzle database, typed the same for PGlite and PostgreSQL so other code never cares which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DriverName = DatabaseConfig['driver'];

export interface Database {
  db: Db;
  driver: DriverName;
  /** True when a trivial query answers within `timeoutMs`; never throws. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Runs `fn` while holding a PostgreSQL session-level advisory lock named `name`, so that several
   * server instances sharing one database take turns (migrations, seeding, scheduled syncs).
   * PGlite is one connection in one process, so there it simply runs `fn`.
   */
  withAdvisoryLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Opens the database described by the config: PGlite in `dataDir` (in memory when it is undefined)
 * or a PostgreSQL pool for a connection URL.
 */
export async function createDatabase(
  config: DatabaseConfig,
  options: {
    /**
     * Extra PGlite options (tests pass a precompiled module and a `loadDataDir` tarball to skip
     * seconds of initdb); `loadDataDir` is ignored for a data dir that already holds a database.
     */
    pglite?: PGliteOptions;
    /** PostgreSQL pool time-outs (default: 5 s to connect, 60 s per query). */
    postgres?: Partial<DatabaseTimeouts>;
  } = {},
): Promise<Database> {
  return config.driver === 'postgres'
    ? openPostgres(config.url, options.postgres)
    : openPglite(config.dataDir, options.pglite);
}

async function openPglite(dataDir: string | undefined, extra: PGliteOptions = {}): Promise<Database> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    const { loadDataDir, ...rest } = extra;
    const initialised = dataDir !== undefined && existsSync(join(dataDir, 'PG_VERSION'));
    client = new PGlite(dataDir, loadDataDir && !initialised ? { ...rest, loadDataDir } : rest);
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw new Error(`Could not open the PGlite database in ${dataDir ?? 'memory'}: ${String(error)}`, {
      cause: error,
    });
  }
  return pgliteDatabase(client, releaseLock);
}

/**
 * Wraps an open PGlite client (for example one started from a `dumpDataDir()` tarball in tests).
 * `onClose` runs after the client is closed.
 */
export function pgliteDatabase(client: PGlite, onClose: () => void = () => {}): Database {
  // Queries queue up so that PGlite's synchronous work cannot hold the event loop for long.
  const db = drizzlePglite({ client: queuedClient(client), schema }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    withAdvisoryLock: (_name, fn) => fn(),
    close: () => {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          onClose();
        }
      })();
      return closing;
    },
  };
}

// Waiting for another instance's advisory lock (a migration, a scheduled sync) may rightly take
// longer than any query time-out; setTimeout's largest delay stands for "no time-out".
const noQueryTimeout = 2_147_483_647;

async function openPostgres(url: string, timeouts: Partial<DatabaseTimeouts> = {}): Promise<Database> {
  // Without time-outs a database that stops answering (network gone, server hung) would hold every
  // request until the client gives up; with them the request fails fast and answers 503.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs ?? 5_000,
    query_timeout: timeouts.queryMs ?? 60_000,
    // Notices a dead connection to a vanished server instead of handing it out again.
    keepAlive: true,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it and the next query reports the problem.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${String(error)}`, {
      cause: error,
    });
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'postgres',
    ping: (timeoutMs) => ping(db, timeoutMs),
    withAdvisoryLock: async (name, fn) => {
      const key = advisoryLockKey(name);
      const client = await pool.connect();
      try {
        await client.query({
          text: 'select pg_advisory_lock($1::bigint)',
          values: [key],
          query_timeout: noQueryTimeout,
        } as pg.QueryConfig);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1::bigint)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A stable 64-bit lock key for a readable name, as the decimal string PostgreSQL's bigint accepts. */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`skillbridge:${name}`).digest().readBigInt64BE(0).toString();
}

/** The rows of a `db.execute(sql…)` result: both drivers return `{ rows }`, the shared type does not say so. */
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Hides the password of a connection URL for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * PGlite is one in-process connection: two processes on one data dir corrupt it. A pid file makes
 * the second process fail with a clear message instead. A stale file (its process is gone) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new Error(
          `The PGlite data dir ${dataDir} is in use by process ${owner}${owner === process.pid ? ' (this process)' : ''}. ` +
            'Stop that server first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite data dir ${dataDir} (${lockPath}).`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
