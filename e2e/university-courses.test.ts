/// <reference lib="dom" />
import { countOf } from '@app/core/format-count';
import type { UniversityCourseListResponse } from '@app/core/university-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, PHONE, signUp } from './support/catalog';
import { E2E_UNIVERSITIES_ADMIN_EMAIL } from './support/e2e-env';

const SEARCH_PLACEHOLDER = 'Search courses, universities, or subjects...';
const LIST = /\/api\/university-courses\?/;

const searchBox = (page: Page) => page.getByPlaceholder(SEARCH_PLACEHOLDER);
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const cards = (page: Page) => page.locator('article[data-university-course-id]');
const foundText = (page: Page) => page.getByTestId('university-found').textContent();
const currentUrl = (page: Page) => new URL(page.url());
const clearButton = (page: Page) => page.getByRole('button', { name: 'Clear filters' });
const sortSelect = (page: Page) => select(page, 'Sort by');
/** The live region announcing the count and the corrected search. */
const resultsStatus = (page: Page) => page.getByTestId('results-status');
const firstCardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-university-course-id')));
const firstIds = (body: UniversityCourseListResponse) => body.courses.slice(0, 3).map((c) => c.id);

/** What the API answers for a query, to compare the page against. */
function list(page: Page, query: Record<string, string> = {}) {
  return getJson<UniversityCourseListResponse>(page, `/api/university-courses?${new URLSearchParams(query)}`);
}

async function open(page: Page, path = '/university-courses') {
  await signUp(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'University Courses' }).waitFor();
}

async function expectFound(page: Page, total: number) {
  await expect.poll(() => foundText(page)).toBe(`${countOf(total, 'course')} found`);
}

describe('/university-courses', () => {
  const { newPage } = useBrowser();

  it('shows the count, the three selects and the first courses in title order', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    const all = await list(page);
    await cards(page).first().waitFor();
    expect(all.catalogueTotal).toBeGreaterThanOrEqual(250);
    expect(await page.getByTestId('university-count').textContent()).toBe(
      `Explore ${all.catalogueTotal.toLocaleString('en-US')} courses from universities around the world`,
    );
    await expectFound(page, all.total);
    expect(
      await page.getByRole('heading', { level: 2, name: `${all.total} courses found` }).isVisible(),
    ).toBe(true);
    const shown = await cards(page).evaluateAll((els) =>
      els.slice(0, 3).map((e) => e.getAttribute('data-university-course-id')),
    );
    expect(shown).toEqual(all.courses.slice(0, 3).map((c) => c.id));
    for (const [label, first, facet] of [
      ['Country', 'All Countries', all.facets.countries],
      ['Category', 'All Categories', all.facets.categories],
      ['Level', 'All Levels', all.facets.levels],
    ] as const) {
      const options = await select(page, label).locator('option').allTextContents();
      expect(options).toEqual([first, ...facet.map((f) => f.value)]);
    }
    expect(await clearButton(page).count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('searches after a pause in typing and keeps the search in the URL', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await cards(page).first().waitFor();
    const expected = await list(page, { search: 'python' });
    await searchBox(page).fill('python');
    await expectFound(page, expected.total);
    expect(currentUrl(page).searchParams.get('search')).toBe('python');
    await expect
      .poll(() => cards(page).first().getAttribute('data-university-course-id'))
      .toBe(expected.courses[0]!.id);
    expect(await clearButton(page).isVisible()).toBe(true);
  });

  it('prefills the search box from ?search=', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/university-courses?search=helsinki');
    const expected = await list(page, { search: 'helsinki' });
    expect(await searchBox(page).inputValue()).toBe('helsinki');
    await expectFound(page, expected.total);
    const universities = await page.locator('article [data-course-university]').allTextContents();
    expect(new Set(universities)).toEqual(new Set(['University of Helsinki']));
  });

  it('filters by each select and together, and Clear filters resets all and empties the query string', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await cards(page).first().waitFor();
    const all = await list(page);

    await select(page, 'Country').selectOption('Finland');
    await expectFound(page, (await list(page, { country: 'Finland' })).total);
    expect(currentUrl(page).searchParams.get('country')).toBe('Finland');
    expect(new Set(await page.locator('article [data-course-country]').allTextContents())).toEqual(
      new Set([', Finland']),
    );

    await select(page, 'Country').selectOption('all');
    await select(page, 'Category').selectOption('Mathematics');
    await expectFound(page, (await list(page, { category: 'Mathematics' })).total);
    expect(new Set(await page.locator('article [data-course-category]').allTextContents())).toEqual(
      new Set(['Mathematics']),
    );

    await select(page, 'Category').selectOption('all');
    await select(page, 'Level').selectOption('Advanced');
    await expectFound(page, (await list(page, { level: 'Advanced' })).total);

    const combined = {
      search: 'learning',
      country: 'United States',
      category: 'Artificial Intelligence',
      level: 'Advanced',
    };
    await select(page, 'Country').selectOption(combined.country);
    await select(page, 'Category').selectOption(combined.category);
    await searchBox(page).fill(combined.search);
    await expect.poll(() => Object.fromEntries(currentUrl(page).searchParams)).toEqual(combined);
    await expectFound(page, (await list(page, combined)).total);

    await clearButton(page).click();
    await expect.poll(() => page.url()).toBe(`${baseURL()}/university-courses`);
    await expectFound(page, all.total);
    expect(await searchBox(page).inputValue()).toBe('');
    for (const label of ['Country', 'Category', 'Level'])
      expect(await select(page, label).inputValue()).toBe('all');
    expect(await clearButton(page).count()).toBe(0);
  });

  it('orders a search by Best match or Title A-Z from Sort by, kept in the URL, and Back restores the order', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await cards(page).first().waitFor();
    // Without a search the order is by title and Best match does not apply.
    expect(await sortSelect(page).locator('option').allTextContents()).toEqual(['Best match', 'Title A-Z']);
    expect(await sortSelect(page).inputValue()).toBe('title');
    expect(await sortSelect(page).locator('option[value="relevance"]').isDisabled()).toBe(true);

    const best = await list(page, { search: 'python' });
    const byTitle = await list(page, { search: 'python', sort: 'title' });
    expect(byTitle.total).toBe(best.total);
    expect(
      byTitle.courses.map((c) => c.id),
      'the two orders differ for this search',
    ).not.toEqual(best.courses.map((c) => c.id));

    await searchBox(page).fill('python');
    await expectFound(page, best.total);
    await expect.poll(() => sortSelect(page).inputValue()).toBe('relevance');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(best));
    expect(currentUrl(page).searchParams.has('sort')).toBe(false);
    // The count is announced.
    expect(await resultsStatus(page).getAttribute('role')).toBe('status');
    expect(await resultsStatus(page).getAttribute('aria-live')).toBe('polite');
    expect(await resultsStatus(page).textContent()).toBe(`${best.total} courses found`);

    const asked = page.waitForRequest(
      (req) => LIST.test(req.url()) && new URL(req.url()).searchParams.get('sort') === 'title',
    );
    await sortSelect(page).selectOption({ label: 'Title A-Z' });
    await asked;
    await expect.poll(() => currentUrl(page).searchParams.get('sort')).toBe('title');
    expect(currentUrl(page).searchParams.get('search')).toBe('python');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(byTitle));

    await page.goBack();
    await expect.poll(() => currentUrl(page).searchParams.has('sort')).toBe(false);
    await expect.poll(() => sortSelect(page).inputValue()).toBe('relevance');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(best));

    await page.goForward();
    await expect.poll(() => sortSelect(page).inputValue()).toBe('title');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(byTitle));

    // A sort is not a filter: Clear filters empties the search and keeps the order.
    await clearButton(page).click();
    await expect.poll(() => page.url()).toBe(`${baseURL()}/university-courses?sort=title`);
    // The button goes with the next render after the URL changes.
    await expect.poll(() => clearButton(page).count()).toBe(0);
  });

  it("says 'Showing results for' a corrected word, announces it, and searches as typed from the link", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await cards(page).first().waitFor();
    const corrected = await list(page, { search: 'kubernets' });
    expect(corrected.correctedSearch, 'the server corrects kubernets').toBe('kubernetes');
    const typed = await list(page, { search: 'kubernets', asTyped: '1' });
    expect(typed.correctedSearch ?? null).toBeNull();

    await searchBox(page).fill('kubernets');
    const notice = page.getByTestId('corrected-search');
    await notice.waitFor();
    expect(await notice.locator('p').first().textContent()).toBe('Showing results for kubernetes');
    expect(await notice.locator('strong').textContent()).toBe('kubernetes');
    await expectFound(page, corrected.total);
    const announced = await resultsStatus(page).textContent();
    expect(announced).toContain(`${countOf(corrected.total, 'course')} found`);
    expect(announced).toContain('Showing results for kubernetes');

    const asked = page.waitForRequest(
      (req) => LIST.test(req.url()) && new URL(req.url()).searchParams.get('asTyped') === '1',
    );
    await page.getByRole('link', { name: 'Search instead for kubernets', exact: true }).click();
    await asked;
    await expect
      .poll(() => Object.fromEntries(currentUrl(page).searchParams))
      .toEqual({ search: 'kubernets', asTyped: '1' });
    await expectFound(page, typed.total);
    await notice.waitFor({ state: 'detached' });
    expect(await searchBox(page).inputValue()).toBe('kubernets');

    // A new search is corrected again.
    await searchBox(page).fill('kubernetes');
    await expect.poll(() => currentUrl(page).searchParams.get('search')).toBe('kubernetes');
    expect(currentUrl(page).searchParams.has('asTyped')).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  it('fits the filters and Sort by in a 360 px screen, one under another, once Filters is pressed', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await open(page, '/university-courses?search=python');
    await cards(page).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // On a phone the dropdowns open from the Filters button.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sortBox = await sortSelect(page).boundingBox();
    const levelBox = await select(page, 'Level').boundingBox();
    expect(sortBox!.y).toBeGreaterThan(levelBox!.y);
    expect(sortBox!.x).toBe(levelBox!.x);
    expect(sortBox!.x + sortBox!.width).toBeLessThanOrEqual(360);
  });

  it('shows the empty state when nothing matches', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/university-courses?search=qqzzxxnothing');
    await page.getByText('No courses found', { exact: true }).waitFor();
    expect(
      await page.getByText('Try adjusting your search criteria or filters', { exact: true }).isVisible(),
    ).toBe(true);
    await expectFound(page, 0);
    expect(await cards(page).count()).toBe(0);
    await clearButton(page).click();
    await cards(page).first().waitFor();
  });

  it('shows the error card with the spec text, or the server’s message, and recovers on Try again', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await page.route(LIST, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.goto('/university-courses');
    const card = page.getByTestId('university-error');
    await card.waitFor();
    expect(await card.getByRole('heading', { name: 'Error', exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Failed to fetch university courses', { exact: true }).isVisible()).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);

    await page.unroute(LIST);
    await page.route(LIST, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"service_unavailable","message":"The course database is being updated."}}',
      }),
    );
    await card.getByRole('button', { name: 'Try again' }).click();
    await card.getByText('The course database is being updated.', { exact: true }).waitFor();

    await page.unroute(LIST);
    await card.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
  });

  it('cards show every field they have, the first two subjects plus +N, and open the course in a new tab', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    // The shipped courses state no rating or learner count: give the first one both, and more
    // subjects, as a fetched course may have them.
    await page.route(LIST, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as UniversityCourseListResponse;
      const first = body.courses[0];
      if (first && new URL(route.request().url()).searchParams.get('offset') === '0') {
        Object.assign(first, {
          rating: 4.8,
          students: 123456,
          duration: '6 weeks',
          subjects: ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'],
        });
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto('/university-courses');
    const first = (await list(page)).courses[0]!;
    const card = page.locator(`article[data-university-course-id="${first.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(first.title);
    expect(await card.locator('[data-course-university]').textContent()).toBe(first.university);
    expect(await card.locator('[data-course-country]').textContent()).toBe(`, ${first.country}`);
    expect(await card.locator('[data-course-category]').textContent()).toBe(first.category);
    expect(await card.locator('[data-course-level]').textContent()).toBe(`Level: ${first.level}`);
    expect(await card.locator('[data-course-provider]').textContent()).toBe(first.provider);
    expect(await card.locator('[data-course-rating]').textContent()).toBe('Rating: 4.8');
    expect(await card.locator('[data-course-students]').textContent()).toBe('123,456 students');
    expect(await card.getByText('6 weeks').isVisible()).toBe(true);
    expect(await card.getByText(first.description).isVisible()).toBe(true);
    expect(
      await card.getByRole('list', { name: 'Subjects' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Alpha', 'Beta', '+3and 3 more']);
    expect(await card.locator('img, [data-default-image]').count()).toBe(1);
    const link = card.getByRole('link', { name: /View Course/ });
    expect(await link.getAttribute('href')).toBe(first.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    // A shipped course states neither: the card leaves both out.
    const second = cards(page).nth(1);
    expect(await second.locator('[data-course-rating]').count()).toBe(0);
    expect(await second.locator('[data-course-students]').count()).toBe(0);
  });

  it('is a virtualised grid of 320 px cards in 400 px rows, at most 600 high, loading pages as it scrolls', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const offsets: number[] = [];
    page.on('request', (req) => {
      if (LIST.test(req.url())) offsets.push(Number(new URL(req.url()).searchParams.get('offset')));
    });
    await open(page);
    const all = await list(page);
    await cards(page).first().waitFor();
    const grid = page.getByTestId('university-grid');
    expect(await grid.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
    const boxes = await cards(page).evaluateAll((els) =>
      els.slice(0, 4).map((e) => {
        const r = e.getBoundingClientRect();
        return { top: r.top, left: r.left, width: r.width, height: r.height };
      }),
    );
    expect(boxes[0]!.width).toBe(320);
    expect(boxes[0]!.height).toBe(376);
    expect(boxes[1]!.left - boxes[0]!.left).toBe(344);
    expect(boxes[3]!.top - boxes[0]!.top).toBe(400);
    // Only the rows in view and the overscan are in the DOM.
    expect(await cards(page).count()).toBeLessThan(all.total);

    for (let i = 0; i < 20 && !offsets.some((o) => o > 0); i++) {
      await grid.evaluate((el) => el.scrollBy(0, 1600));
      await page.waitForTimeout(100);
    }
    expect(offsets.some((o) => o >= 24)).toBe(true);
  });

  it('fits one card a row on a phone', async () => {
    const page = await newPage({ viewport: PHONE });
    await open(page);
    await cards(page).first().waitFor();
    const lefts = await cards(page).evaluateAll((els) =>
      els.slice(0, 2).map((e) => e.getBoundingClientRect().left),
    );
    expect(lefts[0]).toBe(lefts[1]);
  });

  it('with no active course asks the server to fetch them, then reads again a second later', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const empty = await list(page, { search: 'qqzzxxnothing' });
    const reads: number[] = [];
    let triggeredAt = 0;
    await page.route(LIST, async (route) => {
      reads.push(Date.now());
      await route.fulfill({ json: { ...empty, catalogueTotal: 0, fetching: false } });
    });
    await page.route('**/api/university-courses/fetch', async (route) => {
      triggeredAt = Date.now();
      await route.fulfill({ status: 202, json: { status: 'started' } });
    });
    await page.goto('/university-courses');
    await expect.poll(() => reads.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(triggeredAt).toBeGreaterThan(0);
    expect(reads[1]! - triggeredAt).toBeGreaterThanOrEqual(950);
    await page.getByText('No courses found', { exact: true }).waitFor();
  });

  it('has no serious or critical axe violations: loaded, empty, and in the dark theme', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page);
    await cards(page).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await searchBox(page).fill('qqzzxxnothing');
    await page.getByText('No courses found', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const dark = await newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await open(dark);
    await cards(dark).first().waitFor();
    await expectNoSeriousA11yViolations(dark);
  });
});

describe('/admin: the university courses card', () => {
  const { newContext } = useBrowser();

  it('shows the active courses per source and the fetch button, and passes axe', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(
      context,
      newAccount({ email: E2E_UNIVERSITIES_ADMIN_EMAIL, name: 'University Admin' }),
    );
    const page = await context.newPage();
    await page.goto('/admin');
    const card = page.locator('[data-university-sync-card]');
    await card.getByRole('heading', { level: 2, name: 'University Courses' }).waitFor();
    const total = (await list(page)).catalogueTotal;
    const counts = card.getByRole('list', { name: 'Active courses by source' });
    await counts.waitFor();
    expect(await counts.getByRole('listitem').first().textContent()).toBe(`Built-in${total}`);
    expect(await card.getByRole('button', { name: 'Fetch University Courses' }).isEnabled()).toBe(true);
    expect(await card.getByTestId('university-sync-state').textContent()).toBe(
      `Not fetched yet: ${total} built-in courses are shown.`,
    );
    await expectNoSeriousA11yViolations(page);
  });
});
