import './index.css';
import { applyAppearance, storedAppearance } from '@/lib/appearance';

// Start-up runs as several short tasks rather than one long one, so a phone can paint and take
// input in between (a task over 50 ms on a phone counts as blocking): this entry only sets the
// theme; the query client (TanStack Query), the first screen's requests, tailwind-merge, the router
// (React Router, the layout, the route table) and React DOM are imported and started one step at
// a time, each step in a task of its own (the start script has already asked for their chunks:
// STARTUP_MODULES in vite.config.ts, the route's own chunks on /courses, the router's imports for
// tailwind-merge). Each `fetch` call alone costs a phone several milliseconds.

// Zod otherwise probes `new Function` on its first object parse, to compile faster validators; our
// CSP forbids eval, and the browser reports the blocked probe as a policy violation on every page
// that validates something. Zod reads its settings from this global (the same object `z.config`
// writes), so this costs no import of zod in the entry chunk.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

// Before the first render, so the page never flashes in the wrong theme; in a task of its own: the
// page's first read of localStorage and of its cookies opens them (over 10 ms on this machine, as
// long again as evaluating this entry). The prerendered copy on screen already has the theme the
// server read from the cookie.
await nextTask();
applyAppearance(storedAppearance(), { persist: false });

const { createQueryClient, prefetchSession } = await import('@/app/query-client');
const queryClient = createQueryClient();
await nextTask();
// The session request and the current page's code load side by side.
const sessionKnown = prefetchSession(queryClient);
// The catalogue's first page is what /courses paints largest (its course cards): asked for now,
// it arrives alongside the session instead of after the page's code has run.
// Its dropdowns' options are asked for alongside, whatever the search.
if (window.location.pathname.replace(/\/$/, '') === '/courses') {
  const { courseFacetsQuery, courseListQuery, unfilteredCourseListParams } = await import(
    '@/features/courses/course-list-query'
  );
  await nextTask();
  if (!window.location.search)
    void queryClient.prefetchInfiniteQuery(courseListQuery(unfilteredCourseListParams));
  await nextTask();
  void queryClient.prefetchQuery(courseFacetsQuery);
}

await nextTask();
const { createAppRouter } = await import('@/app/router');
await nextTask();
// Also starts loading the current route's code (its lazy page chunks).
const router = createAppRouter();
const { renderApp } = await import('@/app/render-app');
// tailwind-merge builds its class tables on its first call (a long task's worth on a phone): done
// now, in a task of its own, React's first render does not have to.
await nextTask();
const { cn } = await import('@/lib/utils');
cn('p-0');

/** Settles once the router has loaded the current route's code (its lazy page chunks). */
function routeLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The server sent the page's first screen prerendered (see prerenderShells in vite.config.ts)
// and React replaces it on its first render. Rendering once the page's code and the session are
// there makes that first render the page itself, in the same layout, rather than a spinner or a
// guard's "Checking your session" in between. A slow answer does not hold the page up for long.
const SHELL_WAIT_MS = 3000;
await Promise.race([
  Promise.all([routeLoaded(), sessionKnown]),
  new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS)),
]);
renderApp(container, queryClient, router);

/** Settles in a later task, after the browser has had the chance to paint and handle input. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
