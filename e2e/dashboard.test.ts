/// <reference lib="dom" />
import type { CourseDetailResponse } from '@app/core/catalog-api';
import { distinctSkills } from '@app/core/learning';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastWith } from './support/accounts';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, signUp } from './support/catalog';

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] dd`);

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'My Learning Dashboard' }).waitFor();
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
}

async function expectStats(page: Page, expected: Record<string, string>) {
  for (const [key, value] of Object.entries(expected)) {
    await expect.poll(() => stat(page, key).textContent(), { message: key }).toBe(value);
  }
}

describe('/dashboard', () => {
  const { newPage } = useBrowser();

  it('follows a new user who saves a course, studies 90 minutes and completes it with a certificate', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);

    // A new account: every figure is 0 and each tab invites the user to browse courses.
    await openDashboard(page);
    await expectStats(page, {
      coursesCompleted: '0',
      certificatesEarned: '0',
      coursesInProgress: '0',
      totalLearningHours: '0',
      skillsAcquired: '0',
      averageRating: '0.0',
    });
    expect(await page.getByText('0 of 20 hours this month').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await page.getByRole('heading', { name: 'No courses in progress' }).waitFor();
    expect(
      await page.getByRole('tabpanel').getByRole('link', { name: 'Browse Courses' }).getAttribute('href'),
    ).toBe('/courses');
    expect(page.url()).toBe(`${baseURL()}/dashboard?tab=progress`);

    // Save the first course of the catalogue from its card.
    await page.goto('/courses');
    const card = page.locator('article[data-course-id]').first();
    await card.waitFor();
    const courseId = (await card.getAttribute('data-course-id')) as string;
    const { course } = await getJson<CourseDetailResponse>(
      page,
      `/api/courses/${encodeURIComponent(courseId)}`,
    );
    await card.getByRole('button', { name: `Save ${course.title}` }).click();
    await toastWith(page, 'Course saved').getByText('Find it under Saved on your dashboard.').waitFor();
    const saved = card.getByRole('link', { name: /^Saved: / });
    await saved.waitFor();

    // Saved is its own state: under Saved, not counted or listed as in progress.
    await openDashboard(page);
    await expectStats(page, { coursesInProgress: '0' });
    await page.getByRole('tab', { name: 'In Progress' }).click();
    await page.getByRole('heading', { name: 'No courses in progress' }).waitFor();
    await page.getByRole('tab', { name: 'Saved' }).click();
    const savedCard = page.getByRole('tabpanel').locator(`article[data-course-id="${courseId}"]`);
    await savedCard.getByRole('link', { name: course.title, exact: true }).waitFor();
    expect(page.url()).toBe(`${baseURL()}/dashboard?tab=saved`);
    await page.goto('/courses');
    await saved.waitFor();

    // The card leads to the course page's tracking controls: log 90 minutes and set 40%.
    await saved.click();
    await page.waitForURL(`${baseURL()}/courses/${encodeURIComponent(courseId)}#track`);
    const panel = page.locator('#track');
    await panel.getByText('Saved', { exact: true }).waitFor();
    await panel.getByLabel('Minutes studied').fill('90');
    await panel.getByRole('button', { name: 'Log Session' }).click();
    await toastWith(page, 'Study session logged').waitFor();
    await panel.getByText('In Progress', { exact: true }).waitFor();
    await panel.getByLabel('Progress (%)').fill('40');
    await panel.getByRole('button', { name: 'Update' }).click();
    await toastWith(page, 'Progress updated').waitFor();

    await openDashboard(page);
    await page.reload();
    await expectStats(page, {
      coursesCompleted: '0',
      coursesInProgress: '1',
      totalLearningHours: '1',
      skillsAcquired: '0',
    });
    expect(await page.getByText('1 of 20 hours this month').isVisible()).toBe(true);
    const activity = page.getByRole('heading', { name: 'Recent Activity' }).locator('xpath=../..');
    expect(await activity.getByText('Studied 1 h 30 min').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'In Progress' }).click();
    const inProgress = page.getByRole('tabpanel').locator(`article[data-course-id="${courseId}"]`);
    await inProgress.waitFor();
    expect(await inProgress.getByRole('link', { name: course.title, exact: true }).getAttribute('href')).toBe(
      `/courses/${encodeURIComponent(courseId)}`,
    );
    expect(await inProgress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(await inProgress.getByText('6 weeks').isVisible()).toBe(true);
    expect(await inProgress.getByText('1 h 30 min').isVisible()).toBe(true);

    // Complete it with a 5-star rating and a certificate.
    await page.goto(`/courses/${encodeURIComponent(courseId)}`);
    await panel.getByRole('button', { name: 'Mark as Completed' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '5 out of 5' }).click();
    await dialog.getByLabel('I earned a certificate').check();
    const credential = 'https://www.credly.com/badges/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
    await dialog.getByLabel('Credential URL').fill(credential);
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click();
    await toastWith(page, 'Course completed').waitFor();
    await panel.getByRole('link', { name: /View Certificate/ }).waitFor();

    await openDashboard(page);
    await page.reload();
    const skills = distinctSkills(course.skills).length;
    await expectStats(page, {
      coursesCompleted: '1',
      certificatesEarned: '1',
      coursesInProgress: '0',
      totalLearningHours: '1',
      skillsAcquired: String(skills),
      averageRating: '5.0',
    });
    expect(await page.getByText('1 of 5 courses completed').isVisible()).toBe(true);
    expect(await page.getByText(`${skills} of 10 skills acquired`).isVisible()).toBe(true);
    expect(await activity.getByText('Completed a course').isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Completed' }).click();
    const completed = page.getByRole('tabpanel').locator(`article[data-course-id="${courseId}"]`);
    await completed.waitFor();
    expect(await completed.getByRole('img', { name: 'Rated 5 out of 5' }).isVisible()).toBe(true);
    expect(await completed.getByRole('link', { name: /View Certificate/ }).getAttribute('href')).toBe(
      credential,
    );

    await page.getByRole('tab', { name: 'In Progress' }).click();
    await page.getByRole('heading', { name: 'No courses in progress' }).waitFor();

    // Recommendations come from the catalogue, never the completed course, and lead to its page.
    await page.getByRole('tab', { name: 'Recommended' }).click();
    const starts = page.getByRole('tabpanel').getByRole('link', { name: /^Start Learning/ });
    await starts.first().waitFor();
    const hrefs = await starts.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/courses\/[^/]+$/);
      expect(href).not.toBe(`/courses/${encodeURIComponent(courseId)}`);
    }
    expect(
      await page
        .getByRole('tabpanel')
        .getByText(/^\d{1,3}% match$/)
        .count(),
    ).toBe(hrefs.length);
    await starts.first().click();
    await page.waitForURL(new RegExp(`${baseURL()}/courses/[^/]+$`));
  });

  it('refuses a progress above 100 with a readable message and keeps the value', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await page.goto('/courses');
    const card = page.locator('article[data-course-id]').nth(1);
    await card.waitFor();
    const courseId = (await card.getAttribute('data-course-id')) as string;
    await page.goto(`/courses/${encodeURIComponent(courseId)}#track`);
    const panel = page.locator('#track');
    await panel.getByRole('button', { name: 'Start Learning' }).click();
    await toastWith(page, 'Course started').waitFor();
    await panel.getByLabel('Progress (%)').fill('101');
    await panel.getByRole('button', { name: 'Update' }).click();
    await panel.getByText('Enter a whole number from 0 to 100.').waitFor();
    expect(await panel.getByLabel('Progress (%)').inputValue()).toBe('101');
  });

  it('asks a visitor to sign in before saving a course from a card', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/');
    const save = page.getByRole('link', { name: /^Save .*: sign in first$/ }).first();
    await save.waitFor();
    await save.click();
    // Back to the home page afterwards, where the course is then saved (e2e/visitors.test.ts).
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth' && /^\/\?then=save-course%3A.+/.test(url.searchParams.get('next') ?? ''),
    );
  });

  it('has no serious accessibility violations, empty or filled, on every tab', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await openDashboard(page);
    await expectNoSeriousA11yViolations(page);

    const { courses } = await getJson<{ courses: { id: number | string }[] }>(page, '/api/courses?limit=3');
    const origin = { origin: baseURL() };
    const [first, second] = courses.map((c) => `/api/me/courses/${encodeURIComponent(String(c.id))}`);
    await page.request.post(`${first}/sessions`, { data: { minutes: 75 }, headers: origin });
    await page.request.put(`${second}/completion`, {
      data: {
        rating: 4,
        certificate: { credentialUrl: 'https://example.com/cert/1', issuedOn: '2025-01-15' },
      },
      headers: origin,
    });

    await openDashboard(page);
    await expectStats(page, { coursesCompleted: '1', coursesInProgress: '1' });
    await expectNoSeriousA11yViolations(page);
    for (const tab of ['In Progress', 'Completed', 'Recommended']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
