/// <reference lib="dom" />
// axe-core on every route of the spec's route table, plus the detail pages, the reset form and
// the not-found page: no serious or critical violation (colour contrast included).
//
// Coverage, chosen to stay within about two minutes on two cores (one browser, one page per pass,
// reused across its routes):
//   - desktop (1280×800), light theme: every route signed out, and every route signed in as an
//     admin (so the member header, the guarded pages and the admin panel are checked);
//   - phone (390×844), dark theme: every route signed in, and the pages whose visitor view differs
//     (home, sign-in, waitlists, admin notice, not-found) signed out.
// The light/dark split covers every colour token in both themes; the guarded routes signed out
// only redirect to /auth, which the signed-out passes check already.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signInViaApi, signUpViaApi, type TestAccount } from './support/accounts';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { E2E_A11Y_ADMIN_EMAIL } from './support/e2e-env';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Routes anyone may open (the spec's route table without the guarded ones). */
const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/courses',
  '/university-courses',
  '/jobs',
  '/providers',
  '/career-paths',
  '/career-paths/cloud-architect',
  '/careers',
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
  '/shared-plans/no-such-link',
  '/help',
  '/about',
  '/privacy',
  '/terms',
  '/admin',
  '/reset-password?token=a11y-check',
  '/no/such/page',
];

/**
 * Signed out on a phone, the pages whose look differs from the signed-in pass: the visitor's
 * header (Sign In, Join), the hero, the sign-in forms and the waitlist pages.
 */
const PHONE_SIGNED_OUT_ROUTES = [
  '/',
  '/auth',
  '/pricing',
  '/mentors',
  '/student-card',
  '/admin',
  '/no/such/page',
];

/** Stands for /courses/{the first real course id}, known only once the server answers. */
const COURSE_DETAIL = '/courses/:id';

/** Routes behind the sign-in guard. */
const GUARDED_ROUTES = ['/dashboard', '/settings'];

type Theme = 'light' | 'dark';

let admin: TestAccount;
let adminSignedUp = false;
let courseId = '';

async function signInAdmin(context: BrowserContext) {
  if (!adminSignedUp) {
    await signUpViaApi(context, admin);
    adminSignedUp = true;
    return;
  }
  const response = await signInViaApi(context, admin);
  expect(response.ok()).toBe(true);
}

/** A context with the theme forced: the stored appearance and the device preference agree. */
async function themedContext(
  newContext: ReturnType<typeof useBrowser>['newContext'],
  viewport: { width: number; height: number },
  theme: Theme,
) {
  const context = await newContext({
    viewport,
    colorScheme: theme,
    // Colour transitions (the home header turning solid) must not be caught half-way.
    reducedMotion: 'reduce',
  });
  await context.addInitScript((t) => {
    localStorage.setItem('skillbridge.appearance', JSON.stringify({ theme: t }));
  }, theme);
  return context;
}

/** Opens the path and waits until its page, not a loader or skeleton, is what axe sees. */
async function openSettled(page: Page, path: string, theme: Theme) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('main [data-slot="skeleton"], main [aria-busy="true"], main .animate-spin'),
    undefined,
    { timeout: 15_000 },
  );
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
}

describe('accessibility (axe-core): no serious or critical violation', () => {
  const { newContext } = useBrowser();

  beforeAll(() => {
    admin = newAccount({ email: E2E_A11Y_ADMIN_EMAIL, name: 'Accessibility Admin' });
  });

  function pass(
    name: string,
    viewport: { width: number; height: number },
    theme: Theme,
    signedIn: boolean,
    routes: string[],
  ) {
    describe(name, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        context = await themedContext(newContext, viewport, theme);
        if (signedIn) {
          await signInAdmin(context);
          if (!courseId) {
            const res = await context.request.get('/api/courses?limit=1');
            expect(res.ok()).toBe(true);
            const body = (await res.json()) as { courses: { id: string | number }[] };
            courseId = String(body.courses[0]!.id);
          }
        }
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it.each(routes)('%s', async (route) => {
        await openSettled(page, route === COURSE_DETAIL ? `/courses/${courseId}` : route, theme);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }

  const signedInRoutes = [...GUARDED_ROUTES, COURSE_DETAIL, ...PUBLIC_ROUTES];
  pass('desktop, light, signed in as admin', DESKTOP, 'light', true, signedInRoutes);
  pass('desktop, light, signed out', DESKTOP, 'light', false, PUBLIC_ROUTES);
  pass('phone, dark, signed in as admin', PHONE, 'dark', true, signedInRoutes);
  pass('phone, dark, signed out', PHONE, 'dark', false, PHONE_SIGNED_OUT_ROUTES);
});
