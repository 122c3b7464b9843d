/// <reference lib="dom" />
import type { CourseListResponse } from '@app/core/catalog-api';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './support/browser';
import { holdRequests, PHONE } from './support/catalog';

// A course's page is what a search result or a shared link opens: the server sends it rendered
// with the course's data (apps/server/src/modules/site-index/first-screen.ts), so the course shows
// from the HTML alone, and the app's first render shows the same course rather than a spinner.

async function someCourse(): Promise<{ id: string; title: string }> {
  const res = await fetch(`${baseURL()}/api/courses?limit=1`);
  const { courses } = (await res.json()) as CourseListResponse;
  const course = courses[0];
  if (!course) throw new Error('the catalogue is empty');
  return { id: String(course.id), title: course.title };
}

describe("a course page's first screen", () => {
  const { newPrerenderedPage } = useBrowser();

  it('is in the HTML the server sends, with the answer the page renders from', async () => {
    const { id, title } = await someCourse();
    const res = await fetch(`${baseURL()}/courses/${encodeURIComponent(id)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const copy = html.slice(html.indexOf('<div data-prerendered>'));
    const escaped = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(copy).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    const data = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/s.exec(html);
    expect(data).not.toBeNull();
    const [answer] = JSON.parse(data![1]!) as Array<{
      queryKey: unknown[];
      data: { course: { title: string } };
    }>;
    expect(answer?.queryKey).toEqual(['catalog', 'course', id]);
    expect(answer?.data.course.title).toBe(title);
  });

  it('shows the course before the app runs, and the app renders it without waiting for the API', async () => {
    const { id, title } = await someCourse();
    const page = await newPrerenderedPage({ viewport: PHONE });
    // The app's code, and the course's own API answer, held back.
    const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
    const api = await holdRequests(page, `**/api/courses/${encodeURIComponent(id)}`);
    await page.goto(`/courses/${encodeURIComponent(id)}`, { waitUntil: 'commit' });
    const copy = page.locator('[data-prerendered]');
    await copy.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);

    entry.release();
    await page.locator('html[data-app-ready]').waitFor({ timeout: 30_000 });
    expect(await copy.count()).toBe(0);
    // Still no answer from the API: the live page's first render came from the HTML's data.
    expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await page.getByRole('status', { name: 'Loading course' }).count()).toBe(0);
    api.release();
  });
});
