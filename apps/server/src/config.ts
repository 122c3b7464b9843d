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
  /** Public origin of the site, used in e-mailed links and as the trusted origin for cookies. */
  baseUrl: string;
  /** Origins allowed to make credentialed requests (the site itself, plus the Vite dev server in development). */
  trustedOrigins: string[];
  /** Secret that signs session cookies; undefined means "generate one and keep it in DATA_DIR". */
  authSecret: string | undefined;
  /** Accounts with these e-mails (lower-cased) are made admins at start-up and at sign-up. */
  adminEmails: ReadonlySet<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Multiplies the per-IP rate limits on sign-in, sign-up and password reset. */
  rateLimitIpFactor: number;
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
  SITE_URL: z.url({ error: 'must be an absolute URL such as https://skillbridge.example' }).optional(),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAILS: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('SkillBridge <no-reply@skillbridge.example>'),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  RATE_LIMIT_IP_FACTOR: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be above 0' })
    .default(1),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
});

// Values that must never be echoed back in an error message.
const secretVariables = new Set(['DATABASE_URL', 'AUTH_SECRET', 'SMTP_URL']);

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
  const baseUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
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
    baseUrl,
    trustedOrigins: [
      new URL(baseUrl).origin,
      ...(e.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
    ],
    authSecret: e.AUTH_SECRET,
    adminEmails: new Set(
      (e.ADMIN_EMAILS ?? '')
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    rateLimitIpFactor: e.RATE_LIMIT_IP_FACTOR,
  };
}
