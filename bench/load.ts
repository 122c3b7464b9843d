// API load benchmark: the real server (`apps/server/src/main.ts` in a child process, as in
// production) driven over HTTP by autocannon, on PGlite and on PostgreSQL.
//
//   npm run bench:load                                   both databases, 50 and 200 connections, 30 s each
//   LOAD_DURATION=5 LOAD_DATABASES=pglite npm run bench:load   a quick run
//
// Scenarios, each at every connection count:
//   ceiling    GET /api/health/live: answers without touching the database or any index, so it
//              measures HTTP, routing and middleware alone (/api/health runs `select 1`).
//   search     GET /api/courses?search=… rotating through the 1,000 realistic queries of the shared
//              benchmark catalogue (or words of the catalogue's own titles without it)
//   course     GET /api/courses/:id rotating through real course ids from the catalogue
//   jobs       GET /api/jobs (the board's first page)
//   session    GET /api/session with that cookie: what recognising a signed-in user costs alone
//   dashboard  GET /api/me/dashboard with a signed-in user's session cookie (three tracked courses)
//
// Targets (exit 1 when one is missed): no time-outs (no answer within autocannon's 10 s), socket
// errors or non-2xx answers; search at least 50% of the ceiling's requests/s; p99 under 100 ms at
// 50 connections on PostgreSQL. Each row also shows the slowest answer (max) and, on Linux, the
// server process's CPU time per answered request, with the ceiling's as a share of it: the
// requests/s ratio the server alone would set. The load generator runs on the same cores, and at
// the ceiling it is close to its own limit, so the requests/s ratio also measures the generator.
//
// Environment: LOAD_DURATION (s, default 30), LOAD_CONNECTIONS (default 50,200), LOAD_DATABASES
// (default pglite,postgres), LOAD_SCENARIOS (default all: ceiling,search,course,jobs,session,dashboard), BENCH_DATABASE_URL or TEST_DATABASE_URL (the PostgreSQL server: a
// database bench_load_<pid> is created there and dropped after; without either URL the PostgreSQL
// run is skipped), LOAD_LOG_LEVEL (the server's, default warn: info logs one line per request),
// LOAD_CPU_PROF_DIR (writes the server's CPU profile there, for Chrome DevTools).
//
// The load generator and the server share the machine: the figures are for this machine as loaded
// at the time, and the ratios to the ceiling compare better across machines than the raw numbers.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from './support/spawn-server.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const durationS = Number(process.env.LOAD_DURATION || 30);
const connectionCounts = (process.env.LOAD_CONNECTIONS || '50,200').split(',').map(Number);
const databases = (process.env.LOAD_DATABASES || 'pglite,postgres').split(',').map((d) => d.trim());
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
const queriesFile = resolve(repoRoot, '../shared/fixtures/benchmark-catalogue/queries.txt');

if (!Number.isFinite(durationS) || durationS <= 0)
  throw new Error('LOAD_DURATION must be a number of seconds');
if (connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('LOAD_CONNECTIONS must be comma-separated whole numbers');
}

type DatabaseName = 'pglite' | 'postgres';
type ScenarioName = 'ceiling' | 'search' | 'course' | 'jobs' | 'session' | 'dashboard';

interface Row {
  database: DatabaseName;
  scenario: ScenarioName;
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  /** Requests with no answer within autocannon's 10 s. */
  timeouts: number;
  /** Other socket errors (refused, reset). */
  errors: number;
  non2xx: number;
  /** The server process's CPU time (user and system, all its threads) per answered request, µs. */
  cpuUsPerRequest: number | null;
}

interface Server {
  url: string;
  /** The server process's CPU time so far in seconds, where /proc tells it (Linux), else null. */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** User plus system CPU time of a process, from /proc/<pid>/stat (fields 14 and 15, in ticks). */
function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // USER_HZ is 100 on every Linux that Node runs on.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Boots main.ts as `npm start` does, on the embedded database or on PostgreSQL. */
async function startServer(database: DatabaseName, databaseUrl: string | undefined): Promise<Server> {
  const server = await spawnServer({
    name: 'load',
    nodeArgs: process.env.LOAD_CPU_PROF_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF_DIR}`]
      : [],
    env: {
      ...process.env,
      DATABASE_URL: database === 'postgres' ? databaseUrl : '',
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL || 'warn',
      // Only this run's own requests: no scheduled syncs or board fetches in the middle of it.
      SCHEDULER: 'off',
    },
  });
  return { url: server.url, cpuSeconds: () => processCpuSeconds(server.pid), stop: server.stop };
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Search terms: the shared realistic queries, or one or two title words of the catalogue. */
async function searchQueries(url: string): Promise<string[]> {
  if (existsSync(queriesFile)) {
    return readFileSync(queriesFile, 'utf8')
      .split('\n')
      .map((q) => q.trim())
      .filter(Boolean);
  }
  const { courses } = await getJson<{ courses: Array<{ title: string }> }>(`${url}/api/courses?limit=60`);
  const words = [
    ...new Set(courses.flatMap((c) => c.title.toLowerCase().split(/\W+/)).filter((w) => w.length > 3)),
  ];
  return words.flatMap((w, i) => [w, `${w} ${words[(i * 7 + 3) % words.length]}`]);
}

/** Course ids from several pages of the catalogue, so the course page is not one cached object. */
async function courseIds(url: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const body = await getJson<{ courses: Array<{ id: number | string }> }>(
      `${url}/api/courses?limit=60&page=${page}`,
    );
    ids.push(...body.courses.map((c) => String(c.id)));
    if (body.courses.length < 60) break;
  }
  if (ids.length === 0) throw new Error('The catalogue is empty');
  return ids;
}

/** Signs a user up through the API and tracks three courses, so the dashboard has rows to read. */
async function signedInCookie(url: string, ids: string[]): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: url };
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `bench-load-${process.pid}-${Date.now()}@example.com`,
      password: `Bench-Load-${process.pid}-Harbour`,
      name: 'Load Bench',
    }),
  });
  if (!res.ok) throw new Error(`Sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  for (const [i, id] of ids.slice(0, 3).entries()) {
    await getJson(`${url}/api/me/courses/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { ...headers, cookie },
      body: JSON.stringify({ status: i === 0 ? 'enrolled' : 'in_progress' }),
    });
  }
  await getJson(`${url}/api/me/dashboard`, { headers: { cookie } });
  return cookie;
}

interface Scenario {
  name: ScenarioName;
  label: string;
  paths: string[];
  headers?: Record<string, string>;
}

async function scenarios(url: string): Promise<Scenario[]> {
  const ids = await courseIds(url);
  const queries = await searchQueries(url);
  const cookie = await signedInCookie(url, ids);
  return [
    { name: 'ceiling', label: '/api/health/live', paths: ['/api/health/live'] },
    {
      name: 'search',
      label: `/api/courses?search=… (${queries.length} queries)`,
      paths: queries.map((q) => `/api/courses?search=${encodeURIComponent(q)}`),
    },
    {
      name: 'course',
      label: `/api/courses/:id (${ids.length} ids)`,
      paths: ids.map((id) => `/api/courses/${encodeURIComponent(id)}`),
    },
    { name: 'jobs', label: '/api/jobs', paths: ['/api/jobs'] },
    { name: 'session', label: '/api/session (signed in)', paths: ['/api/session'], headers: { cookie } },
    {
      name: 'dashboard',
      label: '/api/me/dashboard (signed in)',
      paths: ['/api/me/dashboard'],
      headers: { cookie },
    },
  ];
}

function run(url: string, scenario: Scenario, connections: number, duration: number) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    ...(scenario.headers ? { headers: scenario.headers } : {}),
    requests: [
      {
        method: 'GET',
        // Each request takes the next path, so every query and id is used in turn.
        setupRequest: (request) => {
          const path = scenario.paths[next++ % scenario.paths.length]!;
          return { ...request, path };
        },
      },
    ],
  });
}

async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_load_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

async function benchDatabase(database: DatabaseName): Promise<Row[]> {
  let created: { url: string; drop(): Promise<void> } | undefined;
  if (database === 'postgres') {
    if (!postgresUrl) {
      console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      return [];
    }
    created = await createBenchDatabase(postgresUrl);
  }
  const rows: Row[] = [];
  let server: Server | undefined;
  try {
    server = await startServer(database, created?.url);
    const list = await scenarios(server.url);
    console.log(`\n${database}: server up at ${server.url}; ${durationS} s per run`);
    const only = process.env.LOAD_SCENARIOS?.split(',').map((x) => x.trim());
    // The ceiling always runs: every other figure is a ratio to it.
    for (const scenario of list.filter((x) => !only || x.name === 'ceiling' || only.includes(x.name))) {
      // Warm-up: builds the lazy indexes and fills the connection pool before anything is timed.
      await run(server.url, scenario, 10, 2);
      for (const connections of connectionCounts) {
        const cpuBefore = server.cpuSeconds();
        const result = await run(server.url, scenario, connections, durationS);
        const cpuAfter = server.cpuSeconds();
        const row: Row = {
          database,
          scenario: scenario.name,
          path: scenario.label,
          connections,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          requests: result.requests.total,
          timeouts: result.timeouts,
          // autocannon counts a time-out as an error too.
          errors: result.errors - result.timeouts,
          non2xx: result.non2xx,
          cpuUsPerRequest:
            cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
              ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total
              : null,
        };
        rows.push(row);
        console.log(
          `  ${scenario.name.padEnd(9)} ${String(connections).padStart(3)} conn: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms, server CPU ${row.cpuUsPerRequest?.toFixed(0) ?? '-'} µs/req, time-outs ${row.timeouts}, errors ${row.errors}, non-2xx ${row.non2xx}`,
        );
      }
    }
  } finally {
    await server?.stop();
    await created?.drop();
  }
  return rows;
}

function table(rows: Row[]): string {
  const ceiling = (r: Row) =>
    rows.find(
      (c) => c.database === r.database && c.connections === r.connections && c.scenario === 'ceiling',
    );
  const header = [
    'database',
    'scenario',
    'conn',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'time-outs',
    'errors',
    'non-2xx',
    'vs ceiling',
    'CPU µs/req',
    'CPU vs ceiling',
  ];
  const body = rows.map((r) => {
    const c = ceiling(r);
    return [
      r.database,
      r.scenario,
      String(r.connections),
      String(Math.round(r.requestsPerSecond)),
      String(r.p50),
      String(r.p99),
      String(r.max),
      String(r.timeouts),
      String(r.errors),
      String(r.non2xx),
      c && c.requestsPerSecond > 0
        ? `${Math.round((r.requestsPerSecond / c.requestsPerSecond) * 100)}%`
        : '-',
      r.cpuUsPerRequest === null ? '-' : r.cpuUsPerRequest.toFixed(0),
      // The ceiling's server CPU per request over this one's: what the ratio of requests/s would
      // be if the server alone set the pace (the load generator shares the machine's cores).
      c?.cpuUsPerRequest && r.cpuUsPerRequest
        ? `${Math.round((c.cpuUsPerRequest / r.cpuUsPerRequest) * 100)}%`
        : '-',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

function missedTargets(rows: Row[]): string[] {
  const missed: string[] = [];
  for (const r of rows) {
    const what = `${r.database} ${r.scenario} at ${r.connections} connections`;
    if (r.timeouts > 0 || r.errors > 0 || r.non2xx > 0) {
      missed.push(`${what}: ${r.timeouts} time-outs, ${r.errors} other errors, ${r.non2xx} non-2xx answers`);
    }
    if (r.scenario === 'search') {
      const c = rows.find(
        (x) => x.database === r.database && x.connections === r.connections && x.scenario === 'ceiling',
      );
      if (c && r.requestsPerSecond < 0.5 * c.requestsPerSecond) {
        missed.push(
          `${what}: ${Math.round(r.requestsPerSecond)} req/s is below 50% of the ceiling's ${Math.round(c.requestsPerSecond)}`,
        );
      }
    }
    if (r.database === 'postgres' && r.connections === 50 && r.p99 >= 100) {
      missed.push(`${what}: p99 ${r.p99} ms is not under 100 ms`);
    }
  }
  return missed;
}

console.log(
  `API load: ${connectionCounts.join(' and ')} connections, ${durationS} s each, on ${databases.join(' and ')}; ` +
    `${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
);
const rows: Row[] = [];
for (const database of databases) {
  if (database !== 'pglite' && database !== 'postgres')
    throw new Error(`Unknown database in LOAD_DATABASES: ${database}`);
  rows.push(...(await benchDatabase(database)));
}
console.log(`\n${table(rows)}`);
const missed = missedTargets(rows);
if (missed.length > 0) {
  console.log(`\nTargets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    '\nAll targets met: no time-outs, errors or non-2xx answers, search >= 50% of the ceiling, p99 < 100 ms at 50 connections on PostgreSQL.',
  );
}
