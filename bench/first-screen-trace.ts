// What blocks a phone's main thread while a page starts: loads pages of the built app in Debian's
// Chromium with the CPU slowed four times (Lighthouse's mobile factor) and a phone-sized window,
// records a performance trace, and prints every main-thread task over 50 ms: its start, length,
// what the browser did in it (layout, style, paint, script evaluation) and, from the trace's
// sampling profiler, whose code ran (per script file). The last line per load sums what each
// task exceeds 50 ms by, as total blocking time does (here over the whole load, FCP not known).
//
//   npm run build && npm run bench:trace                    /courses, 3 loads
//   npm run bench:trace -- / /jobs --loads=5
//   npm run bench:trace -- /dashboard --signed-in   a page outside the audited four, signed in
//
// Not a test and not Lighthouse's simulation: tasks are timed as they ran on this machine, so
// compare loads of one build with another's on the same machine.
import { chromium } from 'playwright-core';
import { browserCookies, chromePath, chromiumArgs, startBenchServer } from './support/app-server.ts';
import { AUDITED_PAGES } from './support/pages.ts';

/** The audited pages are loaded as the Lighthouse bench loads them; others with --signed-in. */
const signedIn = (page: string) =>
  AUDITED_PAGES.find((p) => p.path === page)?.signedIn ?? process.argv.includes('--signed-in');
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (pages.length === 0) pages.push('/courses');
const loadsArg = process.argv.find((a) => a.startsWith('--loads='))?.slice('--loads='.length);
const loads = loadsArg ? Number(loadsArg) : 3;
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads must be a whole number >= 1');

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: {
        nodes?: Array<{ id: number; callFrame: { url?: string; functionName?: string } }>;
        samples?: number[];
      };
    };
  };
}

/** The renderer main thread's tasks over 50 ms, with what ran in them. */
function longTasks(events: TraceEvent[]): string[] {
  const mainThreads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
  const main = mainThreads.sort((a, b) => count(b) - count(a))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  const origin = Math.min(...onMain.map((e) => e.ts));

  // The sampling profiler's samples (microsecond timestamps) and the script of each sample's frame.
  const scriptOf = new Map<number, string>();
  const samples: Array<{ ts: number; node: number }> = [];
  let sampleTime = 0;
  for (const e of events.filter((x) => x.pid === main.pid)) {
    if (e.name === 'Profile') sampleTime = e.args?.data?.startTime ?? 0;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const script = node.callFrame.url?.replace(/^.*\//, '');
      scriptOf.set(node.id, script || `(${node.callFrame.functionName || 'native'})`);
    }
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      sampleTime += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: sampleTime, node });
    });
  }

  const lines: string[] = [];
  let blocking = 0;
  for (const task of tasks) {
    const dur = task.dur!;
    if (dur <= 50_000) continue;
    blocking += dur / 1000 - 50;
    const end = task.ts + dur;
    const work = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > end) continue;
      if (
        !/^(Layout|UpdateLayoutTree|Paint|PrePaint|Commit|Layerize|ParseHTML|v8\.evaluateModule|EvaluateScript|FunctionCall|RunMicrotasks|MinorGC|MajorGC)$/.test(
          e.name,
        )
      )
        continue;
      work.set(e.name, (work.get(e.name) ?? 0) + e.dur! / 1000);
    }
    const scripts = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (const s of within)
      scripts.set(scriptOf.get(s.node) ?? '?', (scripts.get(scriptOf.get(s.node) ?? '?') ?? 0) + 1);
    const top = <T>(m: Map<string, number>, f: (v: number) => T) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k} ${f(v)}`)
        .join(', ');
    lines.push(
      `  ${((task.ts - origin) / 1000).toFixed(0).padStart(6)} ms  ${(dur / 1000).toFixed(0).padStart(4)} ms  ${top(work, (v) => `${v.toFixed(0)} ms`)}`,
      `                      code: ${top(scripts, (v) => `${Math.round((v / Math.max(within.length, 1)) * 100)}%`)}`,
    );
  }
  lines.push(`  blocking beyond 50 ms per task, summed: ${blocking.toFixed(0)} ms`);
  return lines;
}

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: chromePath,
  headless: true,
  args: chromiumArgs,
});
try {
  for (const page of pages) {
    const cookie = signedIn(page) ? await server.signUp() : undefined;
    for (let load = 1; load <= loads; load++) {
      // Lighthouse's mobile screen: 412 x 823 CSS pixels at 1.75 device pixels each.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (cookie) await context.addCookies(browserCookies(cookie, server.baseURL));
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => {
        events.push(...(e.value as unknown as TraceEvent[]));
      });
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories:
          'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler,v8.execute,loading',
        transferMode: 'ReportEvents',
      });
      await tab.goto(`${server.baseURL}${page}`, { waitUntil: 'load' });
      // Until the app has rendered (main.tsx marks the page), asked over CDP: Playwright's own
      // selector engine would run a script of its own in the page, inside the trace.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const { result } = await cdp.send('Runtime.evaluate', {
          expression: "document.documentElement.hasAttribute('data-app-ready')",
        });
        if (result.value === true) break;
        if (Date.now() > deadline) throw new Error(`${page} did not render within 30 s`);
        await new Promise((r) => setTimeout(r, 250));
      }
      await new Promise((r) => setTimeout(r, 1500));
      await cdp.send('Tracing.end');
      await complete;
      console.log(`${page}, load ${load}: main-thread tasks over 50 ms (CPU slowed 4x)`);
      console.log(longTasks(events).join('\n'));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
