/// <reference lib="dom" />
import type { TrackedCoursesResponse } from '@app/core/learning-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughForm, signUpViaApi } from './support/accounts';
import { baseURL, useBrowser } from './support/browser';
import { DESKTOP, getJson } from './support/catalog';

const cards = (page: Page) => page.locator('article[data-course-id]');
const currentUrl = (page: Page) => new URL(page.url());

/** Opens the dashboard and the tab where saved courses are listed. */
async function dashboardSaved(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'My Learning Dashboard' }).waitFor();
  const savedTab = page.getByRole('tab', { name: 'Saved', exact: true });
  if ((await savedTab.count()) > 0) await savedTab.click();
  return page.getByRole('main');
}

describe('visitors browse, and finish what needs an account after signing in', () => {
  const { newContext, newPage } = useBrowser();

  it('opens /courses and a course without an account; Save asks to sign in and saves the course after', async () => {
    // The account exists already; the visitor signs in through the form.
    const account = await signUpViaApi(await newContext());

    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/courses');
    expect(currentUrl(page).pathname).toBe('/courses');
    await page.getByRole('heading', { level: 1, name: 'Tech Companies Courses' }).waitFor();
    await cards(page).first().waitFor();

    // The first card's course, opened from its card.
    const first = cards(page).first();
    const id = (await first.getAttribute('data-course-id'))!;
    const title = (await first.locator('h3').textContent())!.trim();
    await first.getByRole('heading', { name: title }).getByRole('link').click();
    await page.waitForURL(`${baseURL()}/courses/${encodeURIComponent(id)}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    const track = page.locator('#track');
    await track.getByRole('link', { name: /^Save/ }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInThroughForm(page, account);

    // Back on the course's page, the marker gone from the address, the course saved.
    await page.waitForURL(`${baseURL()}/courses/${encodeURIComponent(id)}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await track.getByText('Saved', { exact: true }).waitFor();
    expect(currentUrl(page).search).toBe('');
    const tracked = await getJson<TrackedCoursesResponse>(page, '/api/me/courses');
    expect(tracked.courses.map((c) => [c.courseId, c.status])).toEqual([[id, 'enrolled']]);

    // A reload does not save it again or change it.
    await page.reload();
    await track.getByText('Saved', { exact: true }).waitFor();
    expect((await getJson<TrackedCoursesResponse>(page, '/api/me/courses')).courses).toHaveLength(1);

    const main = await dashboardSaved(page);
    await main.getByText(title, { exact: true }).first().waitFor();
  });

  it('saves a course from its card on /courses after signing in, back on the same search', async () => {
    const account = await signUpViaApi(await newContext());
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/courses?search=azure');
    await cards(page).first().waitFor();
    const second = cards(page).nth(1);
    const id = (await second.getAttribute('data-course-id'))!;
    const title = (await second.locator('h3').textContent())!.trim();

    await second.getByRole('link', { name: `Save ${title}: sign in first` }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInThroughForm(page, account);

    await page.waitForURL(`${baseURL()}/courses?search=azure`);
    const card = page.locator(`article[data-course-id="${id}"]`);
    await card.getByRole('link', { name: `Saved: ${title}. Open its tracking` }).waitFor();
    const tracked = await getJson<TrackedCoursesResponse>(page, '/api/me/courses');
    expect(tracked.courses.map((c) => [c.courseId, c.status])).toEqual([[id, 'enrolled']]);
  });

  it('does nothing for a ?then= marker the tab did not ask for (a link from elsewhere)', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(context);
    const page = await context.newPage();
    const { courses } = await getJson<{ courses: { id: number | string }[] }>(page, '/api/courses?limit=1');
    const id = String(courses[0]!.id);
    await page.goto(`/courses/${encodeURIComponent(id)}?then=save-course%3A${encodeURIComponent(id)}`);
    await page.locator('#track').getByRole('button', { name: 'Save', exact: true }).waitFor();
    await expect.poll(() => currentUrl(page).search).toBe('');
    expect((await getJson<TrackedCoursesResponse>(page, '/api/me/courses')).courses).toEqual([]);
  });

  it('opens the list pages and the company tiles without an account', async () => {
    const page = await newPage({ viewport: DESKTOP });
    for (const [path, heading] of [
      ['/courses', 'Tech Companies Courses'],
      ['/university-courses', 'University Courses'],
      ['/jobs', 'Tech Company Jobs'],
      ['/providers', 'Companies'],
      ['/career-paths', 'Career Paths'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(currentUrl(page).pathname, path).toBe(path);
    }
    // A university course's card leads to its own page, whose HTML names it before any script runs.
    await page.goto('/university-courses');
    const uniCard = page.locator('article[data-university-course-id]').first();
    const uniId = (await uniCard.getAttribute('data-university-course-id'))!;
    const uniTitle = (await uniCard.locator('h3').textContent())!.trim();
    await uniCard.getByRole('link', { name: uniTitle, exact: true }).click();
    await page.waitForURL(`${baseURL()}/university-courses/${encodeURIComponent(uniId)}`);
    await page.getByRole('heading', { level: 1, name: uniTitle }).waitFor();
    const sent = await (await page.request.get(`/university-courses/${encodeURIComponent(uniId)}`)).text();
    expect(sent).toContain(
      `<link rel="canonical" href="${baseURL()}/university-courses/${encodeURIComponent(uniId)}" />`,
    );
    expect(await page.title()).toContain(uniTitle);

    // A company's View Courses reaches its courses.
    await page.goto('/providers');
    await page
      .getByRole('link', { name: /^View Courses/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/courses' && url.searchParams.has('provider'));
    await cards(page).first().waitFor();
  });
});
