// Scale benchmark (issue 25): a catalogue of 100,000 and of 1,000,000 courses cloned from the real
// records of the shared benchmark catalogue, and a board of 1,000,000 jobs cloned from the recorded
// real postings. Per case, in a process of its own (so that heap numbers are its own):
//   - time to ready: from start until GET /api/health/ready answers 200, with /api/health/live asked
//     every 20 ms meanwhile (its slowest answer is reported);
//   - the heap and off-heap buffers after the build, and the bytes per record they make;
//   - search p95 over the 1,000 realistic queries through the API handler;
//   - a rebuild under load: the index built again while searches are asked back to back, with the
//     event loop's longest delay (perf_hooks.monitorEventLoopDelay) over the whole rebuild and the
//     most memory resident meanwhile; jobs: one description in a hundred changed, as after a sync,
//     the others shared with the index in use (the bytes written anew are reported);
//   - courses: an update under load, as after a sync: 100 courses changed, 100 removed and 100 added,
//     patched into the index (not built whole), with its time and longest event-loop delay.
// Exits non-zero when a target is missed: no event-loop delay over 50 ms; heap at most 1 GB at
// 1,000,000 courses; search p95 under 25 ms.
//
//   npm run bench:scale                          every case (several minutes)
//   npm run bench:scale -- --cases=courses:100000,jobs:100000   chosen cases
//   npm run bench:scale -- --case=courses:100000 one case in this process (prints its result)
//   npm run bench:scale -- --explain ...         also lists each window's gaps over 50 ms and
//                                                what ran in them (CPU-profiled: slower)
//   npm run bench:scale -- --explain-over=30 ... the same for gaps over 30 ms
//
// Not a test: it prints numbers, measured on whatever else the machine is doing at the time. The
// synthetic catalogue and board exist only here, never in the app.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { SERVER_V8_FLAGS } from '../apps/server/src/runtime-flags.ts';

interface CaseResult {
  name: string;
  records: number;
  unit: string;
  readyMs: number;
  /** Slowest answer of /api/health/live while the first index was built. */
  liveMaxMs: number;
  /** Longest event-loop delay while the first index was built (nothing else to serve yet). */
  firstBuildDelayMs: number;
  heapMb: number;
  /** The heap V8 has reserved (used or not) after the build. */
  heapTotalMb: number;
  buffersMb: number;
  rssMb: number;
  bytesPerRecord: number;
  heapBytesPerRecord: number;
  searchP50: number;
  searchP95: number;
  /** The slowest of the searches and what it asked: one request holds the event loop that long. */
  searchMax: number;
  slowestSearch: string;
  rebuildMs: number;
  rebuildDelayMs: number;
  /** The longest garbage-collection pause during the rebuild: part of the delay, not the build's code. */
  rebuildGcMaxMs: number;
  /** The longest garbage-collection pause during the first build. */
  firstBuildGcMaxMs: number;
  /**
   * Full (mark-compact) collections during the rebuild: each marks the whole heap and ends in a
   * pause, and what makes them frequent (fresh array memory, promoted garbage) is what to cut.
   */
  rebuildFullGcs: number;
  requestsDuringRebuild: number;
  requestMaxDuringRebuildMs: number;
  /** The most memory resident while the rebuild ran (the old index and the new one both alive). */
  rebuildRssMaxMb: number;
  /** Jobs: the rebuilt index's descriptions, all held and those written anew (not shared). */
  descriptions?: { heldMb: number; ownMb: number };
  /** An update of 300 courses (courses only). */
  update?: { courses: number; ms: number; delayMs: number; gcMaxMs: number; requests: number };
}

const TARGET_DELAY_MS = 50;
const TARGET_HEAP_MB = 1024;
const TARGET_P95_MS = 25;

const caseArg = process.argv.find((a) => a.startsWith('--case='))?.slice('--case='.length);
/** --explain and --explain-over=ms, passed on to each case's process. */
const explainArgs = process.argv.filter((a) => a === '--explain' || a.startsWith('--explain-over='));
const explain = explainArgs.length > 0;
/** The gaps --explain lists: over the target, or over `--explain-over=ms` (to see the next ones). */
const overArg = explainArgs.find((a) => a.startsWith('--explain-over='));
const explainOverMs = overArg ? Number(overArg.slice('--explain-over='.length)) : TARGET_DELAY_MS;
const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;

async function settle() {
  // Twice, a turn apart: buffers are released after the objects holding them are collected.
  global.gc?.();
  await sleep(50);
  global.gc?.();
}

/** Asks `ask` back to back (a turn of the event loop between) until `done` resolves; latencies. */
async function loadWhile(done: Promise<unknown>, ask: (i: number) => Promise<void>): Promise<number[]> {
  let finished = false;
  done.then(
    () => {
      finished = true;
    },
    () => {
      finished = true;
    },
  );
  const times: number[] = [];
  for (let i = 0; !finished; i++) {
    const t = performance.now();
    await ask(i);
    times.push(performance.now() - t);
    await new Promise((r) => setImmediate(r));
  }
  return times;
}

/** With --explain: profiles a window and logs its long gaps and what ran in them. */
async function explained(window: string) {
  if (!explain) return async () => {};
  const { explainGaps } = await import('./support/gap-explainer.ts');
  const watch = await explainGaps(explainOverMs);
  return async () => {
    const gaps = await watch.stop();
    log(`  ${window}: ${gaps.length === 0 ? 'no' : gaps.length} gaps over ${explainOverMs} ms`);
    for (const gap of gaps) {
      log(`    ${gap.ms.toFixed(1)} ms at ${(gap.atMs / 1000).toFixed(1)} s (${gap.samples} samples)`);
      for (const { frame, share } of gap.top) log(`      ${Math.round(share * 100)}% ${frame}`);
      if (gap.stack.length > 0) log(`      stack: ${gap.stack.join(' < ')}`);
      for (const { work, ms } of gap.timeline) log(`      ${ms.toFixed(1).padStart(6)} ms ${work}`);
    }
  };
}

async function runCase(spec: string): Promise<CaseResult> {
  register();
  const [kind, sizeText] = spec.split(':');
  const size = Number(sizeText);
  const { Hono } = await import('hono');
  const { createLogger } = await import('../apps/server/src/logger.ts');
  const { errorHandler } = await import('../apps/server/src/http/errors.ts');
  const { healthRoutes } = await import('../apps/server/src/modules/health/routes.ts');
  type AppEnv = import('../apps/server/src/http/app-env.ts').AppEnv;
  type Database = import('../apps/server/src/db/client.ts').Database;
  const logger = createLogger({ level: 'fatal', destination: { write: () => {} } });
  // As the server does before it listens: not a cost of the first build's window.
  const { loadFetchImplementation } = await import('../apps/server/src/http/load-fetch.ts');
  loadFetchImplementation();
  // The index's buffers made on a worker thread are not in this thread's `arrayBuffers`.
  const { workerMadeBytes } = await import('../apps/server/src/search/buffer-maker.ts');
  const memoryUsage = () => {
    const usage = process.memoryUsage();
    return { ...usage, arrayBuffers: usage.arrayBuffers + workerMadeBytes() };
  };
  // No database here: the records are fed from memory, as the services hold them after one read.
  const noDatabase = { ping: async () => true, driver: 'pglite' } as unknown as Database;

  const app = new Hono<AppEnv>();
  app.onError(errorHandler(logger));
  let queries: string[];
  let startBuild: () => void;
  let isReady: () => boolean;
  let rebuild: () => Promise<void>;
  /**
   * An update: `prepare` makes the sources' new state (what a sync leaves in the database) before
   * the measured window, `run` has the service take it in, within the window.
   */
  let update: { prepare: () => void; run: () => Promise<number> } | undefined;
  let searchUrl: (i: number) => string;
  /** Jobs: the new index's description bytes, all held and those not shared with the old one. */
  let descriptions: CaseResult['descriptions'];

  if (kind === 'courses') {
    const { catalogRoutes } = await import('../apps/server/src/modules/catalog/routes.ts');
    const { createCatalogService } = await import('../apps/server/src/modules/catalog/service.ts');
    const { benchmarkCatalogueDir, syntheticCatalogue } = await import('./support/benchmark-catalogue.ts');
    type FixtureRecord = import('./support/benchmark-catalogue.ts').FixtureRecord;
    const records = JSON.parse(
      readFileSync(`${benchmarkCatalogueDir}/courses.json`, 'utf8'),
    ) as FixtureRecord[];
    queries = readFileSync(`${benchmarkCatalogueDir}/queries.txt`, 'utf8').split('\n').filter(Boolean);
    log(`  cloning ${records.length} real records to ${size.toLocaleString('en-US')} courses…`);
    let courses = syntheticCatalogue(records, size);
    const catalog = createCatalogService({ logger, sources: { staticCourses: async () => courses } });
    app.route('/api', catalogRoutes({ catalog }));
    startBuild = () => void catalog.liveState();
    isReady = () => catalog.liveState() !== null;
    rebuild = () => catalog.rebuild({ whole: true });
    // As after a sync: 100 courses changed, 100 removed, 100 added (clones of real records, new ids).
    let afterSync = courses;
    update = {
      prepare: () => {
        const step = Math.floor(size / 100);
        const next = courses.map((c, i) =>
          i % step === 0
            ? { ...c, description: `${c.description} (updated)`, skills: [...c.skills, 'Updated'] }
            : c,
        );
        const kept = next.filter((_, i) => i % step !== 1);
        const added = syntheticCatalogue(records, 100, { firstId: size + 1 });
        for (let i = 0; i < added.length; i++) kept.splice(i * step + 2, 0, added[i]!);
        afterSync = kept;
      },
      run: async () => {
        courses = afterSync;
        await catalog.rebuild();
        return 300;
      },
    };
    searchUrl = (i) => `/api/courses?search=${encodeURIComponent(queries[i % queries.length]!)}&limit=24`;
  } else if (kind === 'jobs') {
    const { jobRoutes } = await import('../apps/server/src/modules/jobs/routes.ts');
    const { listFromIndex } = await import('../apps/server/src/modules/jobs/service.ts');
    const { JobSearchIndex } = await import('../apps/server/src/modules/jobs/search-index.ts');
    const board = await import('./support/job-board.ts');
    type JobsService = import('../apps/server/src/modules/jobs/service.ts').JobsService;
    type Index = InstanceType<typeof JobSearchIndex>;
    const { real, fromFixtures } = board.boardSource();
    log(
      `  cloning ${real.length} ${fromFixtures ? 'real' : 'sample'} postings to ${size.toLocaleString('en-US')} jobs, a page at a time…`,
    );
    // As the service reads them: pages of rows, newest first, each page indexed before the next is
    // read, so the board's descriptions are never all held (small pages: making one stands in for
    // the database's answer, which the event loop does not wait on).
    // The queries' skills come from the board's first jobs, made a page of 50 at a time and let go,
    // as the build reads them. Made and held all at once (2,000 postings), they taught V8 that what
    // the cloning code makes lives long: in a build of 100,000 jobs after that, 1,356 MB of young
    // objects outlived a young-generation collection, against 57 MB without (allocation-site
    // pretenuring, most likely; not proven). At 200,000 jobs each young collection then promoted
    // about 8 MB; at a million, such collections paused for 50 to 85 ms: the bench's doing, not
    // the server's.
    const firstJobs = (function* () {
      for (const page of board.syntheticBoardPages(real, Math.min(size, 2000), 50)) yield* page;
    })();
    const qs = board.queries(firstJobs, 600);
    queries = qs.map((q) => board.toUrl(q, 30));
    let current: Promise<Index> | undefined;
    let ready: Index | undefined;
    // The rebuild reads the board as after a sync that changed one description in a hundred; the
    // others it shares with the index in use.
    const build = (previous?: Index) =>
      JobSearchIndex.fromPages(
        size,
        board.syntheticBoardPages(real, size, 50, previous ? 100 : 0),
        10,
        previous,
      );
    startBuild = () => {
      current ??= build().then((index) => {
        ready = index;
        return index;
      });
    };
    isReady = () => ready !== undefined;
    rebuild = async () => {
      const next = await build(ready);
      const { held, own } = next.descriptionBytes;
      descriptions = { heldMb: mb(held), ownMb: mb(own) };
      ready = next;
      current = Promise.resolve(next);
    };
    const service = {
      list: async (query: unknown) => listFromIndex(await current!, query as never),
    } as unknown as JobsService;
    app.route('/api', jobRoutes({ jobs: service }));
    searchUrl = (i) => queries[i % queries.length]!;
  } else {
    throw new Error(`Unknown case ${spec}: courses:N or jobs:N`);
  }
  app.route(
    '/api',
    healthRoutes({ database: noDatabase, indexes: { [kind]: { isReady: () => isReady() } } }),
  );
  const ask = async (url: string) => {
    const res = await app.request(url);
    if (res.status !== 200 && res.status !== 503) throw new Error(`${url}: HTTP ${res.status}`);
    await res.arrayBuffer();
    return res.status;
  };

  await settle();
  const before = memoryUsage();

  // Start-up: liveness at once, readiness when the first index is in.
  log('  first build (time to ready)…');
  let gcMax = 0;
  let fullGcs = 0;
  // Only pauses that began inside the window measured: the observer hears of a collection a turn
  // later, so settle()'s forced full collections (most of a second at a million courses) would
  // otherwise be reported as pauses of the build that follows them.
  let windowStart = 0;
  const measureGcFrom = () => {
    gcMax = 0;
    fullGcs = 0;
    windowStart = performance.now();
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < windowStart) continue;
      gcMax = Math.max(gcMax, entry.duration);
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        fullGcs++;
    }
  }).observe({ entryTypes: ['gc'] });
  const explainFirst = await explained('first build');
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  measureGcFrom();
  const started = performance.now();
  const firstLive = performance.now();
  await ask('/api/health/live');
  const firstLiveMs = performance.now() - firstLive;
  startBuild();
  const liveTimes: number[] = [firstLiveMs];
  let readyMs = 0;
  let lastReport = started;
  for (;;) {
    const t = performance.now();
    await ask('/api/health/live');
    liveTimes.push(performance.now() - t);
    if ((await ask('/api/health/ready')) === 200) {
      readyMs = performance.now() - started;
      break;
    }
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      log(`    ${((lastReport - started) / 1000).toFixed(0)} s, not ready yet`);
    }
    await sleep(20);
  }
  delay.disable();
  await explainFirst();
  const firstBuildDelayMs = delay.max / 1e6;
  const firstBuildGcMaxMs = gcMax;
  log(`  ready after ${(readyMs / 1000).toFixed(1)} s`);

  await settle();
  const after = memoryUsage();
  const heapBytes = after.heapUsed - before.heapUsed;
  const bufferBytes = after.arrayBuffers - before.arrayBuffers;

  log(`  ${queries.length} searches…`);
  for (let i = 0; i < 50; i++) await ask(searchUrl(i));
  const times: number[] = [];
  let slowestSearch = '';
  let searchMax = 0;
  for (let i = 0; i < queries.length; i++) {
    const t = performance.now();
    await ask(searchUrl(i));
    const took = performance.now() - t;
    times.push(took);
    if (took > searchMax) {
      searchMax = took;
      slowestSearch = searchUrl(i);
    }
  }
  times.sort((a, b) => a - b);

  log('  rebuild under load…');
  await settle();
  const explainRebuild = await explained('rebuild');
  const underLoad = monitorEventLoopDelay({ resolution: 1 });
  underLoad.enable();
  measureGcFrom();
  const rebuildStarted = performance.now();
  let rssMax = process.memoryUsage.rss();
  const rssSampler = setInterval(() => {
    rssMax = Math.max(rssMax, process.memoryUsage.rss());
  }, 100);
  const rebuilding = rebuild();
  const served = await loadWhile(rebuilding, async (i) => {
    await ask(i % 10 === 0 ? '/api/health/live' : searchUrl(i));
  });
  await rebuilding;
  const rebuildMs = performance.now() - rebuildStarted;
  clearInterval(rssSampler);
  // A stall is recorded when the sampling timer next fires.
  await sleep(5);
  underLoad.disable();
  await explainRebuild();
  const rebuildGcMaxMs = gcMax;
  const rebuildFullGcs = fullGcs;

  let updateResult: CaseResult['update'];
  if (update) {
    log('  update of 300 courses under load…');
    // The sources' new state is made before the window: at a million courses, copying and splicing
    // the list here took about 180 ms on the event loop, the bench's work, not the server's.
    update.prepare();
    await settle();
    const explainUpdate = await explained('update');
    const updateDelay = monitorEventLoopDelay({ resolution: 1 });
    updateDelay.enable();
    measureGcFrom();
    const updateStarted = performance.now();
    let changed = 0;
    const updating = update.run().then((n) => {
      changed = n;
    });
    const answered = await loadWhile(updating, async (i) => {
      await ask(i % 10 === 0 ? '/api/health/live' : searchUrl(i));
    });
    await updating;
    const ms = performance.now() - updateStarted;
    await sleep(5);
    updateDelay.disable();
    await explainUpdate();
    updateResult = {
      courses: changed,
      ms,
      delayMs: updateDelay.max / 1e6,
      gcMaxMs: gcMax,
      requests: answered.length,
    };
  }

  return {
    name: `${size.toLocaleString('en-US')} ${kind}`,
    records: size,
    unit: kind === 'courses' ? 'course' : 'job',
    readyMs,
    liveMaxMs: Math.max(...liveTimes),
    firstBuildDelayMs,
    heapMb: mb(after.heapUsed),
    heapTotalMb: mb(after.heapTotal),
    buffersMb: mb(after.arrayBuffers),
    rssMb: mb(after.rss),
    bytesPerRecord: (heapBytes + bufferBytes) / size,
    heapBytesPerRecord: heapBytes / size,
    searchP50: percentile(times, 50),
    searchP95: percentile(times, 95),
    searchMax,
    slowestSearch,
    rebuildMs,
    rebuildDelayMs: underLoad.max / 1e6,
    rebuildGcMaxMs,
    rebuildFullGcs,
    firstBuildGcMaxMs,
    requestsDuringRebuild: served.length,
    requestMaxDuringRebuildMs: Math.max(0, ...served),
    rebuildRssMaxMb: mb(rssMax),
    ...(descriptions ? { descriptions } : {}),
    ...(updateResult ? { update: updateResult } : {}),
  };
}

function runChild(spec: string): Promise<CaseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // The server's own V8 flags (its start script's): the pauses measured are those it would have.
      [
        ...SERVER_V8_FLAGS,
        '--expose-gc',
        '--max-old-space-size=8192',
        import.meta.filename,
        `--case=${spec}`,
        ...explainArgs,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`case ${spec} failed (exit ${code})`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as CaseResult);
    });
  });
}

if (caseArg) {
  const result = await runCase(caseArg);
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

console.log(`Node ${process.version}, ${availableParallelism()} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
console.log(
  'Each case runs in a process of its own, fed from memory (no database). Timings depend on the load of the\n' +
    'machine at the time: on a shared machine they vary from run to run.',
);
const catalogueDir = new URL('../../shared/fixtures/benchmark-catalogue/courses.json', import.meta.url);
if (!existsSync(catalogueDir)) {
  console.log('The shared benchmark catalogue is missing: nothing to clone the courses from.');
  process.exit(1);
}
const casesArg = process.argv.find((a) => a.startsWith('--cases='))?.slice('--cases='.length);
const cases = casesArg ? casesArg.split(',') : ['courses:100000', 'courses:1000000', 'jobs:1000000'];
const results: CaseResult[] = [];
const failures: string[] = [];
for (const spec of cases) {
  console.log(`\n${spec}`);
  const started = performance.now();
  const r = await runChild(spec);
  results.push(r);
  const f = (n: number, digits = 1) => n.toFixed(digits);
  console.log(
    [
      `  time to ready          ${f(r.readyMs / 1000)} s (slowest /api/health/live meanwhile ${f(r.liveMaxMs)} ms; longest event-loop delay ${f(r.firstBuildDelayMs)} ms, longest GC pause ${f(r.firstBuildGcMaxMs)} ms)`,
      `  heap after build       ${f(r.heapMb, 0)} MB (${f(r.heapTotalMb, 0)} MB reserved), buffers ${f(r.buffersMb, 0)} MB, RSS ${f(r.rssMb, 0)} MB`,
      `  per ${r.unit.padEnd(17)} ${f(r.bytesPerRecord, 0)} bytes held by the index and snapshot (${f(r.heapBytesPerRecord, 0)} of them on the heap; records themselves excluded)`,
      `  search                 p50 ${f(r.searchP50, 2)} ms, p95 ${f(r.searchP95, 2)} ms, slowest ${f(r.searchMax, 1)} ms (${r.slowestSearch})`,
      `  rebuild under load     ${f(r.rebuildMs / 1000)} s, ${r.requestsDuringRebuild} requests answered meanwhile (slowest ${f(r.requestMaxDuringRebuildMs)} ms), longest event-loop delay ${f(r.rebuildDelayMs)} ms (longest GC pause ${f(r.rebuildGcMaxMs)} ms, ${r.rebuildFullGcs} full collections), RSS at most ${f(r.rebuildRssMaxMb, 0)} MB`,
      ...(r.descriptions
        ? [
            `  descriptions           ${f(r.descriptions.heldMb, 0)} MB held by the rebuilt index, ${f(r.descriptions.ownMb, 0)} MB of them written anew (one in a hundred changed), the rest shared with the index before`,
          ]
        : []),
      ...(r.update
        ? [
            `  update under load      ${r.update.courses} courses (100 changed, 100 removed, 100 added) in ${f(r.update.ms)} ms, ${r.update.requests} requests answered meanwhile, longest event-loop delay ${f(r.update.delayMs)} ms (longest GC pause ${f(r.update.gcMaxMs)} ms)`,
          ]
        : []),
      `  (case took ${f((performance.now() - started) / 1000, 0)} s)`,
    ].join('\n'),
  );
  const delayMax = Math.max(r.rebuildDelayMs, r.firstBuildDelayMs, r.update?.delayMs ?? 0);
  if (delayMax > TARGET_DELAY_MS)
    failures.push(`${r.name}: event-loop delay ${f(delayMax)} ms > ${TARGET_DELAY_MS} ms`);
  if (r.searchP95 >= TARGET_P95_MS)
    failures.push(`${r.name}: search p95 ${f(r.searchP95, 2)} ms >= ${TARGET_P95_MS} ms`);
  if (r.unit === 'course' && r.records >= 1_000_000 && r.heapMb > TARGET_HEAP_MB)
    failures.push(`${r.name}: heap ${f(r.heapMb, 0)} MB > ${TARGET_HEAP_MB} MB`);
}
console.log(
  `\nTargets: event-loop delay <= ${TARGET_DELAY_MS} ms while building, heap <= ${TARGET_HEAP_MB} MB at 1,000,000 courses, search p95 < ${TARGET_P95_MS} ms`,
);
if (failures.length > 0) {
  console.log(`NOT met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All met.');
