/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Every route of the app at phone, tablet and small-laptop widths: the page is never wider than
// the window (nothing cut off on the right, no sideways scrolling) and no header label wraps onto
// a second line.
//
// Kept fast on two cores: one browser page per pass, resized from width to width, each route
// opened once per width. Signed in as an admin, every route shows its fullest page (the member
// header with Admin, the guarded pages, the admin panel); signed out, the pages a visitor sees
// differently (the visitor's header, the hero, the sign-in forms, the waitlists).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { repoRoot } from './support/app-server';
import { baseURL, useBrowser } from './support/browser';
import { E2E_LAYOUT_ADMIN_EMAIL } from './support/e2e-env';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

/** Detail pages, opened on the first record the API lists (known only once the server answers). */
const DETAIL_PAGES = {
  '/courses/:id': { list: '/api/courses?limit=1', records: 'courses' },
  '/university-courses/:id': { list: '/api/university-courses?limit=1', records: 'courses' },
  '/jobs/:id': { list: '/api/jobs?limit=1', records: 'jobs' },
} as const;
type DetailPage = keyof typeof DETAIL_PAGES;
const isDetailPage = (route: string): route is DetailPage => route in DETAIL_PAGES;

/**
 * A saved plan's page and its shared link, for a plan the signed-in pass saves and shares first
 * (their ids exist only then).
 */
async function savedPlanPaths(context: BrowserContext): Promise<Record<string, string>> {
  const headers = { origin: baseURL() };
  const saved = await context.request.post('/api/me/plans', {
    data: { target: { kind: 'path', id: 'cloud-architect' }, skills: ['Linux', 'Networking'] },
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { plan } = (await saved.json()) as { plan: { id: number } };
  const shared = await context.request.put(`/api/me/plans/${plan.id}/share`, { headers });
  expect(shared.ok()).toBe(true);
  const { shareToken } = (await shared.json()) as { shareToken: string };
  return { '/plans/:id': `/plans/${plan.id}`, '/shared-plans/:token': `/shared-plans/${shareToken}` };
}

/** One path for each route of the router (apps/web/src/app/router.tsx), detail pages included. */
const ROUTES = [
  '/',
  '/auth',
  '/reset-password?token=layout-check',
  '/dashboard',
  '/settings',
  '/admin',
  '/courses',
  '/courses/:id',
  '/university-courses',
  '/university-courses/:id',
  '/providers',
  '/career-paths',
  '/career-paths/cloud-architect',
  '/careers',
  '/jobs',
  '/jobs/:id',
  '/pricing',
  '/mentors',
  '/student-card',
  '/community',
  '/blog',
  '/prep',
  '/career-advisor',
  '/degree-recommendation',
  '/cv-builder',
  '/cover-letter',
  '/plan?path=cloud-architect',
  '/plans/:id',
  '/shared-plans/:token',
  '/help',
  '/about',
  '/privacy',
  '/terms',
  '/no/such/page',
];

/** Signed out, the pages whose look differs from the signed-in pass. */
const VISITOR_ROUTES = [
  '/',
  '/auth',
  '/admin',
  '/courses',
  '/courses/:id',
  '/jobs',
  '/career-paths',
  '/plan?path=cloud-architect',
  '/pricing',
  '/mentors',
  '/student-card',
];

/** The route patterns the router declares, read from its source so that a new route is not missed. */
function routerPaths(): string[] {
  const source = readFileSync(join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
  return [...source.matchAll(/\bpage\(\s*'([^']+)'/g)].map((match) => match[1]!);
}

/** Whether a concrete path opens the route pattern (':param' matches one segment, '*' anything). */
function opens(pattern: string, path: string): boolean {
  if (pattern === '*') return path === '/no/such/page';
  const pathname = path.split('?')[0]!;
  const expression = pattern.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${expression}$`).test(pathname);
}

/**
 * Saves and starts the courses with the longest titles among the first listed, so the dashboard
 * shows long titles in its recent activity (an empty dashboard fits any screen).
 */
async function trackLongestTitles(context: BrowserContext) {
  const res = await context.request.get('/api/courses?limit=60');
  expect(res.ok()).toBe(true);
  const { courses } = (await res.json()) as { courses: { id: string | number; title: string }[] };
  const longest = courses.toSorted((a, b) => b.title.length - a.title.length).slice(0, 3);
  for (const [index, course] of longest.entries()) {
    const tracked = await context.request.put(`/api/me/courses/${encodeURIComponent(String(course.id))}`, {
      data: { status: index === 0 ? 'in_progress' : 'enrolled' },
      headers: { origin: baseURL() },
    });
    expect(tracked.ok()).toBe(true);
  }
}

interface LayoutProblem {
  what: string;
  element: string;
}

/**
 * What is wrong with the page's layout at the current width: the document scrolling sideways,
 * any element reaching past the window's right edge (unless it sits in a box made to scroll
 * sideways), a monogram's letters spilling out of their tile, and any header link or button
 * whose label is taller than one line.
 */
function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { what: string; element: string }[] = [];
    const viewport = window.innerWidth;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''}> "${text}"`;
    };

    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      problems.push({
        what: `document is ${scrollWidth} px wide in a ${viewport} px window`,
        element: 'html',
      });
    }

    const scrollsSideways = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX === 'auto' || overflowX === 'scroll';
    };
    const past = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 0.5) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      let deliberate = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrollsSideways(up)) {
          deliberate = true;
          break;
        }
      }
      if (deliberate) continue;
      past.add(el);
      // The outermost element past the edge names the problem; its children only repeat it.
      if (el.parentElement && past.has(el.parentElement)) continue;
      problems.push({
        what: `reaches ${Math.round(box.right)} px in a ${viewport} px window`,
        element: name(el),
      });
    }

    // A drawn logo's letters stay inside their tile ('CNCF' in the small tile of a course card).
    for (const tile of document.querySelectorAll('[data-monogram]')) {
      if (tile.scrollWidth > tile.clientWidth || tile.scrollHeight > tile.clientHeight) {
        problems.push({
          what: `monogram letters ${tile.scrollWidth} px wide in a ${tile.clientWidth} px tile`,
          element: name(tile),
        });
      }
    }

    // Only the labels' text counts: icons and avatars beside it may be taller than a line.
    const header = document.querySelector('header');
    for (const label of header?.querySelectorAll('a, button') ?? []) {
      if (label.getBoundingClientRect().width === 0) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent) continue;
        const style = getComputedStyle(parent);
        const fontSize = Number.parseFloat(style.fontSize);
        const lineHeight =
          style.lineHeight === 'normal' ? fontSize * 1.25 : Number.parseFloat(style.lineHeight);
        const text = document.createRange();
        text.selectNodeContents(node);
        const { height } = text.getBoundingClientRect();
        if (height > lineHeight + 1) {
          problems.push({
            what: `header label wraps: "${node.textContent.trim()}" is ${Math.round(height)} px tall, line height ${lineHeight} px`,
            element: name(label),
          });
        }
      }
    }
    return problems;
  });
}

/** Opens the path and waits until its page, not a loader or skeleton, is what is measured. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await settled(page);
}

/**
 * Waits until nothing in the page is loading and the page has drawn twice since (resize handlers
 * and ResizeObservers run before the next frame; what they change is laid out by the one after).
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        'main [data-slot="skeleton"], main [aria-busy="true"], main .animate-spin, main [data-deferred]:empty',
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
}

describe('responsive layout: no page wider than the window, no header label on two lines', () => {
  const { newContext } = useBrowser();

  it('covers every route of the router', () => {
    const patterns = routerPaths();
    expect(patterns.length).toBeGreaterThan(20);
    const missing = patterns.filter((pattern) => !ROUTES.some((path) => opens(pattern, path)));
    expect(missing).toEqual([]);
  });

  /**
   * Each route is opened once, at the narrowest width, and then looked at in every width in turn
   * (as a phone turned sideways or a window resized would): a page load per width would take four
   * times as long, and the pages size themselves from the window's resize events.
   */
  function pass(name: string, signedIn: boolean, routes: string[]) {
    describe(name, () => {
      let context: BrowserContext;
      let page: Page;
      const detailPaths = new Map<string, string>();
      beforeAll(async () => {
        context = await newContext({ viewport: WIDTHS[0], reducedMotion: 'reduce' });
        if (signedIn) {
          await signUpViaApi(context, newAccount({ email: E2E_LAYOUT_ADMIN_EMAIL, name: 'Layout Admin' }));
          await trackLongestTitles(context);
          for (const [route, path] of Object.entries(await savedPlanPaths(context))) {
            detailPaths.set(route, path);
          }
        }
        for (const route of routes.filter(isDetailPage)) {
          const { list, records } = DETAIL_PAGES[route];
          const res = await context.request.get(list);
          expect(res.ok(), list).toBe(true);
          const body = (await res.json()) as Record<string, { id: string | number }[]>;
          detailPaths.set(route, route.replace(':id', encodeURIComponent(String(body[records]![0]!.id))));
        }
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it.each(routes)('%s', async (route) => {
        await page.setViewportSize(WIDTHS[0]!);
        await openSettled(page, detailPaths.get(route) ?? route);
        const found: string[] = [];
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          await settled(page);
          for (const { what, element } of await layoutProblems(page)) {
            found.push(`${viewport.width} px: ${what}: ${element}`);
          }
        }
        expect(found).toEqual([]);
      });
    });
  }

  pass('signed in as admin', true, ROUTES);
  pass('signed out', false, VISITOR_ROUTES);
});
