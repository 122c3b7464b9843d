/// <reference lib="dom" />
import type { CourseDetailResponse, CourseFacetsResponse, CourseListResponse } from '@app/core/catalog-api';
import { countOf } from '@app/core/format-count';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, holdRequests, PHONE, signUp } from './support/catalog';

const SEARCH_PLACEHOLDER = 'Search courses, skills, or specific topics...';
const COURSE_LIST = /\/api\/courses\?/;

const searchBox = (page: Page) => page.getByPlaceholder(SEARCH_PLACEHOLDER);
const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const cards = (page: Page) => page.locator('article[data-course-id]');
const foundText = (page: Page) => page.getByTestId('courses-found').textContent();
const currentUrl = (page: Page) => new URL(page.url());
const sortSelect = (page: Page) => select(page, 'Sort by');
/** The live region announcing the count and the corrected search. */
const resultsStatus = (page: Page) => page.getByTestId('results-status');
const firstCardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('data-course-id')));
const firstIds = (body: CourseListResponse) => body.courses.slice(0, 3).map((c) => String(c.id));

/** What the API answers for a query, to compare the page against. */
function list(page: Page, query: Record<string, string> = {}) {
  return getJson<CourseListResponse>(page, `/api/courses?${new URLSearchParams(query)}`);
}

async function openCourses(page: Page, path = '/courses') {
  await signUp(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Tech Companies Courses' }).waitFor();
}

async function expectFound(page: Page, total: number) {
  await expect.poll(() => foundText(page)).toBe(`${countOf(total, 'course')} found`);
}

describe('/courses', () => {
  const { newPage, newPrerenderedPage } = useBrowser();

  it('shows the loading banner while the first page loads, then the results', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    // The first page and the live sources' readiness both still loading: the live courses are.
    const hold = await holdRequests(page, COURSE_LIST);
    const holdLive = await holdRequests(page, '**/api/catalog/sources');
    await page.goto('/courses');
    const banner = page.getByTestId('loading-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(
      'Loading live courses from Microsoft, Salesforce, and edX APIs...',
    );
    expect(await page.getByTestId('courses-loading').isVisible()).toBe(true);
    hold.release();
    holdLive.release();

    await cards(page).first().waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(
      await page
        .getByText(`${all.catalogueTotal}+ industry certifications and professional courses`)
        .isVisible(),
    ).toBe(true);
    await expectFound(page, all.total);
    expect(await searchBox(page).inputValue()).toBe('');
    // The first cards are the API's first courses, in title order.
    const shownIds = await cards(page).evaluateAll((els) =>
      els.slice(0, 3).map((e) => e.getAttribute('data-course-id')),
    );
    expect(shownIds).toEqual(all.courses.slice(0, 3).map((c) => String(c.id)));
    for (const [label, first] of [
      ['Category', 'All Categories'],
      ['Provider', 'All Providers'],
      ['Level', 'All Levels'],
      ['Price', 'All Prices'],
    ] as const) {
      expect(await select(page, label).locator('option').first().textContent()).toBe(first);
    }
    const { facets } = await getJson<CourseFacetsResponse>(page, '/api/courses/facets');
    await expect
      .poll(() => select(page, 'Category').locator('option').count())
      .toBe(facets.categories.length + 1);
    expect(await select(page, 'Level').locator('option').allTextContents()).toEqual([
      'All Levels',
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
    expect(await select(page, 'Price').locator('option').allTextContents()).toEqual([
      'All Prices',
      'Free',
      'Paid',
    ]);
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
  });

  it('never downloads the whole catalogue: the first render reads under 100 KB of course data', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const bodies: Promise<number>[] = [];
    const urls: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/api/courses')) {
        urls.push(res.url());
        bodies.push(res.body().then((b) => b.length));
      }
    });
    await page.goto('/courses');
    await cards(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
    // One page of courses and the dropdowns' options.
    const [facetsUrl, pageUrl, ...others] = urls.sort((a, b) => a.length - b.length);
    expect(others).toEqual([]);
    expect(new URL(facetsUrl!).pathname).toBe('/api/courses/facets');
    expect(Number(new URL(pageUrl!).searchParams.get('limit'))).toBeLessThanOrEqual(60);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(100 * 1024);
    const all = await list(page);
    expect(await cards(page).count()).toBeLessThan(all.total);
  });

  it('searches from the box after a pause in typing and keeps the search in the URL', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    await cards(page).first().waitFor();
    const expected = await list(page, { search: 'kubernetes' });
    await searchBox(page).fill('kubernetes');
    await expectFound(page, expected.total);
    expect(currentUrl(page).searchParams.get('search')).toBe('kubernetes');
    await expect
      .poll(() => cards(page).first().getAttribute('data-course-id'))
      .toBe(String(expected.courses[0]!.id));
    expect(await page.getByRole('button', { name: 'Clear filters' }).isVisible()).toBe(true);
  });

  it("keeps what was typed into the prerendered search box before the page's code ran, and its focus", async () => {
    const page = await newPrerenderedPage({ viewport: PHONE });
    await signUp(page);
    const expected = await list(page, { search: 'kubernetes' });
    // The first screen is prerendered HTML; the app's entry script is held back, as on a slow phone.
    const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/courses', { waitUntil: 'domcontentloaded' });
    await page.locator('[data-prerendered]').waitFor();
    await searchBox(page).click();
    await page.keyboard.type('kubernetes');
    entry.release();
    await page.locator('html[data-app-ready]').waitFor();
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    expect(await searchBox(page).inputValue()).toBe('kubernetes');
    expect(await searchBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
    await expectFound(page, expected.total);
    expect(currentUrl(page).searchParams.get('search')).toBe('kubernetes');
    // Typing goes on where it stopped.
    await page.keyboard.type(' engine');
    expect(await searchBox(page).inputValue()).toBe('kubernetes engine');
  });

  it('prefills the search box from ?search=', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page, '/courses?search=azure');
    const expected = await list(page, { search: 'azure' });
    expect(await searchBox(page).inputValue()).toBe('azure');
    await expectFound(page, expected.total);
  });

  it('?provider= sets the provider filter and empties the search text', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page, '/courses?search=security&provider=AWS');
    const expected = await list(page, { provider: 'AWS' });
    await expectFound(page, expected.total);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await select(page, 'Provider').inputValue()).toBe('AWS');
    await expect.poll(() => currentUrl(page).searchParams.has('search')).toBe(false);
    expect(currentUrl(page).searchParams.get('provider')).toBe('AWS');
    const providers = await page.locator('article[data-course-id] [data-course-provider]').allTextContents();
    expect(new Set(providers)).toEqual(new Set(['AWS']));
  });

  it('filters with each dropdown, together, and Clear filters resets all and empties the query string', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    await cards(page).first().waitFor();

    await select(page, 'Category').selectOption('Cybersecurity');
    await expectFound(page, (await list(page, { category: 'Cybersecurity' })).total);
    expect(currentUrl(page).searchParams.get('category')).toBe('Cybersecurity');

    await select(page, 'Category').selectOption('all');
    await select(page, 'Provider').selectOption('Google Cloud');
    await expectFound(page, (await list(page, { provider: 'Google Cloud' })).total);

    await select(page, 'Provider').selectOption('all');
    await select(page, 'Level').selectOption('Advanced');
    await expectFound(page, (await list(page, { level: 'Advanced' })).total);

    await select(page, 'Level').selectOption('all');
    await select(page, 'Price').selectOption('Free');
    const free = await list(page, { price: 'Free' });
    await expectFound(page, free.total);
    await select(page, 'Price').selectOption('Paid');
    const paid = await list(page, { price: 'Paid' });
    await expectFound(page, paid.total);
    expect(free.total + paid.total).toBe(free.catalogueTotal);

    // All four and a search at once.
    const combined = {
      search: 'cloud',
      category: 'Cloud Computing',
      provider: 'AWS',
      level: 'Beginner',
      price: 'Free',
    };
    await select(page, 'Category').selectOption(combined.category);
    await select(page, 'Provider').selectOption(combined.provider);
    await select(page, 'Level').selectOption(combined.level);
    await select(page, 'Price').selectOption(combined.price);
    await searchBox(page).fill(combined.search);
    await expect.poll(() => Object.fromEntries(currentUrl(page).searchParams)).toEqual(combined);
    await expectFound(page, (await list(page, combined)).total);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).toBe(`${baseURL()}/courses`);
    await expectFound(page, free.catalogueTotal);
    expect(await searchBox(page).inputValue()).toBe('');
    for (const label of ['Category', 'Provider', 'Level', 'Price']) {
      expect(await select(page, label).inputValue()).toBe('all');
    }
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
  });

  it('orders a search by Best match or Title A-Z from Sort by, kept in the URL, and Back restores the order', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    await cards(page).first().waitFor();
    // Without a search the order is by title and Best match does not apply.
    expect(await sortSelect(page).locator('option').allTextContents()).toEqual(['Best match', 'Title A-Z']);
    expect(await sortSelect(page).inputValue()).toBe('title');
    expect(await sortSelect(page).locator('option[value="relevance"]').isDisabled()).toBe(true);

    const best = await list(page, { search: 'kubernetes' });
    const byTitle = await list(page, { search: 'kubernetes', sort: 'title' });
    expect(byTitle.total).toBe(best.total);
    expect(
      byTitle.courses.map((c) => c.id),
      'the two orders differ for this search',
    ).not.toEqual(best.courses.map((c) => c.id));

    await searchBox(page).fill('kubernetes');
    await expectFound(page, best.total);
    expect(await sortSelect(page).inputValue()).toBe('relevance');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(best));
    expect(currentUrl(page).searchParams.has('sort')).toBe(false);
    // The count is announced.
    expect(await resultsStatus(page).getAttribute('role')).toBe('status');
    expect(await resultsStatus(page).getAttribute('aria-live')).toBe('polite');
    expect(await resultsStatus(page).textContent()).toBe(`${best.total} courses found`);

    const asked = page.waitForRequest(
      (req) => COURSE_LIST.test(req.url()) && new URL(req.url()).searchParams.get('sort') === 'title',
    );
    await sortSelect(page).selectOption({ label: 'Title A-Z' });
    await asked;
    await expect.poll(() => currentUrl(page).searchParams.get('sort')).toBe('title');
    expect(currentUrl(page).searchParams.get('search')).toBe('kubernetes');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(byTitle));
    // A sort is not a filter: the filters' state is unchanged.
    for (const label of ['Category', 'Provider', 'Level', 'Price']) {
      expect(await select(page, label).inputValue()).toBe('all');
    }

    await page.goBack();
    await expect.poll(() => currentUrl(page).searchParams.has('sort')).toBe(false);
    expect(currentUrl(page).searchParams.get('search')).toBe('kubernetes');
    await expect.poll(() => sortSelect(page).inputValue()).toBe('relevance');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(best));

    await page.goForward();
    await expect.poll(() => sortSelect(page).inputValue()).toBe('title');
    await expect.poll(() => firstCardIds(page)).toEqual(firstIds(byTitle));

    // Clear filters empties the search and keeps the chosen order.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).toBe(`${baseURL()}/courses?sort=title`);
    expect(await sortSelect(page).inputValue()).toBe('title');
  });

  it('reaches Sort by from the keyboard and changes the order with the arrow keys', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page, '/courses?search=kubernetes');
    await cards(page).first().waitFor();
    await select(page, 'Price').focus();
    await page.keyboard.press('Tab');
    expect(await sortSelect(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentUrl(page).searchParams.get('sort')).toBe('title');
    await expect.poll(() => sortSelect(page).inputValue()).toBe('title');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => currentUrl(page).searchParams.has('sort')).toBe(false);
    expect(await sortSelect(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('fits the filters and Sort by in a 360 px screen, one under another, once Filters is pressed', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await openCourses(page, '/courses?search=kubernetes');
    await cards(page).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // On a phone the dropdowns open from the Filters button.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sortBox = await sortSelect(page).boundingBox();
    const priceBox = await select(page, 'Price').boundingBox();
    expect(sortBox!.y).toBeGreaterThan(priceBox!.y);
    expect(sortBox!.x).toBe(priceBox!.x);
    expect(sortBox!.x + sortBox!.width).toBeLessThanOrEqual(360);
  });

  it.each([1024, 1280, 1535])(
    'lays the filter bar out in two rows that end at one edge, %s px wide',
    async (width) => {
      const page = await newPage({ viewport: { width, height: 800 } });
      await openCourses(page);
      const right = async (label: string) => {
        const box = (await select(page, label).boundingBox())!;
        return Math.round(box.x + box.width);
      };
      expect(await right('Price')).toBe(await right('Sort by'));
      // With a filter set, 'Clear filters' joins the first row, which still ends where the second does.
      await select(page, 'Level').selectOption('Beginner');
      const clear = page.getByRole('button', { name: 'Clear filters' });
      await clear.waitFor();
      const clearBox = (await clear.boundingBox())!;
      expect(Math.round(clearBox.x + clearBox.width)).toBe(await right('Price'));
      expect(clearBox.y).toBeLessThan((await select(page, 'Price').boundingBox())!.y);
    },
  );

  it("says 'Showing results for' a corrected word, announces it, and searches as typed from the link", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
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
    // Count and notice are announced together.
    expect(await resultsStatus(page).getAttribute('role')).toBe('status');
    const announced = await resultsStatus(page).textContent();
    expect(announced).toContain(`${countOf(corrected.total, 'course')} found`);
    expect(announced).toContain('Showing results for kubernetes');
    // Above the results.
    const noticeBox = await notice.boundingBox();
    const cardBox = await cards(page).first().boundingBox();
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(cardBox!.y);

    const link = page.getByRole('link', { name: 'Search instead for kubernets', exact: true });
    const asked = page.waitForRequest(
      (req) => COURSE_LIST.test(req.url()) && new URL(req.url()).searchParams.get('asTyped') === '1',
    );
    await link.click();
    await asked;
    await expect
      .poll(() => Object.fromEntries(currentUrl(page).searchParams))
      .toEqual({ search: 'kubernets', asTyped: '1' });
    await expectFound(page, typed.total);
    await notice.waitFor({ state: 'detached' });
    expect(await searchBox(page).inputValue()).toBe('kubernets');

    // Back returns to the corrected results.
    await page.goBack();
    await notice.waitFor();
    expect(currentUrl(page).searchParams.has('asTyped')).toBe(false);

    // A new search is corrected again.
    await page.goForward();
    await expect.poll(() => currentUrl(page).searchParams.get('asTyped')).toBe('1');
    const twoWords = await list(page, { search: 'kubernets administrator' });
    expect(twoWords.correctedSearch).toBe('kubernetes administrator');
    await searchBox(page).fill('kubernets administrator');
    await expect.poll(() => currentUrl(page).searchParams.get('search')).toBe('kubernets administrator');
    expect(currentUrl(page).searchParams.has('asTyped')).toBe(false);
    await expect.poll(() => notice.locator('strong').textContent()).toBe('kubernetes administrator');
    expect(
      await page
        .getByRole('link', { name: 'Search instead for kubernets administrator', exact: true })
        .isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('shows the empty state and Clear all filters brings every course back', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page, '/courses?search=qqzzxxnothing&level=Advanced');
    await page.getByText('No courses found', { exact: true }).waitFor();
    expect(
      await page.getByText('Try adjusting your search criteria or filters', { exact: true }).isVisible(),
    ).toBe(true);
    await expectFound(page, 0);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    const all = await list(page);
    await expectFound(page, all.total);
    expect(page.url()).toBe(`${baseURL()}/courses`);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await select(page, 'Level').inputValue()).toBe('all');
  });

  it('shows an error state when the catalogue cannot be loaded', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await page.route(COURSE_LIST, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"x","message":"Down"}}',
      }),
    );
    await page.goto('/courses');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load courses.' });
    await alert.waitFor();
    await page.unroute(COURSE_LIST);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
  });

  it('cards show every field, link to the course page and out to enrol in a new tab', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    // A course with a duration and more than three skills that its own title finds among the
    // first results: walk the catalogue's pages until one turns up.
    let course: CourseListResponse['courses'][number] | undefined;
    let query = '';
    for (let offset = 0; !course; offset += 60) {
      const pageOfCourses = await list(page, { limit: '60', offset: String(offset) });
      for (const c of pageOfCourses.courses.filter((x) => x.duration && x.skills.length > 3)) {
        const q = new URLSearchParams({ search: c.title, provider: c.provider, level: c.level });
        const found = await list(page, Object.fromEntries(q));
        if (found.courses.slice(0, 3).some((x) => x.id === c.id)) {
          course = c;
          query = q.toString();
          break;
        }
      }
      if (pageOfCourses.nextOffset === null) break;
    }
    expect(course).toBeDefined();
    // The provider parameter would empty the search text, so the provider is picked in the page.
    const { search, level } = Object.fromEntries(new URLSearchParams(query));
    await page.goto(`/courses?${new URLSearchParams({ search: search!, level: level! })}`);
    await select(page, 'Provider').selectOption(course!.provider);
    const card = page.locator(`article[data-course-id="${course!.id}"]`);
    await card.waitFor();

    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(course!.title);
    expect(await card.textContent()).toContain(course!.description);
    expect(await card.textContent()).toContain(course!.provider);
    for (const text of [course!.category, course!.level]) {
      expect(await card.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await card.locator('[data-price]').textContent()).toBe(`Price: ${course!.price}`);
    expect(await card.getByText(`Duration: ${course!.duration}`).isVisible()).toBe(true);
    const skills = await card.getByRole('list', { name: 'Skills' }).locator('li').allTextContents();
    expect(skills).toEqual(course!.skills.slice(0, 3));
    expect(await card.locator('[data-monogram]').count()).toBe(1);
    // Seed courses have no picture of their own: the card shows the default image.
    expect(await card.locator('[data-default-image]').isVisible()).toBe(true);
    // Title and description are clamped to two lines.
    for (const selector of ['h3', 'p.line-clamp-2']) {
      expect(
        await card
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).webkitLineClamp),
      ).toBe('2');
    }

    const enrol = card.getByRole('link', { name: /Enroll Now/ });
    expect(await enrol.getAttribute('href')).toBe(course!.link);
    expect(await enrol.getAttribute('target')).toBe('_blank');
    expect(await enrol.getAttribute('rel')).toBe('noopener noreferrer');

    await card.getByRole('link', { name: course!.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: course!.title }).waitFor();
    expect(currentUrl(page).pathname).toBe(`/courses/${course!.id}`);
  });

  it('replaces a broken course image with the default image', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await page.route(COURSE_LIST, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as CourseListResponse;
      body.courses[0]!.image = '/images/no-such-picture.png';
      await route.fulfill({ response, json: body });
    });
    const failed = page.waitForResponse((res) => res.url().endsWith('/images/no-such-picture.png'));
    await page.goto('/courses');
    await failed;
    const card = cards(page).first();
    await card.locator('[data-default-image]').waitFor();
    expect(await card.locator('img').count()).toBe(0);
    const box = await card.locator('[data-default-image]').boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });

  it('loads further pages while scrolling the virtualised grid, and keeps few cards in the page', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    const firstPages = await list(page, { limit: '60' });
    await cards(page).first().waitFor();
    const grid = page.getByTestId('course-grid');
    expect(await page.getByText(`Scroll to explore ${firstPages.total} courses`).isVisible()).toBe(true);

    const next = page.waitForRequest(
      (req) => COURSE_LIST.test(req.url()) && new URL(req.url()).searchParams.get('offset') === '24',
    );
    await grid.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await next;
    await page.locator(`article[data-course-id="${firstPages.courses[24]!.id}"]`).waitFor();

    const third = page.waitForRequest((req) => new URL(req.url()).searchParams.get('offset') === '48');
    await grid.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await third;
    await page.locator(`article[data-course-id="${firstPages.courses[48]!.id}"]`).waitFor();
    // Rows out of view are not in the DOM.
    expect(await cards(page).count()).toBeLessThan(48);
    expect(await page.locator(`article[data-course-id="${firstPages.courses[0]!.id}"]`).count()).toBe(0);
  });

  it('scrolls one row with the up and down buttons on desktop, and has none on a phone', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    await cards(page).first().waitFor();
    const grid = page.getByTestId('course-grid');
    const down = page.getByRole('button', { name: 'Scroll down one row' });
    const up = page.getByRole('button', { name: 'Scroll up one row' });
    expect(await up.isDisabled()).toBe(true);
    await down.click();
    await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(480);
    await down.click();
    await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(960);
    await up.click();
    await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBe(480);

    const phone = await newPage({ viewport: PHONE });
    await openCourses(phone);
    await cards(phone).first().waitFor();
    expect(await phone.getByRole('button', { name: 'Scroll down one row' }).count()).toBe(0);
    // One column on a phone: every row holds one card.
    const lefts = await cards(phone).evaluateAll((els) => [
      ...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))),
    ]);
    expect(lefts).toHaveLength(1);
  });

  it('lays the grid out in 350 px columns of 320 px cards in 480 px rows', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    await cards(page).nth(3).waitFor();
    const boxes = await cards(page).evaluateAll((els) =>
      els.slice(0, 4).map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height };
      }),
    );
    expect(boxes[0]!.width).toBe(320);
    expect(boxes[0]!.height).toBe(450);
    expect(boxes[1]!.left - boxes[0]!.left).toBe(350);
    expect(boxes[3]!.top - boxes[0]!.top).toBe(480);
    const height = await page.getByTestId('course-grid').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(600);
    expect(height).toBeLessThanOrEqual(800);
  });

  it('has no serious or critical axe violations: loaded, empty, and in the dark theme', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openCourses(page);
    await cards(page).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await searchBox(page).fill('qqzzxxnothing');
    await page.getByText('No courses found', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const dark = await newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await openCourses(dark);
    await cards(dark).first().waitFor();
    await expectNoSeriousA11yViolations(dark);
  });
});

describe('/courses/:id', () => {
  const { newPage } = useBrowser();

  it('shows the course, its provider, related courses and the enrol link', async () => {
    const page = await newPage({ viewport: DESKTOP });
    // Signed in, as the course page's tracking panel then shows its signed-in controls.
    await signUp(page);
    const first = (await list(page, { provider: 'AWS' })).courses[0]!;
    const detail = await getJson<CourseDetailResponse>(page, `/api/courses/${first.id}`);
    await page.goto(`/courses/${first.id}`);
    await page.getByRole('heading', { level: 1, name: detail.course.title }).waitFor();
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(detail.course.description);
    for (const skill of detail.course.skills) {
      expect(await main.getByText(skill, { exact: true }).first().isVisible(), skill).toBe(true);
    }
    const enrol = main.getByRole('link', { name: /Enroll Now/ }).first();
    expect(await enrol.getAttribute('href')).toBe(detail.course.link);
    expect(await enrol.getAttribute('target')).toBe('_blank');
    expect(await enrol.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await main.getByText(`${detail.provider!.courseCount} courses in the catalogue`).isVisible()).toBe(
      true,
    );

    const related = main.getByRole('region', { name: 'Related courses' }).locator('article[data-course-id]');
    expect(await related.evaluateAll((els) => els.map((e) => e.getAttribute('data-course-id')))).toEqual(
      detail.related.map((c) => String(c.id)),
    );
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('link', { name: 'View Courses' }).click();
    await expect.poll(() => currentUrl(page).searchParams.get('provider')).toBe('AWS');
  });

  it('says so for a course that does not exist', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/courses/999999');
    await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse All Courses' }).waitFor();
  });
});
