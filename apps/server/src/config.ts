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

export interface DatabaseTimeouts {
  /** Longest wait for a new PostgreSQL connection. */
  connectMs: number;
  /** Longest wait for one query's answer (advisory-lock waits excepted). */
  queryMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the server's own files (the PGlite database lives in `<dataDir>/pglite`). */
  dataDir: string;
  database: DatabaseConfig;
  /** PostgreSQL pool time-outs, so a database that went away answers 503 quickly instead of hanging. */
  databaseTimeouts: DatabaseTimeouts;
  logLevel: LogLevel;
  /** Absolute path of the built web app (Vite's output). */
  webDistDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Largest request body accepted by /api routes, in bytes. */
  apiBodyLimitBytes: number;
  /** Public origin of the site, used in e-mailed links and as the trusted origin for cookies. */
  baseUrl: string;
  /**
   * SITE_URL as configured, or undefined: the sitemap, robots.txt and canonical links then use the
   * address each request came in on.
   */
  siteUrl: string | undefined;
  /** Origins allowed to make credentialed requests (the site itself, plus the Vite dev server in development). */
  trustedOrigins: string[];
  /** Secret that signs session cookies; undefined means "generate one and keep it in DATA_DIR". */
  authSecret: string | undefined;
  /** Accounts with these e-mails (lower-cased) are made admins at start-up and at sign-up. */
  adminEmails: ReadonlySet<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (0: none, the socket
   * peer is the client). The client address is read that many entries from the right, since
   * everything to the left of what our own proxies wrote is whatever the client sent.
   */
  trustProxyHops: number;
  /** Multiplies the per-IP rate limits on sign-in, sign-up, password reset and waitlist sign-ups. */
  rateLimitIpFactor: number;
  /** Runs the daily live-course syncs on this instance (see scheduler/). */
  scheduler: boolean;
  /**
   * How often each instance's scheduler ticks: looks for a due slot and for a newer live course
   * snapshot another instance saved (SCHEDULER_TICK_MS, default a minute).
   */
  schedulerTickMs: number;
  /** Where and how the live course sources are fetched (see sync/). */
  sync: SyncConfig;
  /** The university course sources (see sync/universities/). */
  universities: UniversitySourcesConfig;
  /** The admin's check of every catalogue course link (see modules/admin-catalogue/). */
  linkCheck: LinkCheckConfig;
  /** The job boards the jobs board reads (see sync/jobs/). */
  jobs: JobBoardsConfig;
  /**
   * Fetch every job board right after start-up while no real posting is stored
   * (modules/jobs/first-start.ts).
   */
  jobsFetchOnStart: boolean;
  /** The AI tools' engine (see ai/). */
  ai: AiConfig;
}

/**
 * The AI tools' engine: an OpenAI-compatible endpoint when AI_BASE_URL and AI_MODEL are both set,
 * otherwise the built-in offline engine.
 */
export interface AiConfig {
  llm?: {
    /** The API root that `/chat/completions` is under, e.g. https://api.openai.com/v1 */
    baseUrl: string;
    /** Sent as a bearer token; some local servers need none. */
    apiKey: string | undefined;
    model: string;
  };
  /** Longest wait for one AI answer (both attempts together), in milliseconds. */
  timeoutMs: number;
}

/** One company's board on a job-board platform. */
export interface JobBoard {
  /** Greenhouse board token, Lever company slug or Ashby job-board name. */
  token: string;
  /** The company name to show; without it the board's own name (Greenhouse) or the token. */
  company?: string;
}

/** Where the public job-board APIs are and which companies' boards to read; the time-out is `sync.timeoutMs`. */
export interface JobBoardsConfig {
  greenhouse: { apiBaseUrl: string; boards: JobBoard[] };
  lever: { apiBaseUrl: string; boards: JobBoard[] };
  ashby: { apiBaseUrl: string; boards: JobBoard[] };
  /** Hour (UTC) of the daily scheduled fetch; default 10, after the course and university fetches. */
  fetchHourUtc: number;
}

/**
 * Technology companies with public boards, mostly ones whose certifications the catalogue lists
 * (their job counts then show on the providers page). `token:Name` sets the name shown.
 */
export const DEFAULT_JOB_BOARDS = {
  greenhouse: [
    'databricks:Databricks',
    'mongodb:MongoDB',
    'cloudflare:Cloudflare',
    'gitlab:GitLab',
    'okta:Okta',
    'twilio:Twilio',
    'elastic:Elastic',
    'datadog:Datadog',
    'stripe:Stripe',
  ],
  lever: ['palantir:Palantir', 'spotify:Spotify'],
  ashby: ['openai:OpenAI', 'notion:Notion', 'linear:Linear', 'ramp:Ramp'],
} as const;

const boardEntry = /^[A-Za-z0-9._-]{1,100}(:[^,:]{1,120})?$/;
/** 'token' or 'token:Company Name', comma-separated; 'none' for no boards. */
const boardList = z
  .string()
  .refine(
    (v) =>
      v.trim().toLowerCase() === 'none' || v.split(',').every((x) => !x.trim() || boardEntry.test(x.trim())),
    { error: "must be comma-separated board names, each 'token' or 'token:Company Name' (or 'none')" },
  );

/** TRUST_PROXY: `false` is no proxy, `true` one, a number that many (say 2 for a CDN and a load balancer). */
function proxyHops(value: string): number {
  const lower = value.toLowerCase();
  if (lower === 'true') return 1;
  if (lower === 'false') return 0;
  return Number(lower);
}

function parseBoards(value: string): JobBoard[] {
  if (value.trim().toLowerCase() === 'none') return [];
  const seen = new Set<string>();
  const boards: JobBoard[] = [];
  for (const item of value.split(',')) {
    const [token = '', ...name] = item.trim().split(':');
    if (!token || seen.has(token.toLowerCase())) continue;
    seen.add(token.toLowerCase());
    const company = name.join(':').trim();
    boards.push(company ? { token, company } : { token });
  }
  return boards;
}

/** Where university courses are fetched from; the time-out is `sync.timeoutMs`. */
export interface UniversitySourcesConfig {
  coursera: {
    /** Origin of Coursera's catalog API (`/api/courses.v1`, `/api/partners.v1`). */
    apiBaseUrl: string;
    /** Origin of the course pages (`/learn/<slug>`). */
    coursePageUrl: string;
  };
  edx: {
    /** An Open edX LMS with the public Courses API (EDX_UNIVERSITIES_BASE_URL, default EDX_BASE_URL). */
    baseUrl: string;
    coursePageUrl: string;
    /** University organisations to fetch (EDX_UNIVERSITY_ORGS); empty means every one we can place. */
    orgs: string[];
  };
  /** A fetch a signed-in visitor triggers (no courses yet) runs at most once per this many minutes. */
  visitorCooldownMinutes: number;
}

export interface LinkCheckConfig {
  /** Longest wait for one link, redirects included, in milliseconds. */
  timeoutMs: number;
  /** Links requested at once. */
  concurrency: number;
  /** Sent with every request, naming the site so vendors can tell who is asking. */
  userAgent: string;
}

/** The live course sources' addresses; every base URL is configurable so tests and mirrors can stand in. */
export interface SyncConfig {
  /** Longest wait for one request to a source, in milliseconds. */
  timeoutMs: number;
  microsoft: {
    /** Origin of both Learn APIs: `<baseUrl>/api/catalog/` (legacy) and `<baseUrl>/api/v1/` (Learn Platform). */
    baseUrl: string;
    locale: string;
    /** Learn Platform API credentials (Entra ID app-only access); without them the legacy catalog API is used. */
    platform?: {
      tenantId: string;
      clientId: string;
      clientSecret: string;
      /** Entra ID authority, e.g. https://login.microsoftonline.com */
      authorityUrl: string;
      apiVersion: string;
    };
  };
  salesforce: {
    /** A Trailhead catalogue feed (see sync/salesforce); Salesforce publishes no public catalogue API. */
    catalogUrl: string | undefined;
  };
  edx: {
    /** An Open edX LMS whose public Courses API (`/api/courses/v1/courses/`) lists the courses. */
    baseUrl: string;
    /** The partner organisations whose courses make up the tech-company set. */
    orgs: string[];
    /** Origin of the course pages the enrol links point at (`<url>/courses/<course id>/about`). */
    coursePageUrl: string;
  };
}

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an absolute http:// or https:// URL',
});

/**
 * edX organisations of the tech companies the admin card names (IBM, Microsoft, Google, AWS, Meta,
 * Adobe, Apple) plus other vendors with edX programmes. Set EDX_ORGS to change the set.
 */
export const DEFAULT_EDX_ORGS = [
  'IBM',
  'Microsoft',
  'GoogleCloud',
  'AWS',
  'Meta',
  'Adobe',
  'Apple',
  'LinuxFoundationX',
  'RedHat',
] as const;

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
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be at least 100' })
    .max(600_000, { error: 'must be at most 600000 (10 minutes)' })
    .default(5_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be at least 100' })
    .max(3_600_000, { error: 'must be at most 3600000 (an hour)' })
    .default(60_000),
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
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/i, {
      error: 'must be false, true (one proxy) or the number of proxies in front of the server',
    })
    .default('false'),
  RATE_LIMIT_IP_FACTOR: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be above 0' })
    .default(1),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  SCHEDULER: z.enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' }).optional(),
  SCHEDULER_TICK_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be at least 100' })
    .max(3_600_000, { error: 'must be at most 3600000 (an hour)' })
    .default(60_000),
  SYNC_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(50, { error: 'must be at least 50' })
    .max(600_000, { error: 'must be at most 600000 (10 minutes)' })
    .default(60_000),
  LINK_CHECK_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(50, { error: 'must be at least 50' })
    .max(120_000, { error: 'must be at most 120000 (2 minutes)' })
    .default(15_000),
  LINK_CHECK_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(32, { error: 'must be at most 32' })
    .default(4),
  MICROSOFT_LEARN_BASE_URL: httpUrl.default('https://learn.microsoft.com'),
  MICROSOFT_LEARN_LOCALE: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2,4})?$/i, { error: 'must be a locale code such as en-us' })
    .default('en-us'),
  MICROSOFT_LEARN_TENANT_ID: z.string().optional(),
  MICROSOFT_LEARN_CLIENT_ID: z.string().optional(),
  MICROSOFT_LEARN_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_ENTRA_AUTHORITY: httpUrl.default('https://login.microsoftonline.com'),
  MICROSOFT_LEARN_API_VERSION: z.string().default('2023-11-01-preview'),
  SALESFORCE_TRAILHEAD_CATALOG_URL: httpUrl.optional(),
  EDX_BASE_URL: httpUrl.default('https://courses.edx.org'),
  EDX_ORGS: z.string().default(DEFAULT_EDX_ORGS.join(',')),
  EDX_COURSE_PAGE_URL: httpUrl.default('https://courses.edx.org'),
  COURSERA_API_BASE_URL: httpUrl.default('https://api.coursera.org'),
  COURSERA_COURSE_PAGE_URL: httpUrl.default('https://www.coursera.org'),
  EDX_UNIVERSITY_ORGS: z.string().optional(),
  EDX_UNIVERSITIES_BASE_URL: httpUrl.optional(),
  UNIVERSITY_FETCH_COOLDOWN_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes' })
    .int({ error: 'must be a whole number of minutes' })
    .min(1, { error: 'must be at least 1' })
    .max(10_080, { error: 'must be at most 10080 (a week)' })
    .default(30),
  JOBS_GREENHOUSE_BOARDS: boardList.default(DEFAULT_JOB_BOARDS.greenhouse.join(',')),
  JOBS_LEVER_BOARDS: boardList.default(DEFAULT_JOB_BOARDS.lever.join(',')),
  JOBS_ASHBY_BOARDS: boardList.default(DEFAULT_JOB_BOARDS.ashby.join(',')),
  GREENHOUSE_API_URL: httpUrl.default('https://boards-api.greenhouse.io'),
  LEVER_API_URL: httpUrl.default('https://api.lever.co'),
  ASHBY_API_URL: httpUrl.default('https://api.ashbyhq.com'),
  JOBS_FETCH_HOUR_UTC: z.coerce
    .number({ error: 'must be a whole hour from 0 to 23' })
    .int({ error: 'must be a whole hour from 0 to 23' })
    .min(0, { error: 'must be a whole hour from 0 to 23' })
    .max(23, { error: 'must be a whole hour from 0 to 23' })
    .default(10),
  JOBS_FETCH_ON_START: z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be on or off' })
    .optional(),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(50, { error: 'must be at least 50' })
    .max(600_000, { error: 'must be at most 600000 (10 minutes)' })
    .default(30_000),
});

// Values that must never be echoed back in an error message.
const secretVariables = new Set([
  'DATABASE_URL',
  'AUTH_SECRET',
  'SMTP_URL',
  'MICROSOFT_LEARN_CLIENT_SECRET',
  'AI_API_KEY',
]);

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
  const parsed = envSchema
    .superRefine((e, ctx) => {
      // The Learn Platform API needs all three; a partial set is a mistake, not a choice.
      const platform = [
        'MICROSOFT_LEARN_TENANT_ID',
        'MICROSOFT_LEARN_CLIENT_ID',
        'MICROSOFT_LEARN_CLIENT_SECRET',
      ] as const;
      const given = platform.filter((name) => e[name]);
      if (given.length > 0 && given.length < platform.length) {
        for (const name of platform.filter((n) => !e[n])) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `must be set too when ${given.join(' and ')} is set`,
          });
        }
      }
      // An LLM needs both; one without the other would silently fall back to the offline engine.
      if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
        const missing = e.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL';
        const given = e.AI_BASE_URL ? 'AI_BASE_URL' : 'AI_MODEL';
        ctx.addIssue({ code: 'custom', path: [missing], message: `must be set too when ${given} is set` });
      }
    })
    .safeParse(present);
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
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.DATABASE_QUERY_TIMEOUT_MS },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(repoRootDir, 'apps', 'web', 'dist'),
    nodeEnv: e.NODE_ENV,
    apiBodyLimitBytes: 1024 * 1024,
    baseUrl,
    siteUrl: e.SITE_URL ? baseUrl : undefined,
    trustedOrigins: [
      new URL(baseUrl).origin,
      // Without SITE_URL the site is this machine, reached as localhost or 127.0.0.1.
      ...(e.SITE_URL ? [] : [`http://127.0.0.1:${e.PORT}`]),
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
    trustProxyHops: proxyHops(e.TRUST_PROXY),
    rateLimitIpFactor: e.RATE_LIMIT_IP_FACTOR,
    // On by default for `npm start`; tests run their own ticks.
    scheduler: e.SCHEDULER ? ['on', 'true', '1'].includes(e.SCHEDULER) : e.NODE_ENV !== 'test',
    schedulerTickMs: e.SCHEDULER_TICK_MS,
    linkCheck: {
      timeoutMs: e.LINK_CHECK_TIMEOUT_MS,
      concurrency: e.LINK_CHECK_CONCURRENCY,
      userAgent: `SkillBridge-link-check/1.0 (+${baseUrl})`,
    },
    sync: {
      timeoutMs: e.SYNC_TIMEOUT_MS,
      microsoft: {
        baseUrl: e.MICROSOFT_LEARN_BASE_URL.replace(/\/+$/, ''),
        locale: e.MICROSOFT_LEARN_LOCALE.toLowerCase(),
        ...(e.MICROSOFT_LEARN_TENANT_ID && e.MICROSOFT_LEARN_CLIENT_ID && e.MICROSOFT_LEARN_CLIENT_SECRET
          ? {
              platform: {
                tenantId: e.MICROSOFT_LEARN_TENANT_ID,
                clientId: e.MICROSOFT_LEARN_CLIENT_ID,
                clientSecret: e.MICROSOFT_LEARN_CLIENT_SECRET,
                authorityUrl: e.MICROSOFT_ENTRA_AUTHORITY.replace(/\/+$/, ''),
                apiVersion: e.MICROSOFT_LEARN_API_VERSION,
              },
            }
          : {}),
      },
      salesforce: { catalogUrl: e.SALESFORCE_TRAILHEAD_CATALOG_URL },
      edx: {
        baseUrl: e.EDX_BASE_URL.replace(/\/+$/, ''),
        orgs: [
          ...new Set(
            e.EDX_ORGS.split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ],
        coursePageUrl: e.EDX_COURSE_PAGE_URL.replace(/\/+$/, ''),
      },
    },
    universities: {
      coursera: {
        apiBaseUrl: e.COURSERA_API_BASE_URL.replace(/\/+$/, ''),
        coursePageUrl: e.COURSERA_COURSE_PAGE_URL.replace(/\/+$/, ''),
      },
      edx: {
        baseUrl: (e.EDX_UNIVERSITIES_BASE_URL ?? e.EDX_BASE_URL).replace(/\/+$/, ''),
        coursePageUrl: e.EDX_COURSE_PAGE_URL.replace(/\/+$/, ''),
        orgs: [
          ...new Set(
            (e.EDX_UNIVERSITY_ORGS ?? '')
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ],
      },
      visitorCooldownMinutes: e.UNIVERSITY_FETCH_COOLDOWN_MINUTES,
    },
    jobs: {
      greenhouse: {
        apiBaseUrl: e.GREENHOUSE_API_URL.replace(/\/+$/, ''),
        boards: parseBoards(e.JOBS_GREENHOUSE_BOARDS),
      },
      lever: { apiBaseUrl: e.LEVER_API_URL.replace(/\/+$/, ''), boards: parseBoards(e.JOBS_LEVER_BOARDS) },
      ashby: { apiBaseUrl: e.ASHBY_API_URL.replace(/\/+$/, ''), boards: parseBoards(e.JOBS_ASHBY_BOARDS) },
      fetchHourUtc: e.JOBS_FETCH_HOUR_UTC,
    },
    // Follows SCHEDULER unless set: off in tests and on instances kept out of background fetches.
    jobsFetchOnStart: e.JOBS_FETCH_ON_START
      ? ['on', 'true', '1'].includes(e.JOBS_FETCH_ON_START)
      : e.SCHEDULER
        ? ['on', 'true', '1'].includes(e.SCHEDULER)
        : e.NODE_ENV !== 'test',
    ai: {
      ...(e.AI_BASE_URL && e.AI_MODEL
        ? { llm: { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL } }
        : {}),
      timeoutMs: e.AI_TIMEOUT_MS,
    },
  };
}
