/// <reference lib="dom" />
import type { FetchJobsResponse, JobDetail, JobListResponse } from '@app/core/jobs-api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughForm, signUpViaApi, toastWith } from './support/accounts';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, holdRequests, PHONE, signUp } from './support/catalog';
import { jobBoardFixtures, recordedBoardFile } from './support/jobs';
import { signInAdmin } from './support/jobs-admin';
import { SourceServer } from './support/sources';

const JOB_LIST = /\/api\/jobs\?/;
const cards = (page: Page) => page.locator('article[data-job-id]');
const countText = (page: Page) => page.getByTestId('jobs-count').textContent();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const currentUrl = (page: Page) => new URL(page.url());

function list(page: Page, query: Record<string, string | string[]> = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    for (const value of Array.isArray(v) ? v : [v]) params.append(k, value);
  return getJson<JobListResponse>(page, `/api/jobs?${params}`);
}

const count = (body: JobListResponse) =>
  `${body.total.toLocaleString('en-US')} of ${body.activeTotal.toLocaleString('en-US')} ${body.activeTotal === 1 ? 'job' : 'jobs'}`;

async function openJobs(page: Page, path = '/jobs') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Tech Company Jobs' }).waitFor();
  await cards(page).first().waitFor();
}

async function shownIds(page: Page) {
  return cards(page).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-job-id'))));
}

async function expectShown(page: Page, expected: JobListResponse) {
  await expect.poll(() => countText(page)).toBe(count(expected));
  if (expected.total > 0) await expect.poll(() => shownIds(page)).toEqual(expected.jobs.map((j) => j.id));
}

describe('/jobs', () => {
  const { newPage, newContext } = useBrowser();

  it('shows 6 skeleton cards and Loading jobs... while loading, then the sample postings', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    expect(all.jobs.every((j) => j.isSample)).toBe(true);
    const hold = await holdRequests(page, JOB_LIST);
    await page.goto('/jobs');
    await page.getByTestId('jobs-loading').waitFor();
    expect(await page.getByTestId('job-skeleton').count()).toBe(6);
    expect(await countText(page)).toBe('Loading jobs...');
    hold.release();
    await cards(page).first().waitFor();
    await expectShown(page, all);
    expect(await countText(page)).toBe(`${all.total} of ${all.total} jobs`);

    // Every field of the card, from the API's first job.
    const job = all.jobs.find((j) => j.skills.length > 3) ?? all.jobs[0]!;
    const card = page.locator(`article[data-job-id="${job.id}"]`);
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(job.title);
    expect(await card.locator('[data-job-company]').textContent()).toBe(job.company);
    expect(await card.locator('[data-job-provider]').textContent()).toBe('SkillBridge');
    expect(await card.locator('[data-job-sample]').textContent()).toBe('Sample');
    expect(await card.locator('[data-remote-type]').count()).toBe(1);
    expect(await card.locator('[data-experience-level]').count()).toBe(1);
    expect(await card.locator('[data-job-type]').count()).toBe(1);
    expect(await card.locator('[data-job-location]').textContent()).toBe(job.location);
    expect(await card.locator('[data-job-posted]').textContent()).toMatch(
      /^Posted (Today|1 day ago|\d days ago|1 week ago|\d weeks ago|\d{1,2}\/\d{1,2}\/\d{4})$/,
    );
    expect(await card.locator('[data-job-preview]').textContent()).toBe(job.preview);
    const skills = await card.locator('[data-job-skills] li').allTextContents();
    expect(skills.slice(0, 3)).toEqual(job.skills.slice(0, 3));
    if (job.skills.length > 3) expect(skills[3]).toBe(`+${job.skills.length - 3} more`);
    // Samples have no posting to link to.
    expect(await card.getByRole('link').count()).toBe(0);
    // The newest posting was 'posted' today.
    expect(
      await page.locator(`article[data-job-id="${all.jobs[0]!.id}"] [data-job-posted]`).textContent(),
    ).toBe('Posted Today');
  });

  it('lays the cards out in 3, 2 and 1 columns', async () => {
    for (const [viewport, columns] of [
      [DESKTOP, 3],
      [{ width: 900, height: 800 }, 2],
      [PHONE, 1],
    ] as const) {
      const page = await newPage({ viewport });
      await signUp(page);
      await openJobs(page);
      const tops = await cards(page).evaluateAll((els) =>
        els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().top)),
      );
      expect(tops.filter((t) => t === tops[0]).length, `${viewport.width}px`).toBe(columns);
    }
  });

  it('reads search, skill and company from the URL; a submitted search keeps the filters', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    const job = all.jobs.find((j) => j.skills.length > 0)!;
    const skill = job.skills[0]!;
    await openJobs(
      page,
      `/jobs?skill=${encodeURIComponent(skill)}&company=${encodeURIComponent(job.company)}`,
    );
    await expectShown(page, await list(page, { skill, company: job.company }));
    expect(await page.getByTestId('active-filter-count').textContent()).toBe('2 active');
    expect(await page.getByRole('button', { name: 'Clear all' }).isVisible()).toBe(true);

    const word = job.title.split(' ')[0]!;
    await searchBox(page).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The filters stay, in the URL too.
    await expect
      .poll(() => Object.fromEntries(currentUrl(page).searchParams))
      .toEqual({ skill, company: job.company, search: word });
    await expectShown(page, await list(page, { search: word, skill, company: job.company }));

    await openJobs(page, `/jobs?search=${encodeURIComponent(word)}`);
    expect(await searchBox(page).inputValue()).toBe(word);
    await expectShown(page, await list(page, { search: word }));
    expect(await page.getByTestId('active-filter-count').count()).toBe(0);
  });

  it('orders a search by Best match or Newest from Sort by, kept in the URL, and Back restores the order', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await openJobs(page);
    const sort = select(page, 'Sort by');
    // Without a search the newest postings come first and Best match does not apply.
    expect(await sort.locator('option').allTextContents()).toEqual(['Best match', 'Newest']);
    expect(await sort.inputValue()).toBe('newest');
    expect(await sort.locator('option[value="relevance"]').isDisabled()).toBe(true);
    // The count is announced.
    const status = page.getByTestId('jobs-count');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.getAttribute('aria-live')).toBe('polite');

    // 'Lead' is the title of the oldest of these postings and only in the text of the newer ones.
    const best = await list(page, { search: 'lead' });
    const newest = await list(page, { search: 'lead', sort: 'newest' });
    expect(best.total).toBeGreaterThan(1);
    expect(newest.total).toBe(best.total);
    expect(
      best.jobs.map((j) => j.id),
      'the two orders differ for this search',
    ).not.toEqual(newest.jobs.map((j) => j.id));

    await searchBox(page).fill('lead');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => currentUrl(page).search).toBe('?search=lead');
    await expectShown(page, best);
    expect(await sort.inputValue()).toBe('relevance');
    expect(await status.textContent()).toBe(count(best));

    const asked = page.waitForRequest(
      (req) => JOB_LIST.test(req.url()) && new URL(req.url()).searchParams.get('sort') === 'newest',
    );
    await sort.selectOption({ label: 'Newest' });
    await asked;
    await expect.poll(() => currentUrl(page).search).toBe('?search=lead&sort=newest');
    await expectShown(page, newest);

    await page.goBack();
    await expect.poll(() => currentUrl(page).search).toBe('?search=lead');
    await expect.poll(() => sort.inputValue()).toBe('relevance');
    await expectShown(page, best);

    await page.goForward();
    await expect.poll(() => sort.inputValue()).toBe('newest');
    await expectShown(page, newest);

    // The order chosen stays for the next search.
    await searchBox(page).fill('engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => currentUrl(page).search).toBe('?search=engineer&sort=newest');
    await expectShown(page, await list(page, { search: 'engineer', sort: 'newest' }));
  });

  it('fits Sort by beside Filters in a 360 px screen', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await signUp(page);
    await openJobs(page, '/jobs?search=lead');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const sortBox = await select(page, 'Sort by').boundingBox();
    expect(sortBox!.x + sortBox!.width).toBeLessThanOrEqual(360);
    expect(await select(page, 'Sort by').inputValue()).toBe('relevance');
  });

  it('filters with the panel: dropdowns from the loaded jobs, location text, skill chips, Clear all', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    await openJobs(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    expect(await select(page, 'Company').locator('option').allTextContents()).toEqual([
      'All Companies',
      ...all.options.companies,
    ]);
    expect(await select(page, 'Work Type').locator('option').count()).toBe(
      all.options.remoteTypes.length + 1,
    );
    expect(await select(page, 'Job Type').locator('option').count()).toBe(all.options.jobTypes.length + 1);
    expect(await select(page, 'Experience Level').locator('option').count()).toBe(
      all.options.experienceLevels.length + 1,
    );
    expect(await page.getByPlaceholder('Search locations...').isVisible()).toBe(true);

    await select(page, 'Work Type').selectOption('remote');
    await expectShown(page, await list(page, { remoteType: 'remote' }));
    expect(await page.getByTestId('active-filter-count').textContent()).toBe('1 active');

    await page.getByPlaceholder('Search locations...').fill('remote - e');
    await expectShown(page, await list(page, { remoteType: 'remote', location: 'remote - e' }));

    await select(page, 'Work Type').selectOption('all');
    await page.getByPlaceholder('Search locations...').fill('');
    await expectShown(page, all);

    const skills = select(page, 'Skills');
    const [first, second] = all.options.skills;
    await skills.selectOption(first!);
    await skills.selectOption(second!);
    const chips = page.locator('[data-selected-skills] button');
    // The URL moves first, then the page renders: wait for the chips to follow.
    await expect.poll(() => chips.allTextContents()).toEqual([`${first}(remove)`, `${second}(remove)`]);
    expect(await page.getByText('Selected Skills:', { exact: true }).isVisible()).toBe(true);
    // The dropdown offers only skills not chosen yet.
    const offered = await skills.locator('option').allTextContents();
    expect(offered).not.toContain(first);
    expect(offered).toHaveLength(all.options.skills.length - 2 + 1);
    await expectShown(page, await list(page, { skill: [first!, second!] }));
    await chips.first().click();
    await expectShown(page, await list(page, { skill: [second!] }));

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expectShown(page, all);
    expect(await chips.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear all' }).count()).toBe(0);
  });

  it('keeps the filters in the URL: a shared filtered URL restores them, Back and Forward step through them', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    const remote = all.jobs.filter((j) => j.remoteType === 'remote');
    const skill = all.options.skills.find((s) => remote.some((j) => j.skills.includes(s)))!;
    await openJobs(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await select(page, 'Work Type').selectOption('remote');
    await expect.poll(() => currentUrl(page).searchParams.get('remoteType')).toBe('remote');
    await select(page, 'Skills').selectOption(skill);
    await expect.poll(() => currentUrl(page).searchParams.getAll('skill')).toEqual([skill]);
    await page.getByPlaceholder('Search locations...').fill('remote');
    await expect.poll(() => currentUrl(page).searchParams.get('location')).toBe('remote');
    const filtered = await list(page, { remoteType: 'remote', skill, location: 'remote' });
    expect(filtered.total).toBeGreaterThan(0);
    await expectShown(page, filtered);
    const shared = page.url();

    // Opened afresh (a shared link, a reload): the controls show the filters and the list matches.
    const other = await newPage({ viewport: DESKTOP });
    await signUp(other);
    await openJobs(other, shared.slice(baseURL().length));
    expect(await select(other, 'Work Type').inputValue()).toBe('remote');
    expect(await other.getByPlaceholder('Search locations...').inputValue()).toBe('remote');
    expect(await other.locator('[data-selected-skills] button').allTextContents()).toEqual([
      `${skill}(remove)`,
    ]);
    expect(await other.getByTestId('active-filter-count').textContent()).toBe('3 active');
    await expectShown(other, filtered);

    // Back undoes the last filter (the location), then the skill; Forward brings them back.
    await page.goBack();
    await expect.poll(() => currentUrl(page).searchParams.has('location')).toBe(false);
    await expect.poll(() => page.getByPlaceholder('Search locations...').inputValue()).toBe('');
    await expectShown(page, await list(page, { remoteType: 'remote', skill }));
    await page.goBack();
    await expect.poll(() => currentUrl(page).searchParams.has('skill')).toBe(false);
    expect(await select(page, 'Work Type').inputValue()).toBe('remote');
    await expectShown(page, await list(page, { remoteType: 'remote' }));
    await page.goForward();
    await page.goForward();
    await expect.poll(() => page.url()).toBe(shared);
    await expect.poll(() => page.getByPlaceholder('Search locations...').inputValue()).toBe('remote');
    await expectShown(page, filtered);
  });

  it("shows 'No jobs match your criteria' with Clear filters", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    await page.goto('/jobs?skill=Cobol');
    await page.getByText('No jobs match your criteria', { exact: true }).waitFor();
    expect(await countText(page)).toBe(`0 of ${all.activeTotal} jobs`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectShown(page, all);
  });

  it('opens the details: full description, requirements listed once, skills; a sample says so and has no Apply', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const all = await list(page);
    const summary = all.jobs[1]!;
    const job = await getJson<JobDetail>(page, `/api/jobs/${summary.id}`);
    await openJobs(page);
    await page
      .locator(`article[data-job-id="${job.id}"]`)
      .getByRole('button', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: job.title });
    await dialog.waitFor();
    await dialog.locator('[data-job-description]').waitFor();
    // The text, laid out as headings, paragraphs and lists.
    const flat = (t: string | null) => (t ?? '').replace(/•/g, '').replace(/\s+/g, '');
    expect(flat(await dialog.locator('[data-job-description]').textContent())).toBe(flat(job.description));
    expect(await dialog.locator('[data-job-description] h4').count()).toBeGreaterThan(0);
    expect(await dialog.locator('[data-job-description] li').count()).toBeGreaterThan(0);
    // The requirements once: where the description lists them, with no second list below it.
    expect(job.requirements.length).toBeGreaterThan(0);
    expect(await dialog.locator('[data-job-requirement]').allTextContents()).toEqual(job.requirements);
    expect(await dialog.locator('[data-job-requirements]').count()).toBe(0);
    const items = await dialog.locator('li').allTextContents();
    for (const requirement of job.requirements)
      expect(
        items.filter((t) => t === requirement),
        requirement,
      ).toHaveLength(1);
    expect(await dialog.locator('[data-job-dialog-skills] li').allTextContents()).toEqual(job.skills);
    // A sample: labelled in the details too, and nothing to apply to.
    expect(job.isSample).toBe(true);
    expect(await dialog.locator('[data-job-sample-notice]').textContent()).toBe(
      'This is a sample posting. There is no employer to apply to. Real jobs from company job boards replace the samples after the first fetch.',
    );
    expect(await dialog.getByRole('button', { name: /Apply/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('lets visitors browse and filter the jobs without an account', async () => {
    const visitor = await newPage({ viewport: DESKTOP });
    await visitor.goto('/jobs?skill=Kubernetes');
    await visitor
      .getByTestId('jobs-count')
      .filter({ hasText: / jobs?$/ })
      .waitFor();
    expect(currentUrl(visitor).pathname).toBe('/jobs');
    expect(currentUrl(visitor).searchParams.get('skill')).toBe('Kubernetes');
  });

  it('shows members no Refresh Jobs: only admins fetch the boards, in the admin panel or here', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await openJobs(page);
    await page
      .getByTestId('jobs-count')
      .filter({ hasText: / jobs$/ })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Refresh Jobs' }).count()).toBe(0);
  });

  it("shows 'No jobs available yet' when no job is listed at all", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const empty: JobListResponse = {
      jobs: [],
      total: 0,
      offset: 0,
      limit: 30,
      nextOffset: null,
      activeTotal: 0,
      options: { companies: [], remoteTypes: [], jobTypes: [], experienceLevels: [], skills: [] },
    };
    await page.route(JOB_LIST, (route) => route.fulfill({ json: empty }));
    await page.goto('/jobs');
    const state = page.getByTestId('jobs-empty');
    await state.getByText('No jobs available yet', { exact: true }).waitFor();
    await state
      .getByText("We're working on adding job listings from our platform providers.", { exact: true })
      .waitFor();
    expect(await countText(page)).toBe('0 of 0 jobs');
    expect(await state.getByRole('button').count()).toBe(0);
  });

  it('tells the list failing to load in a toast', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await page.route(JOB_LIST, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }),
    );
    await page.goto('/jobs');
    await toastWith(page, 'Error loading jobs')
      .getByText('Failed to load job listings. Please try again.')
      .waitFor();
  });

  it("runs the fetch for admins: '✅ Jobs Updated!' then 'Jobs Refreshed!', or 'Fetch Failed' with the reason", async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    await openJobs(page);

    // The boards are unreachable here (see support/jobs.ts): one short toast, the boards in the history.
    await page.getByRole('button', { name: 'Refresh Jobs' }).click();
    const failed = toastWith(page, 'Fetch Failed');
    await failed.waitFor();
    expect(await failed.textContent()).toMatch(
      /(\d+ of \d+ boards|The board) could not be reached\. Details are in the sync history\./,
    );

    const ok: FetchJobsResponse = {
      success: true,
      summary: {
        total_fetched: 42,
        new_jobs: 40,
        updated_jobs: 2,
        deactivated_jobs: 0,
        skipped: 0,
        sources: {
          'greenhouse:acmecloud': { fetched: 30, skipped: 0 },
          'lever:leverco': { fetched: 12, skipped: 0 },
        },
        failed: {},
      },
    };
    await page.route('**/api/admin/jobs/fetch', (route) => route.fulfill({ json: ok }));
    await page.getByRole('button', { name: 'Refresh Jobs' }).click();
    await toastWith(page, '✅ Jobs Updated!').getByText('Fetched 42 new jobs from 2 sources').waitFor();
    await toastWith(page, 'Jobs Refreshed!').waitFor();

    await page.unroute('**/api/admin/jobs/fetch');
    await page.route('**/api/admin/jobs/fetch', (route) => route.fulfill({ json: { success: false } }));
    await page.getByRole('button', { name: 'Refresh Jobs' }).click();
    await toastWith(page, 'Fetch Failed').getByText('Failed to fetch jobs', { exact: true }).waitFor();
  });

  it('has no serious or critical axe violations: loaded with the filters open, and in the dark theme', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await openJobs(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await select(page, 'Skills').selectOption((await list(page)).options.skills[0]!);
    await expectNoSeriousA11yViolations(page);

    const dark = await newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await signUp(dark);
    await openJobs(dark);
    await expectNoSeriousA11yViolations(dark);
  });

  // Last: an import is a real fetch, so it retires the sample postings the tests above use.
  it('shows markup from a posting as text and never runs it; real postings link out in a new tab', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    const escaped = (html: string) =>
      html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const posting = {
      id: 777001,
      title: 'Platform Engineer <img src=x onerror="window.__pwned=1">',
      absolute_url: 'https://job-boards.greenhouse.io/xsscorp/jobs/777001',
      company_name: 'XSS Corp',
      location: { name: 'Remote <b>EU</b>' },
      first_published: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      content: escaped(
        '<p>We build Kubernetes tooling.</p><script>window.__pwned=1;alert("script")</script>' +
          '<img src="x" onerror="window.__pwned=1;alert(\'img\')"><p>Literal: &lt;script&gt;alert("text")&lt;/script&gt;</p>' +
          '<h3>Requirements</h3><ul><li>Go <a href="javascript:alert(1)">and</a> Kubernetes</li></ul>',
      ),
      metadata: null,
    };
    const imported = await page.request.post('/api/admin/jobs/import', {
      data: { source: 'greenhouse', board: 'xsscorp', document: { jobs: [posting], meta: { total: 1 } } },
      headers: { origin: baseURL() },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    expect(((await imported.json()) as FetchJobsResponse).success).toBe(true);

    await openJobs(page, '/jobs?search=Platform%20Engineer');
    const card = cards(page).first();
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe('Platform Engineer');
    expect(await card.locator('[data-job-location]').textContent()).toBe('Remote EU');
    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Platform Engineer' });
    const description = dialog.locator('[data-job-description]');
    await description.waitFor();
    expect(await description.textContent()).toContain('Literal: < script>alert("text")< /script>');
    expect(await description.locator('script, img, a').count()).toBe(0);
    expect(await dialog.locator('[data-job-requirement] a').count()).toBe(0);
    expect(await dialog.locator('[data-job-requirement]').allTextContents()).toEqual(['Go and Kubernetes']);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(alerts).toEqual([]);

    const original = dialog.getByRole('link', { name: /View Original/ });
    expect(await original.getAttribute('href')).toBe(posting.absolute_url);
    expect(await original.getAttribute('target')).toBe('_blank');
    expect(await original.getAttribute('rel')).toBe('noopener noreferrer');
    await page.keyboard.press('Escape');
    const external = card.getByRole('link', { name: /XSS Corp on Greenhouse \(opens in a new tab\)/ });
    expect(await external.getAttribute('href')).toBe(posting.absolute_url);
    expect(await external.getAttribute('target')).toBe('_blank');

    // The sample postings made way for the real one.
    const now = await list(page);
    expect(now.jobs.some((j) => j.isSample)).toBe(false);
  });

  it('tells that the job boards are being fetched, with the progress, in a polite live region at 360 px, then lists the new jobs', async () => {
    // The configured boards are served on the sources port for this test only.
    const sources = new SourceServer(inject('sourcesPort'));
    await sources.start();
    try {
      for (const [path, body] of Object.entries(jobBoardFixtures)) sources.set(path, { body: body() });
      // Greenhouse answers late: the fetch is seen with 2 of its 3 boards done.
      const late = '/v1/boards/acmecloud/jobs';
      sources.set(late, { body: jobBoardFixtures[late](), delayMs: 6_000 });
      const admin = await newContext({ viewport: DESKTOP });
      await signInAdmin(admin);
      const fetched = admin.request.post('/api/admin/jobs/fetch', {
        data: { trigger: 'manual' },
        headers: { origin: baseURL() },
      });

      const page = await newPage({ viewport: { width: 360, height: 740 } });
      await signUp(page);
      const before = await list(page);
      await openJobs(page);
      const notice = page.getByTestId('jobs-fetch-status');
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await notice.getAttribute('aria-live')).toBe('polite');
      await expect
        .poll(() => notice.textContent(), { timeout: 10_000 })
        .toBe('Fetching jobs from 3 boards… 2 of 3 done The list updates when the fetch is done.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await countText(page)).toBe(count(before));
      await page.evaluate(() => {
        (window as unknown as { sameDocument?: boolean }).sameDocument = true;
      });

      expect(((await (await fetched).json()) as FetchJobsResponse).success).toBe(true);
      // The notice goes and the list shows the new postings, with no reload of the page.
      await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe('');
      const after = await list(page);
      expect(after.activeTotal).toBeGreaterThan(before.activeTotal);
      await expectShown(page, after);
      expect(after.jobs.some((j) => j.company === 'Acme Cloud')).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    } finally {
      await sources.stop();
    }
  });

  it('imports a saved board answer from the admin panel: what it added, updated and closed, and the fetch history', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin');
    const form = page.locator('[data-job-import-card]');
    await form.waitFor();
    const saved = recordedBoardFile();
    await form.getByLabel('Platform').selectOption('greenhouse');
    await form.getByLabel('Saved answer (.json)').setInputFiles({
      name: saved.name,
      mimeType: 'application/json',
      buffer: saved.buffer,
    });
    // The board name comes from the file name, as on the command line.
    expect(await form.getByLabel('Board name').inputValue()).toBe(saved.name.split('.')[0]);

    // The first import is held, to see the form busy; once released the gate stays open.
    const hold = await holdRequests(page, '**/api/admin/jobs/import');
    const importOnce = async (held: boolean) => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/jobs/import'));
      await form.getByRole('button', { name: 'Import jobs' }).click();
      if (held) {
        const busy = form.getByRole('button', { name: 'Importing...' });
        await busy.waitFor();
        expect(await busy.isDisabled()).toBe(true);
        hold.release();
      }
      const body = (await (await answer).json()) as FetchJobsResponse;
      expect(body.success, JSON.stringify(body)).toBe(true);
      return body.summary!;
    };

    const first = await importOnce(true);
    const n = first.total_fetched;
    expect(n).toBeGreaterThan(0);
    expect(first.new_jobs).toBe(n);
    const result = form.getByTestId('job-import-result');
    await expect
      .poll(() => result.textContent())
      .toBe(`Imported ${n} postings: ${n} added, 0 updated, ${first.deactivated_jobs} closed.`);
    // Other files' tests import boards on this server too: this import is the newest file import
    // of n postings.
    const imports = page
      .getByTestId('sync-history')
      .locator('tbody tr[data-source="jobs"]')
      .filter({ hasText: 'File import' });
    const latest = imports.filter({ hasText: `${n} postings from 1 board` }).first();
    await expect
      .poll(() => latest.textContent())
      .toContain(`${n} postings from 1 board: ${n} added, 0 updated`);
    expect(await latest.getAttribute('data-run-status')).toBe('succeeded');

    // The same answer again: nothing new, every posting updated in place.
    await importOnce(false);
    await expect
      .poll(() => result.textContent())
      .toBe(`Imported ${n} postings: 0 added, ${n} updated, 0 closed.`);
    await expect
      .poll(() => latest.textContent())
      .toContain(`${n} postings from 1 board: 0 added, ${n} updated, 0 closed`);
    await expectNoSeriousA11yViolations(page);
  });
});

describe("applying on the employer's site, and My applications", () => {
  const { newPage, newContext } = useBrowser();

  /** Two real postings of one board (the samples have no employer to apply to), imported once. */
  const board = 'harbourtech';
  const postings = [9101, 9102].map((id, i) => ({
    id,
    title: ['Harbour Site Reliability Engineer', 'Harbour Data Engineer'][i]!,
    absolute_url: `https://job-boards.greenhouse.io/${board}/jobs/${id}`,
    company_name: 'Harbour Tech',
    location: { name: 'Remote' },
    first_published: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    content: '&lt;p&gt;We run Kubernetes and Terraform.&lt;/p&gt;',
    metadata: null,
  }));
  beforeAll(async () => {
    const context = await newContext();
    await signInAdmin(context);
    const imported = await context.request.post('/api/admin/jobs/import', {
      data: { source: 'greenhouse', board, document: { jobs: postings, meta: { total: postings.length } } },
      headers: { origin: baseURL() },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await context.close();
  });

  /** A real posting, its details dialog open on `page`. */
  async function openRealJob(page: Page, title = postings[0]!.title) {
    const job = (await list(page, { search: title })).jobs.find((j) => j.title === title)!;
    // The employer's page is served locally: there is no internet here.
    await page
      .context()
      .route(job.externalUrl!, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<title>${job.title}</title>` }),
      );
    await page.goto(`/jobs?search=${encodeURIComponent(job.title)}`);
    await page
      .locator(`article[data-job-id="${job.id}"]`)
      .getByRole('button', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: job.title });
    await dialog.locator('[data-job-description]').waitFor();
    return { job, dialog };
  }

  it('Apply opens the posting in a new tab and saves the job to My applications; Applied after a reload; a second apply is Already Applied', async () => {
    const context = await newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signUpViaApi(context);
    const { job, dialog } = await openRealJob(page);
    // A second tab opened before the apply, still showing Apply Now.
    const stale = await context.newPage();
    const second = await openRealJob(stale);
    expect(await second.dialog.getByRole('button', { name: /Apply Now/ }).isEnabled()).toBe(true);

    const hold = await holdRequests(page, /\/api\/jobs\/\d+\/applications$/);
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: /Apply Now/ }).click();
    const posting = await popup;
    expect(posting.url()).toBe(job.externalUrl);
    const applying = dialog.getByRole('button', { name: 'Applying...' });
    await applying.waitFor();
    expect(await applying.isDisabled()).toBe(true);
    hold.release();
    const applied = dialog.getByRole('button', { name: 'Applied', exact: true });
    await applied.waitFor();
    expect(await applied.isDisabled()).toBe(true);
    await toastWith(page, 'Saved to My applications.')
      .getByText(`Finish your application on ${job.company}'s site.`, { exact: true })
      .waitFor();
    await posting.close();

    await page.reload();
    await page
      .locator(`article[data-job-id="${job.id}"]`)
      .getByRole('button', { name: /View Details/ })
      .click();
    const reloaded = page.getByRole('dialog', { name: job.title });
    await reloaded.getByRole('button', { name: 'Applied', exact: true }).waitFor();
    expect(await reloaded.getByRole('button', { name: 'Applied', exact: true }).isDisabled()).toBe(true);

    await stale.bringToFront();
    await second.dialog.getByRole('button', { name: /Apply Now/ }).click();
    await toastWith(stale, 'Already Applied').getByText('You have already applied to this job.').waitFor();
    await second.dialog.getByRole('button', { name: 'Applied', exact: true }).waitFor();

    const mine = await getJson<{ applications: Array<{ job: { id: number } }> }>(
      page,
      '/api/me/applications',
    );
    expect(mine.applications.map((a) => a.job.id)).toEqual([job.id]);
  });

  it("a visitor's Apply Now asks to sign in, then saves the job to My applications on the job's page", async () => {
    const account = await signUpViaApi(await newContext());
    const page = await newPage({ viewport: DESKTOP });
    const { job, dialog } = await openRealJob(page, postings[1]!.title);
    await dialog.getByRole('link', { name: 'Apply Now (sign in first)' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInThroughForm(page, account);

    // Back on the job's own page, the marker gone from the address, the job in My applications.
    await page.waitForURL(`${baseURL()}/jobs/${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await toastWith(page, 'Saved to My applications.').waitFor();
    await page.getByRole('button', { name: 'Applied', exact: true }).waitFor();
    const mine = await getJson<{ applications: Array<{ job: { id: number } }> }>(
      page,
      '/api/me/applications',
    );
    expect(mine.applications.map((a) => a.job.id)).toEqual([job.id]);

    // A reload applies nothing again.
    await page.reload();
    await page.getByRole('button', { name: 'Applied', exact: true }).waitFor();
    expect(
      (await getJson<{ applications: unknown[] }>(page, '/api/me/applications')).applications,
    ).toHaveLength(1);
  });

  it("a session that ended on the page gets 'Login Required' on apply", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    const { dialog } = await openRealJob(page, postings[1]!.title);
    await page.context().clearCookies();
    await dialog.getByRole('button', { name: /Apply Now/ }).click();
    await toastWith(page, 'Login Required').getByText('Please log in to apply for jobs.').waitFor();
    expect(await dialog.getByRole('button', { name: /Apply Now/ }).isEnabled()).toBe(true);
  });

  it('moves an application through its statuses with dates, keeps a note and a follow-up day, as a list and a board', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUpViaApi(page.context());
    const job = (await list(page, { search: postings[1]!.title })).jobs[0]!;
    const applied = await page.request.post(`/api/jobs/${job.id}/applications`, {
      headers: { origin: baseURL() },
    });
    expect(applied.status()).toBe(201);
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'My applications' });
    const row = section.locator('[data-application-id]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().textContent()).toContain(job.title);
    const status = row.first().getByRole('combobox', { name: `Status of ${job.title} at ${job.company}` });
    expect(await status.inputValue()).toBe('applied');
    await expectNoSeriousA11yViolations(page);

    // Interviewing, then Offer: each change dated in the history, kept on the server.
    for (const next of ['interviewing', 'offer'] as const) {
      const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
      await status.selectOption(next);
      await saved;
    }
    await row
      .first()
      .getByRole('button', { name: /Details/ })
      .click();
    await expect
      .poll(() => row.first().locator('[data-application-history] li').allTextContents())
      .toEqual([
        expect.stringMatching(/^Applied · \w{3} \d{1,2}, \d{4}$/),
        expect.stringMatching(/^Interviewing · /),
        expect.stringMatching(/^Offer · /),
      ]);
    await row.first().getByLabel('Note').fill('Second round with the platform team');
    await row.first().getByLabel('Follow-up date').fill('2026-12-03');
    const savedDetails = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
    await row.first().getByRole('button', { name: /^Save/ }).click();
    await savedDetails;
    await expect.poll(() => row.first().locator('[data-follow-up]').textContent()).toContain('Dec 3, 2026');

    await page.reload();
    await row.first().waitFor();
    expect(await status.inputValue()).toBe('offer');
    await row
      .first()
      .getByRole('button', { name: /Details/ })
      .click();
    expect(await row.first().getByLabel('Note').inputValue()).toBe('Second round with the platform team');

    // The board: one column per status; moving a card moves it to another column.
    await section.getByRole('button', { name: 'Board' }).click();
    const board = section.getByTestId('applications-board');
    await board.waitFor();
    expect(await board.locator('[data-application-lane="offer"] [data-application-id]').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await board
      .getByRole('combobox', { name: `Status of ${job.title} at ${job.company}` })
      .selectOption('rejected');
    await board.locator('[data-application-lane="rejected"] [data-application-id]').waitFor();
    expect(await board.locator('[data-application-lane="offer"] [data-application-id]').count()).toBe(0);

    // The CSV export is a download of the same rows.
    const download = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('my-applications.csv');
  });

  it('removes an application from the list', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUpViaApi(page.context());
    const job = (await list(page, { search: postings[1]!.title })).jobs[0]!;
    await page.request.post(`/api/jobs/${job.id}/applications`, { headers: { origin: baseURL() } });
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'My applications' });
    const row = section.locator('[data-application-id]');
    await row
      .first()
      .getByRole('button', { name: /Details/ })
      .click();
    await row
      .first()
      .getByRole('button', { name: /Remove/ })
      .click();
    await toastWith(page, 'Removed from My applications').waitFor();
    await section.getByText("You haven't applied to any jobs yet.").waitFor();
    expect((await getJson<{ applications: unknown[] }>(page, '/api/me/applications')).applications).toEqual(
      [],
    );
  });
});
