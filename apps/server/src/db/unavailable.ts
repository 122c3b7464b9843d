// Telling "the database is not there right now" apart from a bug: the first is answered 503 (try
// again shortly; a load balancer may route elsewhere), the second 500. Drivers and libraries wrap
// the driver's error (Drizzle's DrizzleQueryError, Better Auth), so the whole `cause` chain counts.

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs meaning the server is going away or not taking connections: class 08
 * (connection exception) is matched by prefix.
 */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop, fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

/** Messages of node-postgres, pg-pool and PGlite that carry no code. */
const MESSAGES = [
  /connection terminated/i, // "Connection terminated unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool's connectionTimeoutMillis
  /query read timeout/i, // node-postgres query_timeout
  /client has encountered a connection error and is not queryable/i,
  /cannot use a pool after calling end/i, // shutting down
  /pglite is closed/i,
];

/** True when `error` (or anything in its `cause` chain) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError: node's happy-eyeballs connect reports each address tried.
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
