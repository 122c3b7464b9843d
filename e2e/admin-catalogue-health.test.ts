import type { CatalogueHealthResponse } from '@app/core/catalogue-health';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson } from './support/catalog';
import { signInAdmin } from './support/jobs-admin';

// The link check requests every catalogue course's real link from the e2e server. This machine
// has no way out to the vendors' sites, so every link fails there (the server tests check each
// kind of answer against a local site); here the panel is what is under test: the oldest facts,
// the check started from the panel, its progress, and the broken links it lists.

describe('admin panel: catalogue health', () => {
  const { newContext } = useBrowser();

  it('lists the courses whose facts are oldest and, after a link check, the broken links', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin?tab=catalogue');
    await page.getByRole('tab', { name: 'Catalogue', selected: true }).waitFor();
    const section = page.getByTestId('admin-catalogue-health');
    await section.getByRole('heading', { level: 2, name: 'Catalogue health' }).waitFor();

    // Oldest facts: never confirmed first, each with its link.
    const health = await getJson<CatalogueHealthResponse>(page, '/api/admin/catalogue/health');
    const facts = section.getByTestId('stale-facts-table');
    await facts.waitFor();
    const firstRow = facts.locator('tbody tr').first();
    const oldest = health.staleFacts.courses[0]!;
    expect(await firstRow.getAttribute('data-course-id')).toBe(String(oldest.id));
    expect(await firstRow.textContent()).toContain(oldest.title);
    expect(await firstRow.getByRole('cell').nth(1).textContent()).toBe(
      oldest.factsConfirmedOn === null ? 'Never' : expect.stringMatching(/\d{4}$/),
    );
    expect(await firstRow.getByRole('link').getAttribute('href')).toBe(oldest.link);
    if (health.staleFacts.neverConfirmed > 0) {
      await section
        .getByTestId('stale-facts-summary')
        .getByText(/never had (its|their) facts confirmed/)
        .waitFor();
    }

    // The check runs in the background; the panel follows it and then lists what it found.
    const status = section.getByTestId('link-check-status');
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/catalogue/link-check') && res.request().method() === 'POST',
    );
    await section.getByRole('button', { name: 'Check all links' }).click();
    const started = await answer;
    expect(started.status()).toBe(202);
    expect(((await started.json()) as { linkCheck: { running: boolean } }).linkCheck.running).toBe(true);
    await status
      .getByText(/^Last checked .*: [\d,]+ broken links?, [\d,]+ working\.$/)
      .waitFor({ timeout: 150_000 });
    await section.getByRole('button', { name: 'Check all links' }).waitFor();

    const after = await getJson<CatalogueHealthResponse>(page, '/api/admin/catalogue/health');
    expect(after.linkCheck).toMatchObject({ running: false, error: null });
    expect(after.linkCheck.checked).toBe(after.linkCheck.total);
    expect(after.links.broken).toBeGreaterThan(0);
    const broken = after.links.courses[0]!;
    const row = section.getByTestId('broken-links-table').locator(`tr[data-course-id="${broken.id}"]`);
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(broken.detail);
    expect(await row.getByRole('link').getAttribute('href')).toBe(broken.link);
    console.info(
      `[catalogue-health] ${after.linkCheck.total} links checked: ${after.links.broken} broken (first: ${broken.detail}), ${after.links.ok} working; ${after.staleFacts.neverConfirmed} of ${after.staleFacts.total} courses never confirmed`,
    );
    await expectNoSeriousA11yViolations(page);
  }, 180_000);
});
