// Course search relevance benchmark: the judged queries of bench/relevance-queries.ts sent to the
// API handler (GET /api/courses?search=…&limit=24 on the catalog routes, in-process with
// app.request()), scored by where the expected seed courses come back: the share of queries with
// one in the first three results, and the mean reciprocal rank over the first 24 (0 when absent).
// Run on the seed catalogue and on a synthetic 100,000-course catalogue made of the seed courses
// plus clones of the real records of the shared benchmark catalogue, where the same queries must
// find the same seed courses among 100,000.
//
//   npm run bench:relevance
//
// Not a test: it prints numbers and exits 0 whether the target is met or not. It exits 1 only
// when the judged set is broken (an expected id that is not a seed course, a malformed entry).
// It measures whatever order the API returns, so it keeps working as the ranking changes.
import { existsSync, readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

// The server's modules use TypeScript syntax that Node's type stripping does not cover
// (parameter properties), so load them through tsx.
register();

const { Hono } = await import('hono');
const { COURSE_PAGE_MAX, SEARCH_MAX_LENGTH } = await import('../packages/core/src/course-options.ts');
const { createLogger } = await import('../apps/server/src/logger.ts');
const { errorHandler } = await import('../apps/server/src/http/errors.ts');
const { catalogRoutes } = await import('../apps/server/src/modules/catalog/routes.ts');
const { createCatalogService } = await import('../apps/server/src/modules/catalog/service.ts');
const { SEED_COURSES } = await import('../apps/server/src/modules/catalog/seed-courses/all.ts');
const { JUDGED_QUERIES, QUERY_KINDS } = await import('./relevance-queries.ts');
const { benchmarkCatalogueDir, syntheticCatalogue } = await import('./support/benchmark-catalogue.ts');
type Course = import('../packages/core/src/course.ts').Course;
type FixtureRecord = import('./support/benchmark-catalogue.ts').FixtureRecord;
type AppEnv = import('../apps/server/src/http/app-env.ts').AppEnv;
type JudgedQuery = import('./relevance-queries.ts').JudgedQuery;

/** Results read per query: one page of the catalogue. Ranks beyond it count as absent. */
const DEPTH = 24;
/** A query passes when an expected course is in this many first results. */
const TOP = 3;
/** Target on the seed catalogue: share of queries passing. */
const TARGET = 0.95;
const SYNTHETIC_SIZE = 100_000;
/** Clone ids start here, far above every seed id. */
const CLONE_ID_BASE = 10_000_000;
const fixturesDir = benchmarkCatalogueDir;

const seedTitles = new Map(SEED_COURSES.map((c) => [c.id, c.title] as const));

const logger = createLogger({ level: 'fatal', destination: { write: () => {} } });

/** Every problem of the judged set; empty when it is sound. */
function judgedSetProblems(queries: readonly JudgedQuery[], seedIds: ReadonlySet<number>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { kind, q, expect } of queries) {
    const label = `"${q}" (${kind})`;
    if (!QUERY_KINDS.includes(kind)) problems.push(`${label}: unknown kind`);
    if (q.trim() === '') problems.push(`${label}: empty query`);
    if (q.length > SEARCH_MAX_LENGTH) problems.push(`${label}: longer than ${SEARCH_MAX_LENGTH} characters`);
    if (seen.has(q)) problems.push(`${label}: listed twice`);
    seen.add(q);
    if (expect.length < 1 || expect.length > 3) problems.push(`${label}: ${expect.length} expected ids`);
    if (new Set(expect).size !== expect.length) problems.push(`${label}: an expected id is repeated`);
    for (const id of expect) {
      if (!seedIds.has(id)) problems.push(`${label}: expected id ${id} is not a seed course`);
    }
  }
  for (const kind of QUERY_KINDS) {
    if (!queries.some((j) => j.kind === kind)) problems.push(`no query of kind "${kind}"`);
  }
  return problems;
}

interface Outcome {
  query: JudgedQuery;
  /** 1-based rank of the best-ranked expected course in the first DEPTH results; null when absent. */
  rank: number | null;
  /** Titles of the first TOP results. */
  top: string[];
  /** Courses matching the search, as the API reports them. */
  total: number;
  /** Set when the API did not answer 200. */
  error?: string;
}

interface ListBody {
  courses: { id: number | string; title: string }[];
  total: number;
}

async function run(label: string, courses: Course[]) {
  const catalog = createCatalogService({ logger, sources: { staticCourses: async () => courses } });
  const app = new Hono<AppEnv>();
  app.route('/api', catalogRoutes({ catalog }));
  app.onError(errorHandler(logger));
  await catalog.rebuild();

  const started = performance.now();
  const outcomes: Outcome[] = [];
  for (const query of JUDGED_QUERIES) {
    const res = await app.request(`/api/courses?search=${encodeURIComponent(query.q)}&limit=${DEPTH}`);
    if (res.status !== 200) {
      const error = `HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
      outcomes.push({ query, rank: null, top: [], total: 0, error });
      continue;
    }
    const body = (await res.json()) as ListBody;
    const expected = new Set(query.expect.map(String));
    const index = body.courses.slice(0, DEPTH).findIndex((c) => expected.has(String(c.id)));
    outcomes.push({
      query,
      rank: index === -1 ? null : index + 1,
      top: body.courses.slice(0, TOP).map((c) => c.title),
      total: body.total,
    });
  }
  const elapsedMs = performance.now() - started;

  const passes = (o: Outcome) => o.rank !== null && o.rank <= TOP;
  const reciprocal = (o: Outcome) => (o.rank === null ? 0 : 1 / o.rank);
  const summary = (list: Outcome[]) => {
    const passed = list.filter(passes).length;
    const mrr = list.reduce((sum, o) => sum + reciprocal(o), 0) / list.length;
    return { passed, n: list.length, share: passed / list.length, mrr };
  };
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

  const all = summary(outcomes);
  console.log(
    `\n${label}: ${courses.length.toLocaleString('en-US')} courses, ${outcomes.length} judged queries`,
  );
  console.log(
    `  top-${TOP}: ${pct(all.share).padStart(6)} (${all.passed}/${all.n})   MRR@${DEPTH}: ${all.mrr.toFixed(3)}   (${elapsedMs.toFixed(0)} ms for all queries)`,
  );
  console.log('  by kind:');
  const width = Math.max(...QUERY_KINDS.map((k) => k.length));
  for (const kind of QUERY_KINDS) {
    const s = summary(outcomes.filter((o) => o.query.kind === kind));
    console.log(
      `    ${kind.padEnd(width)}  top-${TOP} ${pct(s.share).padStart(6)} (${`${s.passed}/${s.n}`.padStart(5)})   MRR ${s.mrr.toFixed(3)}`,
    );
  }

  const failing = outcomes.filter((o) => !passes(o));
  if (failing.length === 0) {
    console.log('  failing queries: none');
  } else {
    console.log(`  failing queries (${failing.length}):`);
    for (const o of failing) {
      const where = o.error ?? (o.rank === null ? `not in first ${DEPTH}` : `rank ${o.rank}`);
      const wanted = o.query.expect.map((id) => `${id} ${seedTitles.get(id)}`).join(' | ');
      console.log(
        `    [${o.query.kind}] "${o.query.q}": ${where} (${o.total.toLocaleString('en-US')} matches)`,
      );
      console.log(`        expected: ${wanted}`);
      console.log(
        `        top ${TOP}: ${o.top.length ? o.top.map((t) => `"${t}"`).join(', ') : '(no results)'}`,
      );
    }
  }
  return all;
}

if (DEPTH > COURSE_PAGE_MAX) throw new Error(`A page holds at most ${COURSE_PAGE_MAX} courses.`);

const problems = judgedSetProblems(JUDGED_QUERIES, new Set(seedTitles.keys()));
if (problems.length > 0) {
  console.error(`The judged set in bench/relevance-queries.ts is broken (${problems.length} problems):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
const maxSeedId = Math.max(...seedTitles.keys());
if (maxSeedId >= CLONE_ID_BASE) {
  console.error(`Seed id ${maxSeedId} collides with the clone ids (from ${CLONE_ID_BASE}).`);
  process.exit(1);
}

const perKind = QUERY_KINDS.map((k) => `${k} ${JUDGED_QUERIES.filter((j) => j.kind === k).length}`);
console.log(`Node ${process.version}. ${JUDGED_QUERIES.length} judged queries: ${perKind.join(', ')}.`);
console.log(
  `Each query goes to GET /api/courses?search=…&limit=${DEPTH} through the catalog routes (in-process, the\n` +
    `service fed from memory); its rank is that of the best-ranked expected seed course in the ${DEPTH}\n` +
    `courses returned. top-${TOP}: share of queries with an expected course in the first ${TOP}. MRR@${DEPTH}:\n` +
    `mean of 1/rank, 0 when no expected course is in the first ${DEPTH}.`,
);

const seedResult = await run('Seed catalogue', SEED_COURSES);

if (existsSync(`${fixturesDir}/courses.json`)) {
  const records = JSON.parse(readFileSync(`${fixturesDir}/courses.json`, 'utf8')) as FixtureRecord[];
  await run(
    `Synthetic catalogue (${SEED_COURSES.length} seed courses + clones of ${records.length.toLocaleString('en-US')} real records)`,
    syntheticCatalogue(records, SYNTHETIC_SIZE, { first: SEED_COURSES, firstId: CLONE_ID_BASE }),
  );
} else {
  console.log(
    `\nNotice: ${fixturesDir}/courses.json is missing; measured on the seed catalogue only, not at ${SYNTHETIC_SIZE.toLocaleString('en-US')} courses.`,
  );
}

console.log(
  `\nTarget top-${TOP} for at least ${TARGET * 100}% of queries on the seed catalogue: ${seedResult.share >= TARGET ? 'met' : 'NOT met'} (${(seedResult.share * 100).toFixed(1)}%, ${seedResult.passed}/${seedResult.n})`,
);
