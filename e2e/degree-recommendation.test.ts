/// <reference lib="dom" />
import { DEGREE_ANSWER_MAX, DEGREE_RECOMMENDATION_COUNT, type DegreeResponse } from '@app/core/ai-api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeToasts, toastWith } from './support/accounts';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, holdRequests } from './support/catalog';

const ENDPOINT = '/api/ai/degree-recommendations';
const BUTTON = 'Get My Degree Recommendations';

async function openPage(page: Page) {
  await page.goto('/degree-recommendation');
  await page.getByRole('heading', { level: 1, name: 'Degree Recommendations' }).waitFor();
}

/** A field by its label; required fields' labels end in "(required)" for screen readers. */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( \\(required\\))?$`) });

async function fillProfile(page: Page) {
  await field(page, 'Your Interests').fill('  Building software, data and cloud computing  ');
  await field(page, 'Your Strengths').fill('Mathematics, problem solving, Python programming');
  await field(page, 'Career Goals').fill('Become a data engineer at a cloud company');
  await field(page, 'Preferred Work Environment').fill('Remote, small team');
  await field(page, 'Additional Information').fill('I enjoyed statistics at school');
}

describe('/degree-recommendation', () => {
  const { newPage } = useBrowser();

  it('has five labelled fields and enables the button only with interests and strengths', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    expect(await page.title()).toContain('Degree Recommendations');
    const button = page.getByRole('button', { name: BUTTON });
    expect(await button.isDisabled()).toBe(true);

    await field(page, 'Career Goals').fill('Work in healthcare');
    expect(await button.isDisabled()).toBe(true);
    await field(page, 'Your Interests').fill('Biology');
    expect(await button.isDisabled()).toBe(true);
    // Blank text does not count.
    await field(page, 'Your Strengths').fill('    ');
    expect(await button.isDisabled()).toBe(true);
    await field(page, 'Your Strengths').fill('Patience');
    expect(await button.isEnabled()).toBe(true);
    await field(page, 'Your Interests').fill('');
    expect(await button.isDisabled()).toBe(true);

    // The required ones say so to screen readers too.
    expect(await field(page, 'Your Interests').getAttribute('aria-required')).toBe('true');
    expect(await field(page, 'Your Strengths').getAttribute('aria-required')).toBe('true');
    expect(await field(page, 'Additional Information').getAttribute('aria-required')).toBeNull();
  });

  it('takes each answer up to the length the API accepts', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    const long = 'I like building robots. '.repeat(DEGREE_ANSWER_MAX / 24 + 2);
    for (const label of ['Your Interests', 'Career Goals', 'Additional Information']) {
      await field(page, label).fill(long);
      expect(await field(page, label).inputValue()).toBe(long.slice(0, DEGREE_ANSWER_MAX));
    }
  });

  it("shows 'Missing Information' and sends nothing when the form is submitted anyway", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(ENDPOINT)) sent.push(r.method());
    });
    await field(page, 'Your Interests').fill('Art');
    // The button is disabled, so submit the form the way a script or an assistive tool could.
    await page
      .locator('form', { has: page.getByRole('button', { name: BUTTON }) })
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await toastWith(page, 'Missing Information').waitFor();
    expect(await toastWith(page, 'Missing Information').textContent()).toContain(
      'Please fill in at least your interests and strengths.',
    );
    expect(sent).toEqual([]);
  });

  it('analyses with a spinner, then shows the top 3, general advice and numbered next steps', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await fillProfile(page);

    const { release } = await holdRequests(page, `**${ENDPOINT}`);
    const requestPromise = page.waitForRequest((r) => r.url().endsWith(ENDPOINT));
    const responsePromise = page.waitForResponse((r) => r.url().endsWith(ENDPOINT));
    await page.getByRole('button', { name: BUTTON }).click();

    const pending = page.getByRole('button', { name: 'Analyzing...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    expect(await pending.locator('svg.animate-spin').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Analyzing your profile' }).count()).toBe(1);

    const request = await requestPromise;
    expect(request.postDataJSON()).toEqual({
      interests: 'Building software, data and cloud computing',
      strengths: 'Mathematics, problem solving, Python programming',
      careerGoals: 'Become a data engineer at a cloud company',
      workEnvironment: 'Remote, small team',
      additionalInfo: 'I enjoyed statistics at school',
    });
    release();
    const response = await responsePromise;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as DegreeResponse;

    await toastWith(page, 'Analysis Complete!').waitFor();
    await page
      .getByRole('heading', {
        level: 2,
        name: `Your Top ${DEGREE_RECOMMENDATION_COUNT} Degree Recommendations`,
      })
      .waitFor();
    expect(await page.getByRole('button', { name: BUTTON }).isEnabled()).toBe(true);

    const entries = page.getByTestId('degree-recommendations').locator(':scope > li');
    expect(await entries.count()).toBe(DEGREE_RECOMMENDATION_COUNT);
    expect(body.recommendations).toHaveLength(DEGREE_RECOMMENDATION_COUNT);
    for (const [index, recommendation] of body.recommendations.entries()) {
      const entry = entries.nth(index);
      const text = (await entry.textContent()) ?? '';
      expect(text).toContain(`#${index + 1}`);
      expect(await entry.getByRole('heading', { level: 3 }).textContent()).toBe(recommendation.degree);
      expect(text).toContain(recommendation.match_reason);
      expect(await entry.getByText(`${recommendation.priority} match`, { exact: true }).isVisible()).toBe(
        true,
      );
      for (const heading of [
        'Career Paths',
        'Skills Developed',
        'Job Market Outlook',
        'Salary Expectations',
      ]) {
        expect(await entry.getByRole('heading', { level: 4, name: heading }).isVisible()).toBe(true);
      }
      for (const path of recommendation.career_paths) expect(text).toContain(path);
      for (const skill of recommendation.skills_developed) expect(text).toContain(skill);
      expect(text).toContain(recommendation.job_outlook);
      expect(text).toContain(`Entry level:${recommendation.salary_range.entry_level}`);
      expect(text).toContain(`Experienced:${recommendation.salary_range.experienced}`);
    }

    expect(await page.getByRole('heading', { level: 2, name: 'General Advice' }).isVisible()).toBe(true);
    expect(await page.getByText(body.general_advice, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Next Steps' }).isVisible()).toBe(true);
    const steps = page.getByTestId('degree-next-steps');
    expect(await steps.evaluate((el) => el.tagName)).toBe('OL');
    expect(body.next_steps.length).toBeGreaterThan(0);
    expect(await steps.locator('li').allTextContents()).toEqual(
      body.next_steps.map((s, i) => `${i + 1}${s}`),
    );

    expect(await page.getByTestId('ai-engine-note').textContent()).toBe(`Generated by ${body.engine.name}`);
    await closeToasts(page);
    await expectNoSeriousA11yViolations(page);
  });

  it("shows 'Analysis Failed' when the request fails and keeps what was typed", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await fillProfile(page);
    await page.route(`**${ENDPOINT}`, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: BUTTON }).click();
    await toastWith(page, 'Analysis Failed').waitFor();
    expect(await toastWith(page, 'Analysis Failed').textContent()).toContain(
      'There was an error analyzing your profile. Please try again.',
    );
    expect(await field(page, 'Your Strengths').inputValue()).toBe(
      'Mathematics, problem solving, Python programming',
    );
    expect(await page.getByRole('button', { name: BUTTON }).isEnabled()).toBe(true);
    expect(await page.getByRole('heading', { name: /Degree Recommendations$/, level: 2 }).count()).toBe(0);
  });
});
