/// <reference lib="dom" />
import type { ChatStreamEvent } from '@app/core/ai-api';
import type {
  CatalogStatsResponse,
  CourseDetailResponse,
  FeaturedCoursesResponse,
  ProvidersResponse,
} from '@app/core/catalog-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, holdRequests } from './support/catalog';

const HERO = 'Build your tech career with the right certifications';
const FALLBACK = "Sorry, I'm having trouble responding right now. Please try again.";

async function openHome(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
}

const chatInput = (page: Page) => page.getByLabel('Your dream career');
const messages = (page: Page, type: 'user' | 'ai') => page.locator(`[data-message-type="${type}"]`);

describe('home page', () => {
  const { newPage } = useBrowser();

  it("shows 'Loading Featured Courses...' until the featured courses arrive, then the six of them", async () => {
    const page = await newPage({ viewport: DESKTOP });
    const hold = await holdRequests(page, '**/api/courses/featured');
    await openHome(page);
    const loading = page.getByRole('heading', { level: 2, name: 'Loading Featured Courses...' });
    await loading.waitFor();
    hold.release();
    await page.getByRole('heading', { level: 2, name: 'Featured Courses', exact: true }).waitFor();
    expect(await loading.count()).toBe(0);

    const { courses } = await getJson<FeaturedCoursesResponse>(page, '/api/courses/featured');
    expect(courses).toHaveLength(6);
    const shown = await page
      .getByTestId('featured-courses')
      .locator('article[data-course-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-course-id')));
    expect(shown).toEqual(courses.map((c) => String(c.id)));
    expect(courses.slice(0, 3).map((c) => c.provider)).toEqual(['Google Cloud', 'AWS', 'Microsoft']);
  });

  it('shows real counts in the stats strip and the company grid, eight universities and three sample testimonials', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openHome(page);
    const stats = await getJson<CatalogStatsResponse>(page, '/api/catalog/stats');
    const strip = page.getByRole('region', { name: 'Catalogue in numbers' });
    await strip.locator('[data-stat]').first().waitFor();
    // Jobs and university counts appear only once those sources hold real data (other tests may add some).
    const expected = [stats.courses, stats.providers, stats.categories, stats.jobs, stats.universityCourses];
    expect(await strip.locator('dd').allTextContents()).toEqual(
      expected.filter((n) => n !== undefined).map((n) => n.toLocaleString('en-US')),
    );

    const { providers } = await getJson<ProvidersResponse>(page, '/api/providers');
    const companies = page.locator('[data-company]');
    await companies.first().waitFor();
    const shown = await companies.evaluateAll((links) =>
      links.map((a) => [
        a.getAttribute('data-company'),
        Number(a.querySelector('[data-course-count]')?.getAttribute('data-course-count')),
        a.getAttribute('href'),
      ]),
    );
    expect(shown).toEqual(
      providers
        .slice(0, 8)
        .map((p) => [p.name, p.courseCount, `/courses?search=${encodeURIComponent(p.name)}`]),
    );

    expect(await page.locator('[data-university]').count()).toBe(8);
    const testimonials = page.getByRole('region', { name: 'What Our Learners Say' }).locator('li');
    expect(await testimonials.count()).toBe(3);
    expect(await page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(3);
    expect(await page.getByText(/^Sample testimonials/).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('the chat ignores blank input, shows a loading indicator, sends once and falls back on failure', async () => {
    const page = await newPage({ viewport: DESKTOP });
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/ai/chat/stream')) requests.push(req.postData() ?? '');
    });
    // The request is held, then the connection drops: a network failure, as a visitor may meet one.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/ai/chat/stream', async (route) => {
      await gate;
      await route.abort('connectionreset');
    });
    await openHome(page);
    const send = page.getByRole('button', { name: 'Send' });
    const greeting = await messages(page, 'ai').count();

    expect(await send.isDisabled()).toBe(true);
    await chatInput(page).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await chatInput(page).press('Enter');
    expect(await messages(page, 'user').count()).toBe(0);

    await chatInput(page).fill('  Cloud security engineer ');
    await chatInput(page).press('Enter');
    await chatInput(page).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Thinking...' }).waitFor();
    expect(await messages(page, 'user').allTextContents()).toEqual(['You: Cloud security engineer']);
    expect(await chatInput(page).inputValue()).toBe('');
    expect(await send.isDisabled()).toBe(true);

    release();
    await messages(page, 'ai').nth(greeting).waitFor();
    expect(await messages(page, 'ai').nth(greeting).textContent()).toBe(`SkillBridge AI: ${FALLBACK}`);
    expect(await page.getByText('Thinking...').count()).toBe(0);
    expect(requests).toEqual([JSON.stringify({ message: 'Cloud security engineer' })]);
    const log = page.getByTestId('chat-log');
    expect(await log.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('320px');
    expect(await log.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
  });

  it('the chat streams a real reply naming a career path, with links to catalogue courses and the engine', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openHome(page);
    const greeting = await messages(page, 'ai').count();
    await chatInput(page).fill('I want to become a cloud architect');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = messages(page, 'ai').nth(greeting);
    await reply.getByTestId('ai-engine-note').waitFor();

    // The offline engine is deterministic: the same message read from the API directly shows the
    // stream the page consumed (Chromium keeps no copy of a body the page read as a stream).
    const response = await page.request.post('/api/ai/chat/stream', {
      data: { message: 'I want to become a cloud architect' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/x-ndjson');
    const events = (await response.text())
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ChatStreamEvent);
    const deltas = events.filter((e) => e.type === 'delta');
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`the stream did not end with done: ${JSON.stringify(done)}`);
    // The reply arrives in pieces that add up to the final answer.
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.text).join('')).toBe(done.response);
    expect(done.engine.kind).toBe('offline');
    expect(done.response).toMatch(/cloud architect/i);

    expect(await reply.locator('p').first().textContent()).toBe(done.response);
    expect(await reply.getByTestId('ai-engine-note').textContent()).toBe(
      'Generated by SkillBridge offline engine',
    );
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    const links = await reply
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
    // The courses, then the career paths the reply names, each linked to its page.
    expect(done.courses.length).toBeGreaterThan(0);
    expect(done.paths.length).toBeGreaterThan(0);
    expect(links).toEqual([
      ...done.courses.slice(0, 5).map((c) => [`/courses/${encodeURIComponent(String(c.id))}`, c.title]),
      ...done.paths.map((p) => [`/career-paths/${p.id}`, p.title]),
    ]);
    for (const [href, title] of links.filter(([href]) => href?.startsWith('/courses/'))) {
      const detail = await getJson<CourseDetailResponse>(page, `/api${href}`);
      expect(detail.course.title).toBe(title);
    }
    for (const path of done.paths) expect(done.response).toContain(path.title);
    await expectNoSeriousA11yViolations(page);

    const [href, title] = links[0] ?? [];
    await reply.getByRole('link', { name: title ?? '', exact: true }).click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: title ?? '', exact: true }).waitFor();
  });
});
