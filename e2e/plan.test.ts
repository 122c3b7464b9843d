/// <reference lib="dom" />
// The skill-gap planner in the browser: its three entry points (a job's details, a career path's
// page, a role typed on /plan), readiness following the skills a visitor adds, saving a plan
// (signed in, and as a visitor who signs in to save), My plans on the dashboard, the saved plan's
// page, sharing it and the shared link opened elsewhere without the person's data, and a phone's
// width.
import type { JobListResponse } from '@app/core/jobs-api';
import type { PlanResponse, SavedPlansResponse, SharedPlanResponse } from '@app/core/plan-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughForm, signUpViaApi, toastWith } from './support/accounts';
import { baseURL, useBrowser } from './support/browser';
import { DESKTOP, getJson } from './support/catalog';

const PATH_ID = 'data-analyst';
const PHONE_360 = { width: 360, height: 740 };

const resultHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: `Your plan for ${title}` });
const readiness = async (page: Page) =>
  Number(await page.locator('[data-plan-readiness]').getAttribute('data-plan-readiness'));

/** The plan the API works out for a visitor, to compare the page with. */
async function planFor(page: Page, body: object): Promise<PlanResponse> {
  const res = await page.request.post('/api/plan', { data: body, headers: { origin: baseURL() } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PlanResponse;
}

async function addSkill(page: Page, skill: string) {
  await page.getByLabel('Add a skill').fill(skill);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByRole('list', { name: 'Skills you have' })
    .getByRole('button', { name: `Remove ${skill}` })
    .waitFor();
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.window);
}

describe('skill-gap planner', () => {
  const { newPage, newContext } = useBrowser();

  it("opens from a job's details (dialog and page) with that job as the target", async () => {
    const page = await newPage({ viewport: DESKTOP });
    const list = await getJson<JobListResponse>(page, '/api/jobs?limit=20');
    const job = list.jobs.find((j) => j.skills.length > 0)!;
    const expected = await planFor(page, { target: { kind: 'job', id: job.id } });

    await page.goto('/jobs');
    const card = page.locator(`article[data-job-id="${job.id}"]`);
    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Am I ready?' }).click();
    await page.waitForURL(`${baseURL()}/plan?job=${job.id}`);
    await resultHeading(page, expected.target.title).waitFor();
    expect(await page.getByTestId('plan-target').textContent()).toContain(expected.target.title);
    // The job's skills are the required ones, with how often similar postings name them.
    const required = page.getByRole('region', { name: 'Required skills' });
    for (const skill of expected.skills.filter((s) => s.required)) {
      await required.locator(`[data-plan-skill="${skill.name}"]`).waitFor();
    }
    if (expected.postingsCompared > 0) {
      const shared = expected.skills.find((s) => s.share !== null)!;
      expect(await required.locator(`[data-plan-skill="${shared.name}"]`).textContent()).toContain(
        `named in ${Math.round(shared.share! * 100)}% of ${expected.postingsCompared} similar posting`,
      );
    }
    expect(await readiness(page)).toBe(0);
    // Each step links to its course's page.
    for (const step of expected.steps) {
      const link = page
        .locator(`[data-plan-step="${step.courseId}"]`)
        .getByRole('link', { name: step.title });
      const pages = step.source === 'university' ? 'university-courses' : 'courses';
      expect(await link.getAttribute('href')).toBe(`/${pages}/${encodeURIComponent(String(step.courseId))}`);
    }

    // The job's own page offers the same.
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('link', { name: 'Am I ready?' }).click();
    await page.waitForURL(`${baseURL()}/plan?job=${job.id}`);
    await resultHeading(page, expected.target.title).waitFor();
  });

  it("opens from a career path's page with Plan my path", async () => {
    const page = await newPage({ viewport: DESKTOP });
    const expected = await planFor(page, { target: { kind: 'path', id: PATH_ID } });
    await page.goto(`/career-paths/${PATH_ID}`);
    await page.getByRole('link', { name: 'Plan my path' }).click();
    await page.waitForURL(`${baseURL()}/plan?path=${PATH_ID}`);
    await resultHeading(page, expected.target.title).waitFor();
    expect(await page.getByTestId('plan-steps').locator('li').count()).toBe(expected.steps.length);
    if (expected.uncovered.length > 0) {
      expect(await page.getByTestId('plan-uncovered').textContent()).toBe(
        `No course in our catalogue teaches: ${expected.uncovered.join(', ')}`,
      );
    }
  });

  it('plans a typed role, and says so in the server’s words when nothing matches it', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/plan');
    await page.getByRole('heading', { level: 1, name: 'Skill-Gap Planner' }).waitFor();
    await page.getByTestId('plan-empty').waitFor();

    await page.getByLabel('Role you want').fill('Cloud Architect');
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await page.waitForURL(`${baseURL()}/plan?role=Cloud+Architect`);
    await resultHeading(page, 'Cloud Architect').waitFor();

    const unknown = await page.request.post('/api/plan', {
      data: { target: { kind: 'role', title: 'zzqx wobble' } },
      headers: { origin: baseURL() },
    });
    expect(unknown.status()).toBe(404);
    const { error } = (await unknown.json()) as { error: { message: string } };
    await page.getByLabel('Role you want').fill('zzqx wobble');
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    expect(await page.getByRole('alert').filter({ hasText: error.message }).textContent()).toContain(
      error.message,
    );
  });

  it("a visitor's readiness rises as they add the target's skills, and falls as they take one out", async () => {
    const page = await newPage({ viewport: DESKTOP });
    const expected = await planFor(page, { target: { kind: 'path', id: PATH_ID } });
    const [first, second] = expected.skills.filter((s) => s.required);
    await page.goto(`/plan?path=${PATH_ID}`);
    await resultHeading(page, expected.target.title).waitFor();
    expect(await readiness(page)).toBe(0);

    await addSkill(page, first!.name);
    await expect.poll(() => readiness(page)).toBeGreaterThan(0);
    const one = await readiness(page);
    const afterOne = await planFor(page, { target: { kind: 'path', id: PATH_ID }, skills: [first!.name] });
    expect(one).toBe(Math.round(afterOne.readiness * 100));
    expect(await page.getByRole('status').filter({ hasText: 'Readiness' }).textContent()).toContain(
      `Readiness ${one}%`,
    );
    // The skill moves from missing to had, labelled with where it came from.
    expect(await page.getByTestId('plan-have').textContent()).toContain(
      `${afterOne.have[0]!.name}Added by you`,
    );
    expect(await page.getByTestId('plan-missing').textContent()).not.toContain(afterOne.have[0]!.name);

    await addSkill(page, second!.name);
    await expect.poll(() => readiness(page)).toBeGreaterThan(one);

    await page
      .getByRole('list', { name: 'Skills you have' })
      .getByRole('button', { name: `Remove ${second!.name}` })
      .click();
    await expect.poll(() => readiness(page)).toBe(one);

    // A pasted CV: the skills read from it count, each marked as from the CV; one taken out
    // stops counting and can be put back.
    await page.getByLabel('Paste your CV (optional)').fill(`Three years of reporting with ${second!.name}.`);
    const mine = page.getByRole('list', { name: 'Skills you have' });
    await mine.getByText('From your CV').waitFor();
    await expect.poll(() => readiness(page)).toBeGreaterThan(one);
    const fromCv = (await mine.locator('li').filter({ hasText: 'From your CV' }).first().textContent())!;
    const cvSkill = fromCv.split(' · ')[0]!;
    await mine.getByRole('button', { name: `Remove ${cvSkill}` }).click();
    await expect.poll(() => readiness(page)).toBe(one);
    await page.getByRole('button', { name: `Put back ${cvSkill}` }).click();
    await expect.poll(() => readiness(page)).toBeGreaterThan(one);
  });

  it('saves a plan signed in, lists it under My plans, opens it, shares it without the person’s data', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(context);
    const page = await context.newPage();
    const expected = await planFor(page, { target: { kind: 'path', id: PATH_ID } });
    const known = expected.skills.find((s) => s.required)!.name;
    // A skill the path does not ask for: it is the person's own, and must not travel in a share.
    const personal = 'Underwater Basket Weaving';

    await page.goto(`/plan?path=${PATH_ID}`);
    await resultHeading(page, expected.target.title).waitFor();
    await addSkill(page, known);
    await addSkill(page, personal);
    await expect.poll(() => readiness(page)).toBeGreaterThan(0);
    const ready = await readiness(page);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await toastWith(page, 'Plan saved').waitFor();
    await page.getByRole('link', { name: 'Open saved plan' }).waitFor();

    // My plans on the dashboard: title, readiness, link.
    await page.goto('/dashboard');
    const myPlans = page.getByRole('region', { name: 'My plans' });
    const saved = await getJson<SavedPlansResponse>(page, '/api/me/plans');
    expect(saved.plans).toHaveLength(1);
    const plan = saved.plans[0]!;
    const item = myPlans.locator(`[data-plan-id="${plan.id}"]`);
    expect(await item.textContent()).toContain(`${ready}% ready`);
    await item.getByRole('link', { name: plan.title }).click();
    await page.waitForURL(`${baseURL()}/plans/${plan.id}`);
    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();
    expect(await readiness(page)).toBe(ready);
    expect(await page.getByTestId('plan-have').textContent()).toContain(known);

    // Share: a link, copied with the copy button; opened in a fresh browser, it shows the plan
    // and none of the skills the person typed.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const urlBox = page.getByLabel('Share link');
    await urlBox.waitFor();
    const shareUrl = await urlBox.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${baseURL()}/shared-plans/[^/]+$`));
    await page.getByRole('button', { name: 'Copy link' }).waitFor();

    const stranger = await newPage({ viewport: DESKTOP });
    const token = shareUrl.split('/').pop()!;
    const shared = await getJson<SharedPlanResponse>(stranger, `/api/shared-plans/${token}`);
    expect(JSON.stringify(shared)).not.toContain(personal);
    expect('have' in shared.plan.result).toBe(false);
    await stranger.goto(shareUrl);
    await stranger.getByRole('heading', { level: 1, name: plan.title }).waitFor();
    expect(await readiness(stranger)).toBe(ready);
    const text = (await stranger.locator('main').textContent()) ?? '';
    expect(text).not.toContain(personal);
    expect(text).not.toContain('Added by you');
    expect(await stranger.getByTestId('plan-have').count()).toBe(0);

    // Stop sharing: the link shows that it no longer opens the plan.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
    await stranger.reload();
    await stranger.getByRole('heading', { level: 1, name: 'Shared plan not found' }).waitFor();

    // Delete, after confirming: gone from My plans.
    await page.getByRole('button', { name: 'Delete plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete plan' }).click();
    await page.waitForURL(`${baseURL()}/dashboard`);
    await page.getByRole('region', { name: 'My plans' }).getByText('No saved plans yet.').waitFor();
  });

  it('a visitor who presses Save plan signs in, comes back to the same plan, and it is saved', async () => {
    const account = await signUpViaApi(await newContext());
    const page = await newPage({ viewport: DESKTOP });
    const expected = await planFor(page, { target: { kind: 'path', id: PATH_ID } });
    const skill = expected.skills.find((s) => s.required)!.name;
    await page.goto(`/plan?path=${PATH_ID}`);
    await resultHeading(page, expected.target.title).waitFor();
    await addSkill(page, skill);
    await expect.poll(() => readiness(page)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Save plan (sign in first)' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInThroughForm(page, account);

    await page.waitForURL(`${baseURL()}/plan?path=${PATH_ID}`);
    await toastWith(page, 'Plan saved').waitFor();
    // What they typed is still there.
    await page
      .getByRole('list', { name: 'Skills you have' })
      .getByRole('button', { name: `Remove ${skill}` })
      .waitFor();
    const saved = await getJson<SavedPlansResponse>(page, '/api/me/plans');
    expect(saved.plans.map((p) => p.target)).toEqual([
      expect.objectContaining({ kind: 'path', id: PATH_ID }),
    ]);
    expect(saved.plans[0]!.readiness).toBeGreaterThan(0);
  });

  it('signed in, reads the account: a tracked course is marked, a completed one counts, a saved plan follows it', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(context);
    const page = await context.newPage();
    const headers = { origin: baseURL() };
    const before = await planFor(page, { target: { kind: 'path', id: PATH_ID } });
    // Catalogue courses are the ones a dashboard tracks (university courses link to their own pages).
    const [tracked, completed] = before.steps.filter((step) => step.source === 'catalogue');
    expect(completed).toBeDefined();
    const courseApi = (id: string | number) => `/api/me/courses/${encodeURIComponent(String(id))}`;
    expect(
      (await page.request.put(courseApi(tracked!.courseId), { data: { status: 'enrolled' }, headers })).ok(),
    ).toBe(true);

    await page.goto(`/plan?path=${PATH_ID}`);
    await resultHeading(page, before.target.title).waitFor();
    expect(await page.locator(`[data-plan-step="${tracked!.courseId}"]`).textContent()).toContain('Tracking');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByRole('link', { name: 'Open saved plan' }).click();
    await page.locator('[data-saved-plan]').waitFor();
    const readyBefore = await readiness(page);

    // A course of the plan completed: its skills count as had, from a completed course.
    const done = await page.request.put(`${courseApi(completed!.courseId)}/completion`, {
      data: {},
      headers,
    });
    expect(done.ok(), await done.text()).toBe(true);
    await page.reload();
    await page.locator('[data-saved-plan]').waitFor();
    await expect.poll(() => readiness(page)).toBeGreaterThan(readyBefore);
    expect(await page.getByTestId('plan-have').textContent()).toContain('From a completed course');
    expect(await page.locator(`[data-plan-step="${completed!.courseId}"]`).count()).toBe(0);
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const context = await newContext({ viewport: PHONE_360 });
    await signUpViaApi(context);
    const page = await context.newPage();
    const expected = await planFor(page, { target: { kind: 'path', id: PATH_ID } });
    await page.goto(`/plan?path=${PATH_ID}`);
    await resultHeading(page, expected.target.title).waitFor();
    await addSkill(page, expected.skills[0]!.name);
    await expect.poll(() => readiness(page)).toBeGreaterThan(0);
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByRole('link', { name: 'Open saved plan' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/plans/'));
    await page.locator('[data-saved-plan]').waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shareUrl = await page.getByLabel('Share link').inputValue();
    await noSidewaysScroll(page);

    await page.goto(shareUrl);
    await page.locator('[data-shared-plan]').waitFor();
    await noSidewaysScroll(page);
  });
});
