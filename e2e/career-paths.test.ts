/// <reference lib="dom" />
import { CAREER_PATHS_PER_PAGE, searchCareerPaths } from '@app/core/career-path';
import type { CareerPathCoursesResponse } from '@app/core/career-path-api';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { CourseListResponse } from '@app/core/catalog-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { getJson } from './support/catalog';

const DESKTOP = { width: 1280, height: 800 };
const PLACEHOLDER = 'Search career paths by title, skills, or companies...';
const TOTAL = CAREER_PATHS.length;
const LAST_PAGE = Math.ceil(TOTAL / CAREER_PATHS_PER_PAGE);

const cards = (page: Page) => page.getByTestId('career-path-card');
const countText = (page: Page) => page.getByTestId('career-paths-count');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Career paths pages' });
const previous = (page: Page) => pager(page).getByRole('button', { name: 'Previous page' });
const next = (page: Page) => pager(page).getByRole('button', { name: 'Next page' });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]').textContent();
const searchBox = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const url = (page: Page) => new URL(page.url());
const firstTitle = (page: Page) => cards(page).first().getByRole('heading', { level: 3 }).textContent();

async function open(page: Page, path = '/career-paths') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Career Paths' }).waitFor();
  await cards(page).first().or(page.getByText('No career paths found matching your search.')).waitFor();
}

/** The id of the catalogue course titled `title`, read through the catalogue's own search. */
async function catalogueId(page: Page, title: string): Promise<string> {
  let offset: number | null = 0;
  while (offset !== null) {
    const list: CourseListResponse = await getJson<CourseListResponse>(
      page,
      `/api/courses?search=${encodeURIComponent(title)}&limit=60&offset=${offset}`,
    );
    const course = list.courses.find((c) => c.title.toLowerCase() === title.toLowerCase());
    if (course) return String(course.id);
    offset = list.nextOffset;
  }
  throw new Error(`catalogue has no course titled ${title}`);
}

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('/career-paths', () => {
  const { newPage } = useBrowser();

  it('has no serious or critical axe violations', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('has no serious or critical axe violations in the dark theme', async () => {
    const page = await newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await open(page, '/career-paths?page=2');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows the first 12 paths with the count, and Previous disabled on page 1', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    expect(await countText(page).textContent()).toContain(`Showing ${TOTAL} career paths`);
    expect(await cards(page).count()).toBe(CAREER_PATHS_PER_PAGE);
    expect(await firstTitle(page)).toBe(CAREER_PATHS[0]!.title);
    expect(await searchBox(page).getAttribute('placeholder')).toBe(PLACEHOLDER);
    expect(await previous(page).isDisabled()).toBe(true);
    expect(await next(page).isEnabled()).toBe(true);
    expect(await currentPage(page)).toBe('1');
    // Page 1, the window up to 3, an ellipsis and the last page.
    const labels = await pager(page).locator('li').allTextContents();
    expect(labels).toEqual(['1', '2', '3', '…', String(LAST_PAGE)]);
  });

  it('pages to the last page, where Next is disabled, and keeps the page in the URL', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await pager(page)
      .getByRole('button', { name: `Page ${LAST_PAGE}`, exact: true })
      .click();
    await expect.poll(() => url(page).searchParams.get('page')).toBe(String(LAST_PAGE));
    await expect.poll(() => currentPage(page)).toBe(String(LAST_PAGE));
    expect(await next(page).isDisabled()).toBe(true);
    expect(await previous(page).isEnabled()).toBe(true);
    expect(await cards(page).count()).toBe(TOTAL - (LAST_PAGE - 1) * CAREER_PATHS_PER_PAGE);
    expect(await firstTitle(page)).toBe(CAREER_PATHS[(LAST_PAGE - 1) * CAREER_PATHS_PER_PAGE]!.title);

    await previous(page).click();
    await expect.poll(() => currentPage(page)).toBe(String(LAST_PAGE - 1));
    expect(await next(page).isEnabled()).toBe(true);
  });

  it('scrolls smoothly back to the top when the page changes', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await next(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next(page).click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await currentPage(page)).toBe('2');
    expect(await firstTitle(page)).toBe(CAREER_PATHS[CAREER_PATHS_PER_PAGE]!.title);
  });

  it('searches title, description, skills and companies, starting again at page 1', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/career-paths?page=3');
    expect(await currentPage(page)).toBe('3');

    await searchFor(page, 'Kubernetes');
    const expected = searchCareerPaths(CAREER_PATHS, 'Kubernetes');
    await expect
      .poll(() => countText(page).textContent())
      .toContain(`Showing ${expected.length} career paths`);
    expect(url(page).searchParams.get('q')).toBe('Kubernetes');
    expect(url(page).searchParams.has('page')).toBe(false);
    expect(await firstTitle(page)).toBe(expected[0]!.title);

    // By company, in any case.
    await searchFor(page, 'sNoWfLaKe');
    const byCompany = searchCareerPaths(CAREER_PATHS, 'snowflake');
    await expect
      .poll(() => countText(page).textContent())
      .toContain(`Showing ${byCompany.length} career path${byCompany.length === 1 ? '' : 's'}`);
    // One page of results: no pager.
    expect(byCompany.length).toBeLessThanOrEqual(CAREER_PATHS_PER_PAGE);
    expect(await pager(page).count()).toBe(0);
  });

  it('shows the empty state with Clear Search, which brings every path back', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await searchFor(page, 'underwater basket weaving');
    await page.getByText('No career paths found matching your search.', { exact: true }).waitFor();
    expect(await countText(page).textContent()).toContain('Showing 0 career paths');
    expect(await cards(page).count()).toBe(0);
    expect(await pager(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect.poll(() => countText(page).textContent()).toContain(`Showing ${TOTAL} career paths`);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(url(page).search).toBe('');
  });

  it('keeps the search and page through a reload, and Back returns to the previous state', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await searchFor(page, 'engineer');
    const engineers = searchCareerPaths(CAREER_PATHS, 'engineer');
    expect(engineers.length).toBeGreaterThan(2 * CAREER_PATHS_PER_PAGE);
    await expect
      .poll(() => countText(page).textContent())
      .toContain(`Showing ${engineers.length} career paths`);
    await next(page).click();
    await expect.poll(() => url(page).searchParams.get('page')).toBe('2');

    await page.reload();
    await cards(page).first().waitFor();
    expect(await searchBox(page).inputValue()).toBe('engineer');
    expect(await currentPage(page)).toBe('2');
    expect(await firstTitle(page)).toBe(engineers[CAREER_PATHS_PER_PAGE]!.title);

    await page.goBack();
    await expect.poll(() => currentPage(page)).toBe('1');
    expect(url(page).searchParams.get('q')).toBe('engineer');
    expect(await firstTitle(page)).toBe(engineers[0]!.title);

    await page.goBack();
    await expect.poll(() => countText(page).textContent()).toContain(`Showing ${TOTAL} career paths`);
    expect(await searchBox(page).inputValue()).toBe('');

    await page.goForward();
    await expect.poll(() => searchBox(page).inputValue()).toBe('engineer');
  });

  it('corrects a page number past the end', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/career-paths?page=999');
    await expect.poll(() => url(page).searchParams.get('page')).toBe(String(LAST_PAGE));
    expect(await currentPage(page)).toBe(String(LAST_PAGE));
  });

  it('links related courses to their course pages and offers courses and sign-up', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    const first = CAREER_PATHS[0]!;
    const courseLink = cards(page).first().getByRole('link', { name: first.courses[0]!, exact: true });
    const id = await catalogueId(page, first.courses[0]!);
    await expect.poll(() => courseLink.getAttribute('href')).toBe(`/courses/${encodeURIComponent(id)}`);
    const cta = page.getByRole('region', { name: 'Ready to start your journey?' });
    expect(await cta.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
    expect(await cta.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/auth');
  });
});

describe('/career-paths/:id', () => {
  const { newPage } = useBrowser();

  it('opens a path from its card and shows its details', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    const path = CAREER_PATHS[0]!;
    await cards(page).first().getByRole('link', { name: path.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: path.title }).waitFor();
    expect(url(page).pathname).toBe(`/career-paths/${path.id}`);
    for (const course of path.courses) {
      const id = await catalogueId(page, course);
      await expect
        .poll(() => page.getByRole('link', { name: course, exact: true }).getAttribute('href'))
        .toBe(`/courses/${encodeURIComponent(id)}`);
    }
    await expectNoSeriousA11yViolations(page);
  });

  it('opens a related course on its own page', async () => {
    const page = await newPage({ viewport: DESKTOP });
    const title = 'IBM Data Science Professional Certificate';
    await page.goto('/career-paths/data-scientist');
    await page.getByRole('heading', { level: 1, name: 'Data Scientist' }).waitFor();
    const id = await catalogueId(page, title);
    const link = page.getByRole('link', { name: title, exact: true });
    await expect.poll(() => link.getAttribute('href')).toBe(`/courses/${encodeURIComponent(id)}`);

    await link.click();
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(url(page).pathname).toBe(`/courses/${encodeURIComponent(id)}`);
    expect(url(page).search).toBe('');
  });

  it('links a related course the catalogue lacks to the catalogue search', async () => {
    const page = await newPage({ viewport: DESKTOP });
    const path = CAREER_PATHS.find((p) => p.id === 'data-scientist')!;
    const [lacking, kept] = path.courses as [string, string];
    // The server's answer as it is when the catalogue has no course of the first name.
    await page.route('**/api/career-paths/courses?*', async (route) => {
      const answer = (await (await route.fetch()).json()) as CareerPathCoursesResponse;
      for (const p of answer.paths) {
        for (const course of p.courses) if (course.title === lacking) course.courseId = null;
      }
      await route.fulfill({ json: answer });
    });
    await page.goto(`/career-paths/${path.id}`);
    await page.getByRole('heading', { level: 1, name: path.title }).waitFor();
    const keptId = await catalogueId(page, kept);
    await expect
      .poll(() => page.getByRole('link', { name: kept, exact: true }).getAttribute('href'))
      .toBe(`/courses/${encodeURIComponent(keptId)}`);
    expect(await page.getByRole('link', { name: lacking, exact: true }).getAttribute('href')).toBe(
      `/courses?search=${encodeURIComponent(lacking)}`,
    );
  });

  it.each(['cloud-architect', 'data-scientist', 'cto', 'prompt-engineer'])(
    'serves /career-paths/%s',
    async (id) => {
      const page = await newPage({ viewport: DESKTOP });
      await page.goto(`/career-paths/${id}`);
      const path = CAREER_PATHS.find((p) => p.id === id)!;
      await page.getByRole('heading', { level: 1, name: path.title }).waitFor();
      expect(await page.title()).toContain(path.title);
    },
  );

  it('shows a not-found message for an unknown id', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/career-paths/astronaut-whisperer');
    await page.getByRole('heading', { level: 1, name: 'Career path not found' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Browse all career paths' }).click();
    await page.getByRole('heading', { level: 1, name: 'Career Paths' }).waitFor();
  });
});
