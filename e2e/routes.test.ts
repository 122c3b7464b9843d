/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { baseURL, useBrowser } from './support/browser';

/** Every path of the spec's route table a visitor may open, with the h1 its page shows. */
const routeTable: [path: string, heading: string][] = [
  ['/', 'Build your tech career with the right certifications'],
  ['/auth', 'Welcome to SkillBridge'],
  ['/admin', 'Authentication Required'],
  ['/courses', 'Tech Companies Courses'],
  ['/courses/42', 'Course not found'],
  ['/university-courses', 'University Courses'],
  ['/jobs', 'Tech Company Jobs'],
  ['/jobs/999999', 'Job not found'],
  ['/providers', 'Companies'],
  ['/career-paths', 'Career Paths'],
  ['/careers', 'Join Our Team'],
  ['/pricing', 'Pricing'],
  ['/mentors', 'Mentors'],
  ['/student-card', 'Student Rewards Card'],
  ['/community', 'SkillBridge Community'],
  ['/blog', 'SkillBridge Blog'],
  ['/prep', 'AI Learning Prep'],
  ['/career-advisor', 'AI Career Advisor'],
  ['/degree-recommendation', 'Degree Recommendations'],
  ['/cv-builder', 'CV Builder'],
  ['/cover-letter', 'Cover Letter Builder'],
  ['/plan', 'Skill-Gap Planner'],
  ['/shared-plans/no-such-link', 'Shared plan not found'],
  ['/help', 'Help Center'],
  ['/about', 'About SkillBridge'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms and Conditions'],
];

/** Paths that need an account, with the h1 a signed-in user sees there. */
const guardedRoutes: [path: string, heading: string][] = [
  ['/dashboard', 'My Learning Dashboard'],
  ['/settings', 'Settings'],
  ['/plans/999999999', 'Plan not found'],
];

describe('route table', () => {
  const { newContext, newPage } = useBrowser();

  it.each(routeTable)(
    '%s shows the page titled "%s" with the site header and footer',
    async (path, heading) => {
      const page = await newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(errors).toEqual([]);
    },
  );

  it("sends each page's own title and description in its HTML, and the site's again on a page without", async () => {
    const page = await newPage();
    const head = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      return {
        title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
      };
    };
    const site = await head('/');
    expect(site.title).toBe('SkillBridge – Tech certifications, career paths and free AI career tools');
    for (const [path, title] of [
      ['/about', 'About · SkillBridge'],
      ['/career-paths', 'Career Paths · SkillBridge'],
      ['/courses', 'Tech Companies Courses · SkillBridge'],
      ['/jobs', 'Tech Company Jobs · SkillBridge'],
    ] as const) {
      const own = await head(path);
      expect(own.title).toBe(title);
      expect(own.description).toBeTruthy();
      expect(own.description).not.toBe(site.description);
    }
    // Opened on /about, then home through the header's logo: the site's title and description.
    await page.goto('/about');
    expect(await page.title()).toBe('About · SkillBridge');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /SkillBridge/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: routeTable[0]![1] }).waitFor();
    await expect.poll(() => page.title()).toBe(site.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(site.description);
  });

  it.each(guardedRoutes)('%s sends a visitor to /auth and brings them back afterwards', async (path) => {
    const page = await newPage();
    await page.goto(path);
    await page.waitForURL(`${baseURL()}/auth?next=${encodeURIComponent(path)}`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to SkillBridge' }).waitFor();
  });

  it('shows each guarded page to a signed-in user, titled and inside header and footer', async () => {
    const context = await newContext();
    await signUpViaApi(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [path, heading] of guardedRoutes) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(page.url()).toBe(`${baseURL()}${path}`);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown path, answered with 404, with a working Return to Home link', async () => {
    const page = await newPage();
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
    expect(await page.getByText('Oops! Page not found', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await page.getByRole('heading', { level: 1, name: routeTable[0]![1] }).waitFor();
  });

  it("answers a missing course's page with 404, showing that the course was not found", async () => {
    const page = await newPage();
    expect((await page.goto('/courses/no-such-course'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
  });

  it('serves the app for deep links (history fallback) and navigates client-side afterwards', async () => {
    const page = await newPage();
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    // Mark the window: a full reload would lose it, a client-side navigation keeps it.
    await page.evaluate(() => {
      (window as unknown as { spaMarker: boolean }).spaMarker = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { spaMarker?: boolean }).spaMarker)).toBe(true);
  });

  it('shows a friendly message with a reload button when a page fails, keeping header and footer', async () => {
    const page = await newPage();
    // A page chunk that cannot be fetched, as after a new release replaced the old files.
    await page.route('**/assets/help-page-*.js', (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About SkillBridge' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

    await page.unroute('**/assets/help-page-*.js');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
  });

  it('scrolls to the top when a new page opens', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Join Our Team' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
