// Jobs board benchmark: search and filter latency at 50,000 jobs, timed through the API handler
// (GET /api/jobs on the job routes, in-process with app.request()) and through the naive reference
// rule (core's filterJobs over every job), on a synthetic board built from the recorded real
// Greenhouse, Lever and Ashby responses in ../shared/fixtures, read by the real adapters.
//
//   npm run bench:jobs                 50,000 jobs, 600 queries
//   npm run bench:jobs -- --jobs=100000 --naive=100
//
// Not a test: it prints numbers. The synthetic board exists only here, never in the app.
import { availableParallelism, cpus } from 'node:os';
import { register } from 'tsx/esm/api';

// The server's modules use TypeScript syntax that Node's type stripping does not cover.
register();

const { Hono } = await import('hono');
const { filterJobs } = await import('../packages/core/src/job-search.ts');
const { jobListQuerySchema } = await import('../packages/core/src/jobs-api.ts');
const { createLogger } = await import('../apps/server/src/logger.ts');
const { errorHandler } = await import('../apps/server/src/http/errors.ts');
const { jobRoutes } = await import('../apps/server/src/modules/jobs/routes.ts');
const { listFromIndex } = await import('../apps/server/src/modules/jobs/service.ts');
const { JobSearchIndex } = await import('../apps/server/src/modules/jobs/search-index.ts');
const { boardSource, fixturesDir, queries, syntheticBoard, toUrl } = await import('./support/job-board.ts');
type IndexedJob = import('../apps/server/src/modules/jobs/search-index.ts').IndexedJob;
type Query = import('./support/job-board.ts').Query;
type JobsService = import('../apps/server/src/modules/jobs/service.ts').JobsService;
type AppEnv = import('../apps/server/src/http/app-env.ts').AppEnv;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SIZE = Number(arg('jobs') ?? 50_000);
const NAIVE = Number(arg('naive') ?? 150);
const logger = createLogger({ level: 'fatal', destination: { write: () => {} } });

// --- Timing ---

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)!, n: sorted.length };
}
const ms = (n: number) => `${n.toFixed(2).padStart(8)} ms`;
const line = (label: string, t: ReturnType<typeof summarise>) =>
  `  ${label.padEnd(26)} p50 ${ms(t.p50)}   p95 ${ms(t.p95)}   max ${ms(t.max)}   n=${t.n}`;

async function bench(label: string, jobs: IndexedJob[], qs: Query[]) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const buffersBefore = process.memoryUsage().arrayBuffers;
  const started = performance.now();
  const index = await JobSearchIndex.create(jobs);
  const buildMs = performance.now() - started;
  // Twice, a turn apart: buffers are released after the objects holding them are collected.
  global.gc?.();
  await new Promise((r) => setTimeout(r, 50));
  global.gc?.();
  const heapIndex = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const buffersIndex = (process.memoryUsage().arrayBuffers - buffersBefore) / 1e6;

  const service = {
    list: async (query: unknown) => listFromIndex(index, query as never),
  } as unknown as JobsService;
  const app = new Hono<AppEnv>();
  app.route('/api', jobRoutes({ jobs: service }));
  app.onError(errorHandler(logger));
  const request = async (q: Query) => {
    const res = await app.request(toUrl(q, 30));
    if (res.status !== 200) throw new Error(`${toUrl(q, 30)}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as { total: number };
  };
  for (const q of qs.slice(0, 40)) await request(q);

  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const totals: number[] = [];
  for (const q of qs) {
    const t = performance.now();
    const body = await request(q);
    const took = performance.now() - t;
    all.push(took);
    totals.push(body.total);
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), took]);
  }

  const naiveTimes: number[] = [];
  let equal = 0;
  const naiveQs = qs.slice(0, Math.min(qs.length, NAIVE));
  naiveQs.forEach((q, i) => {
    const t = performance.now();
    const found = filterJobs(jobs, q.search, q.filters);
    naiveTimes.push(performance.now() - t);
    if (found.length === totals[i]) equal++;
  });
  // The parsed query the handler sees, for one check that the schema accepts what the page sends.
  jobListQuerySchema.parse({ search: 'x', skill: ['a', 'b'] });

  const index50 = summarise(all);
  const naive = summarise(naiveTimes);
  const avgText = jobs.reduce((n, j) => n + j.description.length, 0) / jobs.length;
  console.log(
    `\n${label}: ${jobs.length.toLocaleString('en-US')} jobs (descriptions ~${Math.round(avgText).toLocaleString('en-US')} characters), ${qs.length} queries`,
  );
  console.log(
    `  index built in ${buildMs.toFixed(0)} ms, in slices of 10 ms with requests served between them;\n` +
      `  it holds ~${heapIndex.toFixed(0)} MB of heap and ~${buffersIndex.toFixed(0)} MB of buffers (texts and posting lists)` +
      (global.gc ? '' : ' (approximate: run node with --expose-gc)'),
  );
  console.log(line('API handler, all queries', index50));
  for (const [kind, times] of byKind) console.log(line(`  ${kind}`, summarise(times)));
  console.log(line('naive rule (baseline)', naive));
  console.log(
    `  speed-up naive/index       p50 ${(naive.p50 / index50.p50).toFixed(1)}x   p95 ${(naive.p95 / index50.p95).toFixed(1)}x`,
  );
  console.log(`  totals equal to the naive rule: ${equal}/${naiveQs.length}`);
  return index50;
}

console.log(`Node ${process.version}, ${availableParallelism()} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
console.log(
  'Timed per query: GET /api/jobs?…&limit=30 through the job routes (zod query parsing, the list answer,\n' +
    "the search index, JSON body) with the Hono app's app.request() in-process; the index is fed from memory,\n" +
    'as the service holds the active jobs after reading the database once per change. Baseline: core\n' +
    "filterJobs() (every job's title, company, skills and description lower-cased and searched) on the same list.",
);

const { real, fromFixtures } = boardSource();
if (!fromFixtures) {
  console.log(
    `\nNotice: ${fixturesDir}/{greenhouse,lever,ashby} are missing; the synthetic board is built from the sample postings.`,
  );
} else {
  console.log(
    `\nRead ${real.length} real postings from ${fixturesDir}/{greenhouse,lever,ashby} with the adapters.`,
  );
}
const board = syntheticBoard(real, SIZE);
const result = await bench(
  `Synthetic board (${real.length} real postings cloned)`,
  board,
  queries(board, 600),
);
const target = 50;
console.log(
  `\nTarget p95 < ${target} ms at ${SIZE.toLocaleString('en-US')} jobs: ${result.p95 < target ? 'met' : 'NOT met'} (${result.p95.toFixed(2)} ms)`,
);
