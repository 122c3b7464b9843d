/// <reference lib="dom" />
// On a phone the course lists scroll with the page (no box scrolling inside it), loading more as
// the page goes down, and their dropdowns wait behind a 'Filters' button so the results start on
// the first screen.
import type { CourseListResponse } from '@app/core/catalog-api';
import { COURSE_PAGE_DEFAULT } from '@app/core/course-options';
import type { UniversityCourseListResponse } from '@app/core/university-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { getJson, holdRequests, signUp } from './support/catalog';

const PHONE = { width: 390, height: 844 };

const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/**
 * Scrolls the page down with the mouse wheel, as a finger would, until the card `id` is in the
 * page, and checks the page (not a box inside it) did the scrolling.
 */
async function scrollPageTo(page: Page, card: string) {
  const before = await page.evaluate(() => window.scrollY);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1_500);
        return page.locator(card).count();
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 1_500);
}

describe('course lists on a 390 px phone', () => {
  const { newPage, newPrerenderedPage } = useBrowser();

  it('/courses: a page scrolled before the app is up stays where it was when the list renders', async () => {
    const page = await newPrerenderedPage({ viewport: PHONE });
    const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/courses', { waitUntil: 'commit' });
    await page
      .locator('[data-prerendered]')
      .getByRole('heading', { level: 1, name: 'Tech Companies Courses' })
      .waitFor();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => window.scrollY);

    entry.release();
    await page.locator('html[data-app-ready]').waitFor({ timeout: 30_000 });
    await page.locator('article[data-course-id]').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('/courses: the results scroll with the page and load more; the filters open from a Filters button', async () => {
    const page = await newPage({ viewport: PHONE });
    await signUp(page);
    const firstPages = await getJson<CourseListResponse>(
      page,
      `/api/courses?limit=${COURSE_PAGE_DEFAULT * 2}`,
    );
    await page.goto('/courses');
    await page.getByRole('heading', { level: 1, name: 'Tech Companies Courses' }).waitFor();
    const first = firstPages.courses[0]!;
    await page.locator(`article[data-course-id="${first.id}"]`).waitFor();

    // The first result is on the first screen, under the search box and the Filters button.
    const firstBox = await page.locator(`article[data-course-id="${first.id}"]`).boundingBox();
    expect(firstBox!.y).toBeLessThan(PHONE.height);
    expect(await page.getByLabel('Category', { exact: true }).isVisible()).toBe(false);

    // The page scrolls through the results, past the first page of them into the second.
    const nextPage = page.waitForRequest(
      (req) => new URL(req.url()).searchParams.get('offset') === String(COURSE_PAGE_DEFAULT),
    );
    const laterCard = firstPages.courses[COURSE_PAGE_DEFAULT + 2]!;
    await scrollPageTo(page, `article[data-course-id="${laterCard.id}"]`);
    await nextPage;
    // No box scrolls inside the page, and the cards scrolled past have left the DOM.
    const grid = page.getByTestId('course-grid');
    expect(await grid.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    expect(await page.locator(`article[data-course-id="${first.id}"]`).count()).toBe(0);

    // Filters: a disclosure button, by pointer and by keyboard, counting the filters set.
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = filtersButton(page);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const level = page.getByLabel('Level', { exact: true });
    expect(await level.isVisible()).toBe(true);
    expect(await page.getByLabel('Sort by', { exact: true }).isVisible()).toBe(true);
    await level.selectOption('Beginner');
    await expect.poll(() => new URL(page.url()).searchParams.get('level')).toBe('Beginner');
    // The count follows the URL on the next render.
    await page.getByRole('button', { name: 'Filters (1 active)' }).waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await level.isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await level.isVisible()).toBe(true);
  });

  it('/university-courses: the results scroll with the page and load more; the filters open from a Filters button', async () => {
    const page = await newPage({ viewport: PHONE });
    await signUp(page);
    const firstPages = await getJson<UniversityCourseListResponse>(
      page,
      `/api/university-courses?limit=${COURSE_PAGE_DEFAULT * 2}`,
    );
    await page.goto('/university-courses');
    await page.getByRole('heading', { level: 1, name: 'University Courses' }).waitFor();
    await page.locator(`article[data-university-course-id="${firstPages.courses[0]!.id}"]`).waitFor();
    expect(await page.getByLabel('Country', { exact: true }).isVisible()).toBe(false);

    const laterCard = firstPages.courses[COURSE_PAGE_DEFAULT + 2]!;
    await scrollPageTo(page, `article[data-university-course-id="${laterCard.id}"]`);
    const grid = page.getByTestId('university-grid');
    expect(await grid.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await filtersButton(page).click();
    expect(await filtersButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Country', { exact: true }).isVisible()).toBe(true);
  });

  it.each([360, 1024])('names each university in full on its card, %s px wide', async (width) => {
    const page = await newPage({ viewport: { width, height: 900 } });
    await signUp(page);
    await page.goto('/university-courses?search=Massachusetts%20Institute%20of%20Technology');
    const names = page.locator('article [data-course-university]');
    await expect.poll(() => names.allTextContents()).toContain('Massachusetts Institute of Technology');
    const cut = await names.evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
});
