import { readFile } from 'node:fs/promises';
import type { LiveSourcesResponse } from '@app/core/live-sync';
import type { BrowserContext, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAccount, signInViaApi, signUpViaApi, type TestAccount, toastWith } from './support/accounts';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, holdRequests } from './support/catalog';
import { recordedBoardFile } from './support/jobs';
import { signInAdmin } from './support/jobs-admin';
import { E2E_SYNC_ADMIN_EMAIL, SourceServer, sourceFixture } from './support/sources';

const LOADING_LIVE = 'Loading live courses from Microsoft, Salesforce, and edX APIs...';
const LOADING_REMAINING = 'Loading remaining courses...';

const card = (page: Page, title: string) =>
  page
    .locator('[data-sync-card]')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

describe('admin panel: access states', () => {
  const { newContext, newPage } = useBrowser();

  it("shows 'Checking permissions...' while the role check runs, then asks a visitor to sign in", async () => {
    const page = await newPage({ viewport: DESKTOP });
    const hold = await holdRequests(page, '**/api/session');
    await page.goto('/admin');
    await page.getByRole('status').getByText('Checking permissions...', { exact: true }).waitFor();
    hold.release();
    await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
    expect(await page.getByText('You must be logged in to access the admin panel.').isVisible()).toBe(true);
  });

  it('denies a signed-in user without the admin role, and the server refuses the sync too', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await page.getByText("You don't have permission to access the admin panel.").isVisible()).toBe(
      true,
    );
    const attempt = await context.request.post('/api/admin/sync/microsoft', {
      headers: { origin: baseURL() },
    });
    expect(attempt.status()).toBe(403);
  });
});

describe('admin panel: live catalogue sync', () => {
  const { newContext } = useBrowser();
  const sources = new SourceServer(inject('sourcesPort'));
  let admin: TestAccount;

  beforeAll(async () => {
    await sources.start();
    admin = newAccount({ email: E2E_SYNC_ADMIN_EMAIL, name: 'Sync Admin' });
  });
  afterAll(() => sources.stop());

  let signedUp = false;
  async function adminContext(): Promise<BrowserContext> {
    const context = await newContext({ viewport: DESKTOP, acceptDownloads: true });
    if (signedUp) {
      const response = await signInViaApi(context, admin);
      expect(response.ok()).toBe(true);
    } else {
      await signUpViaApi(context, admin);
      signedUp = true;
    }
    return context;
  }

  async function adminPage(): Promise<Page> {
    const page = await (await adminContext()).newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    return page;
  }

  const waitForSourceRequest = (path: string) =>
    expect.poll(() => sources.requests.some((r) => r.startsWith(path)), { timeout: 10_000 }).toBe(true);

  it('shows the three sync cards with the spec texts, and passes axe', async () => {
    const page = await adminPage();
    expect(await page.locator('[data-sync-card]').count()).toBe(3);
    const microsoft = card(page, 'Microsoft Learn');
    expect(
      await microsoft.getByText('Microsoft courses sync automatically daily at 6 AM UTC.').isVisible(),
    ).toBe(true);
    expect(await microsoft.getByRole('button', { name: 'Download as File' }).isVisible()).toBe(true);
    const salesforce = card(page, 'Salesforce Trailhead');
    expect(
      await salesforce.getByText('Salesforce courses sync automatically daily at 7 AM UTC.').isVisible(),
    ).toBe(true);
    const edx = card(page, 'Tech Company Courses');
    expect(await edx.getByText('edX partnerships', { exact: true }).isVisible()).toBe(true);
    // No hand-written course counts: what a sync brings is counted by the sync.
    expect(
      await edx.getByText(/^Courses from technology companies through their edX partnerships/).isVisible(),
    ).toBe(true);
    expect(await edx.getByRole('list', { name: 'Courses by company' }).count()).toBe(0);
    for (const c of [microsoft, salesforce, edx])
      expect(await c.getByText('Not synced yet.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('tells /courses visitors the truth while live sources load', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    const post = (source: string) =>
      context.request.post(`/api/admin/sync/${source}`, { headers: { origin: baseURL() } });

    // Microsoft is fetching and no live source has courses yet.
    sources.set('/api/catalog/', { body: sourceFixture('microsoft', 'catalog-legacy.json'), delayMs: 4_000 });
    const microsoftSync = post('microsoft');
    await waitForSourceRequest('/api/catalog/');
    await page.goto('/courses');
    const banner = page.getByTestId('loading-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(LOADING_LIVE);
    expect((await microsoftSync).status()).toBe(200);
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    // The page fetched the catalogue again: the live Microsoft courses are in the count.
    const { total } = (await (await context.request.get('/api/courses?limit=1')).json()) as { total: number };
    await expect
      .poll(() => page.getByTestId('courses-found').textContent())
      .toBe(`${total.toLocaleString('en-US')} courses found`);

    // edX is fetching while Microsoft's courses are in.
    sources.set('/api/courses/v1/courses/', {
      body: JSON.stringify({ results: [], pagination: { next: null } }),
      delayMs: 3_000,
    });
    const edxSync = post('edx');
    await waitForSourceRequest('/api/courses/v1/courses/');
    await page.reload();
    // Until the sources' readiness answers, the page knows of no live courses; then it does.
    await expect.poll(() => banner.textContent()).toBe(LOADING_REMAINING);
    await edxSync;
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    const live = (await (await context.request.get('/api/catalog/sources')).json()) as LiveSourcesResponse;
    expect(live.sources.map((s) => [s.source, s.loading, s.courses])).toEqual([
      ['microsoft', false, 11],
      ['salesforce', false, 0],
      ['edx', false, 0],
    ]);
    sources.clear();
  });

  it("syncs Microsoft Learn: 'Fetching...', the success toast, the last-sync time and the count badge", async () => {
    sources.set('/api/catalog/', {
      body: sourceFixture('microsoft', 'catalog-legacy.json'),
      delayMs: 1_500,
    });
    const page = await adminPage();
    const microsoft = card(page, 'Microsoft Learn');
    await microsoft.getByRole('button', { name: 'Fetch Courses' }).click();
    await microsoft.getByRole('button', { name: 'Fetching...' }).waitFor();
    expect(await microsoft.getByRole('button', { name: 'Download as File' }).isDisabled()).toBe(true);
    const toast = toastWith(page, 'Success!');
    await toast.getByText('Successfully fetched 11 Microsoft Learn courses!').waitFor();
    await microsoft.getByTestId('sync-count').filter({ hasText: '11 courses' }).waitFor();
    expect(await microsoft.getByText(/^Last synced: /).isVisible()).toBe(true);
    const history = page.getByTestId('sync-history');
    // The history refreshes once the sync has finished.
    await expect
      .poll(() => history.locator('tbody tr').first().textContent())
      .toMatch(/^Microsoft Learn.*Admin panel.*11 courses saved, 2 invalid records skipped$/);
    sources.clear();
  });

  it("shows the spec's error toast and the card's failed state when Trailhead answers 500", async () => {
    sources.set('/trailhead/catalog.json', { status: 500, body: '{"error":"boom"}' });
    const page = await adminPage();
    const salesforce = card(page, 'Salesforce Trailhead');
    await salesforce.getByRole('button', { name: 'Fetch Courses' }).click();
    // The card names the reason; it never sends the admin to the browser console. Read whatever it
    // says first, so that another reason fails with that reason's text rather than a time-out.
    const failed = salesforce.getByText(/^Sync failed: /);
    await failed.waitFor();
    expect(await failed.textContent()).toBe(
      'Sync failed: Salesforce Trailhead answered HTTP 500 Internal Server Error',
    );
    await toastWith(page, 'Error')
      .getByText(
        'Failed to fetch Salesforce courses: Salesforce Trailhead answered HTTP 500 Internal Server Error',
      )
      .waitFor();
    const latest = page.getByTestId('sync-history').locator('tbody tr').first();
    await expect
      .poll(() => latest.textContent())
      .toMatch(
        /^Salesforce Trailhead.*Admin panelFailedSalesforce Trailhead answered HTTP 500 Internal Server Error$/,
      );
    sources.clear();
  });

  it('shows the reason when the source returns no courses (the function reports success false)', async () => {
    sources.set('/api/courses/v1/courses/', {
      body: JSON.stringify({ results: [], pagination: { next: null } }),
    });
    const page = await adminPage();
    const edx = card(page, 'Tech Company Courses');
    await edx.getByRole('button', { name: 'Sync Courses' }).click();
    await toastWith(page, 'Error')
      .getByText('edX returned no courses; the courses synced before are kept')
      .waitFor();
    await edx
      .getByText('Sync failed: edX returned no courses; the courses synced before are kept', { exact: true })
      .waitFor();
    sources.clear();
  });

  it("'Download as File' syncs again, then saves edxTechCourses.ts, a TypeScript module of the courses", async () => {
    sources.set('/api/courses/v1/courses/', {
      body: sourceFixture('edx', 'courses-ibm-page-1.json').replace(/"next": "[^"]*"/, '"next": null'),
      delayMs: 1_000,
    });
    const page = await adminPage();
    const edx = card(page, 'Tech Company Courses');
    const requestsBefore = sources.requests.length;
    const downloading = page.waitForEvent('download');
    await edx.getByRole('button', { name: 'Download as File' }).click();
    await edx.getByRole('button', { name: 'Syncing...' }).waitFor();
    const download = await downloading;
    expect(sources.requests.length).toBeGreaterThan(requestsBefore);
    expect(download.suggestedFilename()).toBe('edxTechCourses.ts');
    const source = await readFile((await download.path())!, 'utf8');
    expect(source).toContain('export const edxTechCourses: Course[] = [');
    expect(source).toContain('export default edxTechCourses;');
    for (const title of ['Python Basics for Data Science', 'Introduction to Cloud Computing']) {
      expect(source).toContain(`"title":"${title}"`);
    }
    expect(source.match(/^ {2}\{"id":"edx-/gm)).toHaveLength(3);
    expect(typeErrors(source)).toEqual([]);
    await toastWith(page, 'Success!')
      .getByText('Course file downloaded! You can now integrate it into your codebase.')
      .waitFor();
    await edx.getByTestId('sync-count').filter({ hasText: '3 courses' }).waitFor();
    sources.clear();
  });
});

// A successful import retires the sample postings every other test file sees, so it is tested at
// the end of jobs.test.ts; these imports change no job.
describe('admin panel: importing a saved job board', () => {
  const { newContext } = useBrowser();

  it('refuses a file that is not JSON, tells the server’s reason for an answer of another platform, and lists the failed import', async () => {
    const context = await newContext({ viewport: { width: 360, height: 740 } });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin');
    const form = page.locator('[data-job-import-card]');
    await form.getByRole('heading', { level: 3, name: 'Import a saved job board' }).waitFor();
    const error = form.getByRole('alert');

    await form.getByLabel('Saved answer (.json)').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('these are not postings'),
    });
    expect(await form.getByLabel('Board name').inputValue()).toBe('notes');
    await form.getByRole('button', { name: 'Import jobs' }).click();
    await expect
      .poll(() => error.textContent())
      .toBe('The file is not JSON: choose the board’s saved answer (.json).');

    // A Greenhouse answer imported as Lever's: the server says why, and nothing changes.
    const jobsBefore = await (await page.request.get('/api/jobs?limit=1')).json();
    const saved = recordedBoardFile();
    await form.getByLabel('Platform').selectOption('lever');
    await form.getByLabel('Saved answer (.json)').setInputFiles({
      name: saved.name,
      mimeType: 'application/json',
      buffer: saved.buffer,
    });
    await form.getByLabel('Board name').fill('wrongplatform');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/jobs/import'));
    await form.getByRole('button', { name: 'Import jobs' }).click();
    const body = (await (await answered).json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    await expect.poll(() => error.textContent()).toBe(body.error);
    expect(body.error).toMatch(/^Failed to fetch jobs: Lever /);
    expect(await (await page.request.get('/api/jobs?limit=1')).json()).toEqual(jobsBefore);

    // Other files' tests import boards on this server too: the import that failed on Lever's
    // answer is this one.
    const latest = page
      .getByTestId('sync-history')
      .locator('tbody tr[data-source="jobs"]')
      .filter({ hasText: 'File import' })
      .filter({ hasText: body.error.replace(/^Failed to fetch jobs: /, '') })
      .first();
    await expect.poll(() => latest.getAttribute('data-run-status')).toBe('failed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

/** TypeScript's diagnostics for the downloaded module compiled alone, strict. */
function typeErrors(source: string): string[] {
  const fileName = 'edxTechCourses.ts';
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === fileName ? ts.createSourceFile(name, source, version) : read(name, version);
  return ts
    .getPreEmitDiagnostics(ts.createProgram([fileName], options, host))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
