/// <reference lib="dom" />
import type { CourseDetailResponse, CourseListResponse } from '@app/core/catalog-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson } from './support/catalog';

const cards = (page: Page) => page.locator('article[data-course-id]');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-course-id')));

/** The retired courses the API lists, and the first one that has a replacement, with its details. */
async function retiredCourses(page: Page) {
  const list = await getJson<CourseListResponse>(page, '/api/courses?status=retired&limit=60');
  expect(list.total).toBeGreaterThan(0);
  const withReplacement = list.courses.find((c) => c.replacementCourseId !== undefined);
  expect(withReplacement, 'a retired course with a replacement').toBeDefined();
  const detail = await getJson<CourseDetailResponse>(page, `/api/courses/${withReplacement!.id}`);
  expect(detail.replacement).not.toBeNull();
  return { list, course: detail.course, replacement: detail.replacement! };
}

describe('course lifecycle', () => {
  const { newPage } = useBrowser();

  it("shows a retired course's banner, and its replacement's page through the link", async () => {
    const page = await newPage({ viewport: DESKTOP });
    const { course, replacement } = await retiredCourses(page);
    await page.goto(`/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();

    const banner = page.getByTestId('lifecycle-banner');
    await banner.waitFor();
    expect(await banner.getByText('Retired', { exact: false }).first().isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(`Replaced by ${replacement.title}`);
    // No 'Enroll Now' for a course nobody can take any more (the related courses' cards have theirs).
    expect(
      await page.getByRole('link', { name: 'Enroll Now (opens in a new tab)', exact: true }).count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: 'See its replacement' }).getAttribute('href')).toBe(
      `/courses/${replacement.id}`,
    );
    // Nobody starts or saves it anew.
    const track = page.locator('#track');
    await track
      .getByText('This course is retired, so it can no longer be started or saved.', { exact: false })
      .waitFor();
    expect(await track.getByRole('link', { name: /^(Start Learning|Save)/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await banner.getByRole('link', { name: replacement.title }).click();
    await page.getByRole('heading', { level: 1, name: replacement.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/courses/${replacement.id}`);
    // The replacement is current: no banner, and its exam code shows.
    expect(await page.getByTestId('lifecycle-banner').count()).toBe(0);
    if (replacement.examCode) {
      expect(await page.getByTestId('exam-code').textContent()).toBe(`Exam ${replacement.examCode}`);
    }
  });

  it('lists retired courses only with the filter, which the URL keeps', async () => {
    const page = await newPage({ viewport: DESKTOP });
    const { list, course } = await retiredCourses(page);
    const search = encodeURIComponent(course.title);
    await page.goto(`/courses?search=${search}`);
    await page.getByRole('heading', { level: 1, name: 'Tech Companies Courses' }).waitFor();
    await cards(page).first().waitFor();
    // Searching for the retired course by its exact title finds others, never it.
    expect(await cardIds(page)).not.toContain(String(course.id));

    const toggle = page.getByRole('switch', { name: 'Retired courses only' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('retired');
    await expect.poll(() => cardIds(page)).toContain(String(course.id));
    const card = page.locator(`article[data-course-id="${course.id}"]`);
    expect(await card.getByText('Retired', { exact: true }).isVisible()).toBe(true);

    // Without a search: every retired course, and nothing else.
    await page.goto('/courses?status=retired');
    await expect
      .poll(async () => (await cardIds(page)).sort())
      .toEqual(list.courses.map((c) => String(c.id)).sort());
    expect(await page.getByTestId('courses-found').textContent()).toMatch(/retired courses? found$/);
    expect(
      await page.getByRole('switch', { name: 'Retired courses only' }).getAttribute('aria-checked'),
    ).toBe('true');

    // Off again: back to the courses still offered.
    await page.getByRole('switch', { name: 'Retired courses only' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('status')).toBe(false);
    await expect.poll(async () => (await cardIds(page)).includes(String(course.id))).toBe(false);
    expect(await cards(page).count()).toBeGreaterThan(0);
  });
});
