/// <reference lib="dom" />
import { REWARDS } from '@app/core/student-card';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi, toastWith, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';

const DESKTOP = { width: 1280, height: 800 };

const plan = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const price = (page: Page, name: string) => plan(page, name).getByTestId('plan-price').textContent();
const billingNote = (page: Page, name: string) =>
  plan(page, name).getByTestId('plan-billing-note').textContent();

async function openPricing(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
}

describe('/pricing', () => {
  const { newPage, newContext } = useBrowser();

  it('has no serious or critical axe violations', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPricing(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('has no serious or critical axe violations in the dark theme, on annual billing', async () => {
    const page = await newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await openPricing(page);
    await page.getByRole('radio', { name: /^Annual/ }).check();
    await expectNoSeriousA11yViolations(page);
  });

  it('starts on monthly billing and switches Pro+ between $49 and $39 billed $468/year', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPricing(page);
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const annual = page.getByRole('radio', { name: /^Annual/ });
    expect(await monthly.isChecked()).toBe(true);
    expect(await page.getByText('Save 20% on Pro+', { exact: true }).isVisible()).toBe(true);

    expect(await price(page, 'Free')).toBe('$0');
    expect(await price(page, 'Pro')).toBe('$15');
    expect(await price(page, 'Pro+')).toBe('$49');
    expect(await billingNote(page, 'Pro+')).toBe('Billed monthly');

    await annual.check();
    await expect.poll(() => price(page, 'Pro+')).toBe('$39');
    expect(await billingNote(page, 'Pro+')).toBe('Billed annually as $468/year');
    expect(await price(page, 'Pro')).toBe('$15');
    expect(await price(page, 'Free')).toBe('$0');

    await monthly.check();
    await expect.poll(() => price(page, 'Pro+')).toBe('$49');
  });

  it('shows the badges, what each plan gives, mentorship sessions, guarantee and the support link', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPricing(page);
    expect(await plan(page, 'Pro').getByText('Most Popular', { exact: true }).isVisible()).toBe(true);
    expect(await plan(page, 'Pro+').getByText('Best Value', { exact: true }).isVisible()).toBe(true);
    const free = (await plan(page, 'Free').textContent()) ?? '';
    // The AI tools are free for everyone, so they are the Free plan's, not a paid plan's.
    expect(free).toContain('CV and cover letter builders');
    expect(await plan(page, 'Pro').textContent()).not.toMatch(/CV|cover letter|courses/);
    expect(await plan(page, 'Pro+').textContent()).toContain('2 mentorship sessions a month');
    expect(await page.getByTestId('plan-inclusions').textContent()).toContain('30-day money-back guarantee');
    expect(await page.getByRole('link', { name: 'Contact our support team' }).getAttribute('href')).toBe(
      '/help',
    );
  });

  it('sends a visitor who chooses a plan to sign up', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPricing(page);
    await plan(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
    await page.waitForURL((u) => u.pathname === '/auth' && u.hash === '#signup');
  });

  it('tells a signed-in user that paid plans are coming soon, taking no payment', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(context);
    const page = await context.newPage();
    await openPricing(page);
    await plan(page, 'Pro+').getByRole('button', { name: 'Choose Pro+' }).click();
    await toastWith(page, 'Coming Soon').waitFor();
    expect(await toastWith(page, 'Coming Soon').textContent()).toContain('no payment has been taken');
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });
});

async function openDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe('waitlists', () => {
  const { newPage } = useBrowser();

  it('/mentors shows the features, 15 companies and the benefits, without axe violations', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/mentors');
    await page.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
    for (const feature of ['1-on-1 Sessions', 'Flexible Scheduling', 'Video Calls', 'Chat Support']) {
      expect(await page.getByRole('heading', { name: feature, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('mentor-companies').locator('li').count()).toBe(15);
    expect(await page.getByRole('heading', { name: 'For Job Seekers' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'For Mentors' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('joins the mentors waitlist; the same address in another case is already on it', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/mentors');
    await page.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
    const email = uniqueEmail('mentee');

    let dialog = await openDialog(page, 'Join Waitlist');
    expect(
      await dialog.getByRole('heading', { name: 'Join the Mentorship Program Waitlist' }).isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');

    // Missing name: the spec's message, nothing sent, the dialog stays.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/waitlist')) requests.push(r.method());
    });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await toastWith(page, 'Missing Information').waitFor();
    expect(await toastWith(page, 'Missing Information').textContent()).toContain(
      'Please fill in your name and email address.',
    );
    expect(requests).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);

    // Success: 'Joining...' while sending, then the toast, and the dialog closes.
    await dialog.getByLabel('Full Name').fill('Grace Hopper');
    await dialog.getByLabel('Message').fill('Interested in cloud careers.');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    const joining = dialog.getByRole('button', { name: 'Joining...' });
    await joining.waitFor();
    expect(await joining.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Successfully Added!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute('**/api/waitlist');

    // Reopened from the other button: the form was reset.
    dialog = await openDialog(page, 'Get Early Access');
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe('');
    expect(await dialog.getByLabel('Email').inputValue()).toBe('');
    expect(await dialog.getByLabel('Message').inputValue()).toBe('');

    // The same address in capitals: already on the list, the dialog stays open.
    await dialog.getByLabel('Full Name').fill('Grace B. Hopper');
    await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await toastWith(page, 'Already on Waitlist').waitFor();
    expect(await toastWith(page, 'Already on Waitlist').textContent()).toContain(
      "You're already signed up for the Mentorship Program waitlist!",
    );
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Full Name').inputValue()).toBe('Grace B. Hopper');
  });

  it('points out an address that is not valid before sending', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/mentors');
    const dialog = await openDialog(page, 'Join Waitlist');
    await dialog.getByLabel('Full Name').fill('Ada');
    await dialog.getByLabel('Email').fill('ada-at-example');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await dialog.getByText('Please enter a valid email address.').waitFor();
    expect(await dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the generic error when the server fails', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/mentors');
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'boom' } }),
      }),
    );
    const dialog = await openDialog(page, 'Join Waitlist');
    await dialog.getByLabel('Full Name').fill('Ada');
    await dialog.getByLabel('Email').fill(uniqueEmail());
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await toastWith(page, 'Error').waitFor();
    expect(await toastWith(page, 'Error').textContent()).toContain(
      'Something went wrong. Please try again later.',
    );
    expect(await dialog.isVisible()).toBe(true);
  });

  it('/student-card previews the card at 0 of 500 points, the rewards and the tiers, without axe violations', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/student-card');
    await page.getByRole('heading', { level: 1, name: 'Student Rewards Card' }).waitFor();
    expect(await page.getByTestId('milestone-progress').textContent()).toBe('0 / 500 points');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuemax')).toBe('500');

    const rewards = page.getByTestId('rewards').locator('li');
    expect(await rewards.count()).toBe(12);
    for (const [i, reward] of REWARDS.entries()) {
      const item = rewards.nth(i);
      expect(await item.textContent()).toContain(`${reward.points} points`);
      expect(await item.getByRole('button', { name: 'Coming Soon' }).isDisabled()).toBe(true);
    }

    const tiers = (await page.getByTestId('tiers').textContent()) ?? '';
    for (const text of [
      'Bronze',
      '1x',
      'Silver',
      '1,000+ points',
      '1.2x',
      'Gold',
      '3,000+',
      '1.5x',
      'Platinum',
      '5,000+',
      '2x',
    ]) {
      expect(tiers).toContain(text);
    }
    expect(await page.getByTestId('current-tier').locator('xpath=ancestor::li').textContent()).toContain(
      'Bronze',
    );
    expect(await page.getByRole('main').textContent()).toContain('100-300 points');
    expect(await page.getByRole('main').textContent()).toContain('500+ points');
    expect(await page.getByRole('link', { name: 'Explore Courses' }).getAttribute('href')).toBe('/courses');
    await expectNoSeriousA11yViolations(page);
  });

  it('joins the student card waitlist', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/student-card');
    const dialog = await openDialog(page, 'Join Waitlist');
    expect(await dialog.getByRole('heading', { name: 'Join the Student Card Waitlist' }).isVisible()).toBe(
      true,
    );
    const email = uniqueEmail('student');
    await dialog.getByLabel('Full Name').fill('Katherine Johnson');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await toastWith(page, 'Successfully Added!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const again = await openDialog(page, 'Join Waitlist');
    await again.getByLabel('Full Name').fill('Katherine Johnson');
    await again.getByLabel('Email').fill(email.toUpperCase());
    await again.getByRole('button', { name: 'Join Waitlist' }).click();
    await toastWith(page, 'Already on Waitlist').waitFor();
    expect(await toastWith(page, 'Already on Waitlist').textContent()).toContain(
      "You're already signed up for the Student Card waitlist!",
    );
  });
});
