// Lighthouse on the built app served by our own server, with Debian's Chromium (or CHROME_PATH):
// the four category scores and LCP, CLS and TBT for the audited pages (support/pages.ts), with
// Lighthouse's default (mobile) settings. Exits non-zero when a page misses a target.
//
//   npm run build && npm run bench:lighthouse
//   npm run bench:lighthouse -- /courses      one page alone (e.g. to rerun a borderline score)
//   npm run bench:lighthouse -- --save=DIR    also write each page's full reports (JSON; median and every run) to DIR
//   npm run bench:lighthouse -- --runs=3      Lighthouse runs per page (default 5)
//   npm run bench:lighthouse -- --cpu=6       another CPU slowdown than the preset's 4x
//
// Each page is audited several times and judged on its median run (Lighthouse's own choice of
// median: nearest to the median first paint and time to interactive), as Lighthouse advises:
// a single run's performance score swings by 10 points or more on this 2-core machine (one build's
// total blocking time on /courses measured 170-1,120 ms in ten runs), so five runs by default.
//
// The host's speed. The preset's 4x CPU slowdown stands for a mid-tier phone when the host is in
// the high-end desktop bracket (Lighthouse's BenchmarkIndex 1500-2000, docs/throttling.md); at an
// index of 1000 or less Lighthouse warns that the host is too slow for the score to mean that. This
// VM's index moves between about 850 and 2,400 from one minute to the next (steal time), so each
// run's index is printed, and a run Lighthouse warned about is repeated (twice at most; the
// repeats are counted in the output).
//
// Not a test: performance scores depend on how busy the machine is.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromePath, chromiumArgs, startBenchServer } from './support/app-server.ts';
import { AUDITED_PAGES } from './support/pages.ts';

/** Lowest acceptable score (0–100) per category. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

// --save=DIR keeps each page's full Lighthouse reports (JSON) there, to see what cost the points.
const saveDir = process.argv.find((a) => a.startsWith('--save='))?.slice('--save='.length);
const runsArg = process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length);
const runsPerPage = runsArg ? Number(runsArg) : 5;
if (!Number.isInteger(runsPerPage) || runsPerPage < 1) throw new Error('--runs must be a whole number >= 1');
const cpuArg = process.argv.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length);
const cpuSlowdownMultiplier = cpuArg ? Number(cpuArg) : undefined;
if (cpuSlowdownMultiplier !== undefined && !(cpuSlowdownMultiplier >= 1))
  throw new Error('--cpu must be a number >= 1');
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = only.length > 0 ? AUDITED_PAGES.filter((p) => only.includes(p.path)) : AUDITED_PAGES;
if (pages.length === 0)
  throw new Error(`unknown page; choose from ${AUDITED_PAGES.map((p) => p.path).join(' ')}`);

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--disable-extensions', ...chromiumArgs],
});

interface Row {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every run's performance score, in the order run. */
  performanceRuns: number[];
  /** Lighthouse's BenchmarkIndex of the host in each run (higher is faster). */
  benchmarkIndexes: number[];
  failing: string[];
}

/** Lighthouse's own threshold (core/gather/driver/environment.js) for its slow-host warning. */
const SLOW_HOST_INDEX = 1000;
let slowHostRepeats = 0;

/**
 * One Lighthouse run. A run whose trace broke (NO_NAVSTART and the like, seen on a busy machine)
 * is repeated (up to twice), as Lighthouse itself advises; so is one on a host Lighthouse found
 * too slow for its preset (the last such run is kept).
 */
async function audit(url: string, cookie: string | undefined, attempt = 1, slowHost = 0): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, cookie, attempt + 1, slowHost);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (lhr.environment.benchmarkIndex <= SLOW_HOST_INDEX && slowHost < 2) {
    slowHostRepeats++;
    await untilQuiet();
    return audit(url, cookie, attempt, slowHost + 1);
  }
  return lhr;
}

/** The machine's CPU time so far, busy and idle (clock ticks, all cores), from /proc/stat. */
function cpuTimes(): { busy: number; idle: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  return { busy: ticks.reduce((a, b) => a + b, 0) - idle, idle };
}

/**
 * Waits (up to 20 s) until the machine has been at least 85% idle for a second and a half: the
 * server's own start-up work (its search indexes, then the collector's clean-up a few seconds
 * later), the previous run's tab closing, or anything else on this 2-core machine would otherwise
 * be counted as the page's main-thread time, which Lighthouse multiplies by four.
 */
async function untilQuiet(): Promise<void> {
  const WINDOW_MS = 1500;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const before = cpuTimes();
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const after = cpuTimes();
    const idle = after.idle - before.idle;
    const total = idle + after.busy - before.busy;
    if (total > 0 && idle / total >= 0.85) return;
  }
  console.error('the machine did not get quiet within 20 s; measuring anyway');
}

/** A category score (0–1, or null when it could not be scored) as Lighthouse shows it, 0–100. */
const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

const rows: Row[] = [];
try {
  for (const { path, signedIn } of pages) {
    // The guarded pages need a session: the cookie goes on every request Lighthouse makes.
    const cookie = signedIn ? await server.signUp() : undefined;
    const runs: Result[] = [];
    for (let i = 0; i < runsPerPage; i++) {
      await untilQuiet();
      runs.push(await audit(`${server.baseURL}${path}`, cookie));
    }
    const lhr: Result = computeMedianRun(runs);
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = path.slice(1).replaceAll('/', '-') || 'home';
      writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      // Every run too: a run far from the median is often the one to read.
      runs.forEach((run, i) => {
        writeFileSync(join(saveDir, `${name}-run${i + 1}.json`), JSON.stringify(run, null, 1));
      });
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, percent(lhr.categories[c]?.score)]),
    ) as Record<Category, number>;
    const failing = [];
    for (const category of CATEGORIES) {
      if (scores[category] >= TARGETS[category]) continue;
      // Name the audits that cost points, so the output says what to fix.
      const lost = (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue || lhr.audits[ref.id]?.score})`);
      failing.push(`${category} ${scores[category]} < ${TARGETS[category]}: ${lost.join(', ')}`);
    }
    rows.push({
      path,
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      performanceRuns: runs.map((run) => percent(run.categories.performance?.score)),
      benchmarkIndexes: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
      failing,
    });
    console.error(`done ${path}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'perf of each run'];
const widths = [16, 6, 6, 8, 5, 8, 7, 7, 18];
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
console.log(line(header));
for (const r of rows) {
  console.log(
    line([
      r.path,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores['best-practices']),
      String(r.scores.seo),
      r.lcpMs.toFixed(0),
      r.cls.toFixed(3),
      r.tbtMs.toFixed(0),
      r.performanceRuns.join(' '),
    ]),
  );
}
console.log(
  `median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} per page; the host's BenchmarkIndex in each run:`,
);
for (const r of rows) console.log(`  ${r.path.padEnd(16)} ${r.benchmarkIndexes.join(' ')}`);
if (slowHostRepeats > 0)
  console.log(
    `${slowHostRepeats} run(s) repeated: Lighthouse found the host too slow (index <= ${SLOW_HOST_INDEX})`,
  );
console.log(
  `targets: performance >= ${TARGETS.performance} (mobile preset${cpuSlowdownMultiplier ? `, CPU ${cpuSlowdownMultiplier}x` : ''}), accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}, SEO >= ${TARGETS.seo}`,
);
const misses = rows.flatMap((r) => r.failing.map((f) => `${r.path}: ${f}`));
if (misses.length > 0) {
  console.error(misses.join('\n'));
  process.exit(1);
}
