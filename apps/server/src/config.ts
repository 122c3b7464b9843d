import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Absolute path of apps/server, found from this file so it does not depend on the cwd. */
export const serverPackageDir = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');

/** Absolute path of the repository root (apps/server/../..). */
export const repoRootDir = resolve(serverPackageDir, '..', '..');

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export type DatabaseConfig =
  /** Embedded PostgreSQL; `dataDir` undefined keeps the database in memory (tests). */
  { driver: 'pglite'; dataDir: string | undefined } | { driver: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the server's own files (the PGlite database lives in `<dataDir>/pglite`). */
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  /** Absolute path of the built web app (Vite's output). */
  webDistDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Largest request body accepted by /api routes, in bytes. */
  apiBodyLimitBytes: number;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int({ error: 'must be a whole number between 0 and 65535' })
    .min(0, { error: 'must be a whole number between 0 and 65535' })
    .max(65535, { error: 'must be a whole number between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'must be a postgres:// or postgresql:// connection URL' })
    .optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
});

// Values that must never be echoed back in an error message.
const secretVariables = new Set(['DATABASE_URL']);

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly variables: string[],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the server configuration from environment variables, in one place.
 *
 * Empty strings count as unset, so `PORT=` in a shell or an `.env` file falls back to the default.
 * Relative DATA_DIR and WEB_DIST_DIR are resolved against the process cwd; their defaults are
 * anchored to the repository (`<repo>/data`, `<repo>/apps/web/dist`) because `npm start` runs the
 * server with apps/server as its cwd.
 *
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got =
        name in present && !secretVariables.has(name) ? ` (got ${JSON.stringify(present[name])})` : '';
      return `  - ${name}: ${issue.message}${got}`;
    });
    const variables = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`, variables);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : resolve(repoRootDir, 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL }
      : { driver: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(repoRootDir, 'apps', 'web', 'dist'),
    nodeEnv: e.NODE_ENV,
    apiBodyLimitBytes: 1024 * 1024,
  };
}
