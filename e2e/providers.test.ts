/// <reference lib="dom" />
import type { CourseListResponse, ProvidersResponse } from '@app/core/catalog-api';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, signUp } from './support/catalog';

describe('/providers', () => {
  const { newPage } = useBrowser();

  it('lists the directory with course counts from the catalogue', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/providers');
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
    const { providers } = await getJson<ProvidersResponse>(page, '/api/providers');
    await page.locator('li[data-provider]').first().waitFor();
    expect(await page.locator('li[data-provider]').count()).toBe(providers.length);
    expect(providers.length).toBeGreaterThanOrEqual(55);

    const shown = await page
      .locator('li[data-provider]')
      .evaluateAll((items) =>
        items.map((li) => [
          li.getAttribute('data-provider'),
          Number(li.querySelector('[data-course-count]')?.getAttribute('data-course-count')),
        ]),
      );
    expect(shown).toEqual(providers.map((p) => [p.name, p.courseCount]));
    // The counts are the catalogue's own: the same as filtering the catalogue by provider.
    for (const name of ['AWS', 'Microsoft', 'Cisco']) {
      const { total } = await getJson<CourseListResponse>(
        page,
        `/api/courses?provider=${encodeURIComponent(name)}&limit=1`,
      );
      const card = page.locator(`li[data-provider="${name}"]`);
      expect(await card.getByText(`${total} courses`, { exact: true }).isVisible(), name).toBe(true);
    }
    // Every card has its description and category; no job counts while there are no jobs.
    const aws = providers.find((p) => p.name === 'AWS')!;
    const awsCard = page.locator('li[data-provider="AWS"]');
    expect(await awsCard.textContent()).toContain(aws.description);
    expect(await awsCard.getByText(aws.category, { exact: true }).isVisible()).toBe(true);
    expect(await awsCard.locator('[data-monogram]').getAttribute('data-monogram')).toBe('AWS');
    expect(await page.locator('[data-job-count]').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('View Courses opens the catalogue filtered by that provider; Browse All Courses opens it whole', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await page.goto('/providers');
    await page.locator('li[data-provider="Google Cloud"]').waitFor();
    const { total } = await getJson<CourseListResponse>(page, '/api/courses?provider=Google%20Cloud&limit=1');
    await page
      .locator('li[data-provider="Google Cloud"]')
      .getByRole('link', { name: /View Courses/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Tech Companies Courses' }).waitFor();
    expect(new URL(page.url()).searchParams.get('provider')).toBe('Google Cloud');
    await expect.poll(() => page.getByTestId('courses-found').textContent()).toBe(`${total} courses found`);
    expect(await page.getByLabel('Provider', { exact: true }).inputValue()).toBe('Google Cloud');

    await page.goto('/providers');
    await page.getByRole('link', { name: 'Browse All Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tech Companies Courses' }).waitFor();
    expect(page.url()).toBe(`${baseURL()}/courses`);
  });
});
