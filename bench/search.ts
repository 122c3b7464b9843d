// Course search benchmark: the 1,000 realistic queries of the shared benchmark catalogue, timed
// through the API handler (GET /api/courses on the catalog routes, in-process with app.request())
// and through the naive reference rule (every course scored, filtered and sorted per query), on
// the seed catalogue and on a synthetic 100,000-course catalogue cloned from the real records.
//
//   npm run bench:search                  all 1,000 queries everywhere
//   npm run bench:search -- --naive=200   time the (slow) naive baseline on the first 200 queries only
//   npm run bench:search -- --million     also 1,000,000 courses (a few minutes, several GB of memory)
//   npm run bench:search -- --slowest=20  name the 20 slowest queries (default 5)
//
// Not a test: it prints numbers. The synthetic catalogue exists only here, never in the app.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { register } from 'tsx/esm/api';

// The server's modules use TypeScript syntax that Node's type stripping does not cover
// (parameter properties), so load them through tsx.
register();

const { Hono } = await import('hono');
const { searchCatalogue } = await import('../packages/core/src/course-search.ts');
const { COURSE_PAGE_DEFAULT } = await import('../packages/core/src/course-options.ts');
const { createLogger } = await import('../apps/server/src/logger.ts');
const { errorHandler } = await import('../apps/server/src/http/errors.ts');
const { catalogRoutes } = await import('../apps/server/src/modules/catalog/routes.ts');
const { createCatalogService } = await import('../apps/server/src/modules/catalog/service.ts');
const { SEED_COURSES } = await import('../apps/server/src/modules/catalog/seed-courses/all.ts');
const { benchmarkCatalogueDir, syntheticCatalogue } = await import('./support/benchmark-catalogue.ts');
type Course = import('../packages/core/src/course.ts').Course;
type FixtureRecord = import('./support/benchmark-catalogue.ts').FixtureRecord;
type AppEnv = import('../apps/server/src/http/app-env.ts').AppEnv;

const SYNTHETIC_SIZE = 100_000;
const fixturesDir = benchmarkCatalogueDir;
const MILLION = 1_000_000;
const withMillion = process.argv.includes('--million');
const naiveArg = process.argv.find((a) => a.startsWith('--naive='));
const naiveLimit = naiveArg ? Number(naiveArg.split('=')[1]) : Number.POSITIVE_INFINITY;
const slowestArg = process.argv.find((a) => a.startsWith('--slowest='));
const slowestShown = slowestArg ? Number(slowestArg.split('=')[1]) : 5;

const logger = createLogger({ level: 'fatal', destination: { write: () => {} } });

/** Without the fixtures: 1,000 queries of one to three words of the seed catalogue (fixed seed). */
function seedQueries(courses: readonly Course[]): string[] {
  const words = [
    ...new Set(courses.flatMap((c) => `${c.title} ${c.skills.join(' ')}`.toLowerCase().split(/\s+/))),
  ];
  let state = 42;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: 1000 }, () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => words[Math.floor(next() * words.length)]).join(
      ' ',
    ),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Timing {
  p50: number;
  p95: number;
  max: number;
  n: number;
}

function summarise(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, n: sorted.length };
}

async function bench(label: string, courses: Course[], queries: string[]) {
  const catalog = createCatalogService({ logger, sources: { staticCourses: async () => courses } });
  const app = new Hono<AppEnv>();
  app.route('/api', catalogRoutes({ catalog }));
  app.onError(errorHandler(logger));

  const built = performance.now();
  await catalog.rebuild();
  const buildMs = performance.now() - built;
  const heapMb = process.memoryUsage().heapUsed / 1e6;

  const request = async (q: string) => {
    const res = await app.request(
      `/api/courses?search=${encodeURIComponent(q)}&limit=${COURSE_PAGE_DEFAULT}`,
    );
    if (res.status !== 200) throw new Error(`${q}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as { total: number };
  };
  // Warm-up: let the JIT see the code paths before timing.
  for (const q of queries.slice(0, 50)) await request(q);

  const indexTimes: number[] = [];
  const totals: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    const body = await request(q);
    indexTimes.push(performance.now() - t);
    totals.push(body.total);
  }

  const naiveTimes: number[] = [];
  const naiveQueries = queries.slice(0, Math.min(queries.length, naiveLimit));
  let mismatches = 0;
  naiveQueries.forEach((q, i) => {
    const t = performance.now();
    const all = searchCatalogue(courses, q);
    all.slice(0, COURSE_PAGE_DEFAULT);
    naiveTimes.push(performance.now() - t);
    if (all.length !== totals[i]) mismatches++;
  });

  const index = summarise(indexTimes);
  const slowest = queries
    .map((q, i) => ({ q, ms: indexTimes[i]! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, slowestShown);
  const naive = summarise(naiveTimes);
  const ms = (n: number) => `${n.toFixed(2).padStart(8)} ms`;
  console.log(`\n${label}: ${courses.length.toLocaleString('en-US')} courses, ${queries.length} queries`);
  console.log(`  index built in ${buildMs.toFixed(0)} ms (heap after build ${heapMb.toFixed(0)} MB)`);
  console.log(
    `  API handler (index)   p50 ${ms(index.p50)}   p95 ${ms(index.p95)}   max ${ms(index.max)}   n=${index.n}`,
  );
  console.log(
    `  naive loop (baseline) p50 ${ms(naive.p50)}   p95 ${ms(naive.p95)}   max ${ms(naive.max)}   n=${naive.n}`,
  );
  console.log(
    `  speed-up naive/index  p50 ${(naive.p50 / index.p50).toFixed(1)}x   p95 ${(naive.p95 / index.p95).toFixed(1)}x`,
  );
  console.log(
    `  slowest: ${slowest.map(({ q, ms }) => `${JSON.stringify(q)} ${ms.toFixed(1)} ms`).join(', ')}`,
  );
  console.log(
    `  totals equal to the naive rule: ${naiveQueries.length - mismatches}/${naiveQueries.length} (a search whose word was corrected, or widened by other names and codes, finds more)`,
  );
  return index;
}

console.log(`Node ${process.version}, ${availableParallelism()} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
console.log(
  'Timed per query: GET /api/courses?search=…&limit=24 through the catalog routes (zod query parsing, catalog\n' +
    "service, search index, JSON body) with the Hono app's app.request() in-process; the service is fed from\n" +
    'memory, as it holds the catalogue in memory after reading the database once per rebuild. Baseline: the\n' +
    'reference rule searchCatalogue() (score every course, threshold, filters, sort by title) on the same list.',
);

const haveFixtures = existsSync(`${fixturesDir}/courses.json`) && existsSync(`${fixturesDir}/queries.txt`);
let queries: string[];
if (haveFixtures) {
  queries = readFileSync(`${fixturesDir}/queries.txt`, 'utf8').split('\n');
  if (queries.at(-1) === '') queries.pop();
} else {
  console.log(
    `\nNotice: ${fixturesDir} is missing; benchmarking the seed catalogue only, with queries made from its words.`,
  );
  queries = seedQueries(SEED_COURSES);
}

await bench('Seed catalogue', SEED_COURSES, queries);

if (haveFixtures) {
  const records = JSON.parse(readFileSync(`${fixturesDir}/courses.json`, 'utf8')) as FixtureRecord[];
  const big = syntheticCatalogue(records, SYNTHETIC_SIZE);
  const result = await bench(
    `Synthetic catalogue (${records.length.toLocaleString('en-US')} real records cloned)`,
    big,
    queries,
  );
  const target = 10;
  console.log(
    `\nTarget p95 < ${target} ms at ${SYNTHETIC_SIZE.toLocaleString('en-US')} courses: ${result.p95 < target ? 'met' : 'NOT met'} (${result.p95.toFixed(2)} ms)`,
  );
  if (withMillion) {
    const million = await bench(
      `Synthetic catalogue (${records.length.toLocaleString('en-US')} real records cloned)`,
      syntheticCatalogue(records, MILLION),
      queries,
    );
    console.log(
      `Target p95 < 25 ms at ${MILLION.toLocaleString('en-US')} courses: ${million.p95 < 25 ? 'met' : 'NOT met'} (${million.p95.toFixed(2)} ms)`,
    );
  }
}
