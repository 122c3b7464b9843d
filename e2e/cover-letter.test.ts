/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { COVER_LETTER_TONES, type CoverLetterRequest } from '@app/core/ai-api';
import { TONES } from '@app/core/ai-writing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeToasts, toastWith } from './support/accounts';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, holdRequests } from './support/catalog';

const ENDPOINT = '/api/ai/cover-letter';
const BUTTON = 'Generate Cover Letter';

async function openPage(page: Page) {
  await page.goto('/cover-letter');
  await page.getByRole('heading', { level: 1, name: 'Cover Letter Builder' }).waitFor();
}

/** A field by its label; required fields' labels end in "(required)" for screen readers. */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( \\(required\\))?$`) });

async function fillRequired(page: Page) {
  await field(page, 'Full Name').fill(' Jane Doe ');
  await field(page, 'Email').fill('jane.doe@example.com');
  await field(page, 'Company').fill('Acme Corp');
  await field(page, 'Position').fill('Frontend Developer');
}

async function generate(page: Page): Promise<string> {
  await page.getByRole('button', { name: BUTTON }).click();
  await toastWith(page, 'Cover Letter Generated!').waitFor();
  return (await page.getByTestId('cover-letter-text').textContent()) ?? '';
}

describe('/cover-letter', () => {
  const { newPage, newContext } = useBrowser();

  it("says 'Missing Information' until name, email, company and position are filled, sending nothing", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    expect(await page.title()).toContain('Cover Letter Builder');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(ENDPOINT)) sent.push(r.method());
    });
    const button = page.getByRole('button', { name: BUTTON });

    await button.click();
    await toastWith(page, 'Missing Information').waitFor();
    expect(await toastWith(page, 'Missing Information').textContent()).toContain(
      'Please fill in all required fields (marked with *).',
    );

    // Optional fields and blank required ones do not count.
    await field(page, 'Full Name').fill('Jane Doe');
    await field(page, 'Email').fill('jane@example.com');
    await field(page, 'Company').fill('   ');
    await field(page, 'Position').fill('Engineer');
    await field(page, 'Hiring Manager').fill('Alex');
    const shown = await toastWith(page, 'Missing Information').count();
    await button.click();
    await expect.poll(() => toastWith(page, 'Missing Information').count()).toBeGreaterThan(shown);
    expect(sent).toEqual([]);

    for (const label of ['Full Name', 'Email', 'Company', 'Position']) {
      expect(await field(page, label).getAttribute('aria-required')).toBe('true');
    }
    for (const label of ['Phone', 'LinkedIn', 'Hiring Manager']) {
      expect(await field(page, label).getAttribute('aria-required')).toBeNull();
    }
  });

  it('offers the four tones, professional first and chosen by default', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    const tone = page.getByLabel('Tone');
    expect(await tone.inputValue()).toBe('professional');
    expect(
      await tone.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual([...COVER_LETTER_TONES]);
    expect(await tone.locator('option').allTextContents()).toEqual([
      'Professional',
      'Enthusiastic',
      'Conversational',
      'Formal',
    ]);
  });

  it('generates with a spinner in the chosen tone and shows the letter', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await fillRequired(page);
    await field(page, 'Phone').fill('+1 555 0100');
    await field(page, 'Hiring Manager').fill('Alex Smith');
    await page.getByLabel('Tone').selectOption('formal');
    await field(page, 'Job Description').fill('We need React and TypeScript experience.');
    await field(page, 'About the Company').fill('Acme builds tools for makers.');
    await field(page, 'Why This Role').fill('I love building accessible interfaces.');
    await field(page, 'Relevant Experience').fill('Three years building React apps in TypeScript.');

    const { release } = await holdRequests(page, `**${ENDPOINT}`);
    const requestPromise = page.waitForRequest((r) => r.url().endsWith(ENDPOINT));
    await page.getByRole('button', { name: BUTTON }).click();
    const pending = page.getByRole('button', { name: 'Generating...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    expect(await pending.locator('svg.animate-spin').count()).toBe(1);

    const body = (await requestPromise).postDataJSON() as CoverLetterRequest;
    expect(body).toEqual({
      personalInfo: {
        fullName: 'Jane Doe',
        email: 'jane.doe@example.com',
        phone: '+1 555 0100',
        linkedin: '',
      },
      jobDetails: {
        company: 'Acme Corp',
        position: 'Frontend Developer',
        hiringManager: 'Alex Smith',
        jobDescription: 'We need React and TypeScript experience.',
        companyInfo: 'Acme builds tools for makers.',
      },
      motivation: 'I love building accessible interfaces.',
      experience: 'Three years building React apps in TypeScript.',
      tone: 'formal',
    });

    release();
    await toastWith(page, 'Cover Letter Generated!').waitFor();
    const letter = (await page.getByTestId('cover-letter-text').textContent()) ?? '';
    expect(letter).toContain(TONES.formal.opening('Frontend Developer', 'Acme Corp'));
    expect(letter).toContain('Alex Smith');
    expect(letter).toContain('Jane Doe');
    expect(letter).toContain('I love building accessible interfaces.');
    expect(letter).toContain('Three years building React apps in TypeScript.');
    expect(await page.getByRole('heading', { level: 2, name: 'Your Cover Letter' }).isVisible()).toBe(true);
    expect(await page.getByTestId('ai-engine-note').textContent()).toMatch(/^Generated by \S/);
    await closeToasts(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('copies the letter and downloads it as a .txt named from the name and the company', async () => {
    const context = await newContext({
      viewport: DESKTOP,
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await openPage(page);
    await fillRequired(page);
    const letter = await generate(page);
    expect(letter).toContain(TONES.professional.opening('Frontend Developer', 'Acme Corp'));

    await page.getByRole('button', { name: 'Copy' }).click();
    await toastWith(page, 'Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(letter);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Jane_Doe_Cover_Letter_Acme_Corp.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe(letter);
  });

  it("shows 'Generation Failed' with the message when the request fails, keeping the form", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await fillRequired(page);
    await page.route(`**${ENDPOINT}`, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: BUTTON }).click();
    await toastWith(page, 'Generation Failed').waitFor();
    expect(await toastWith(page, 'Generation Failed').textContent()).toContain(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(await field(page, 'Company').inputValue()).toBe('Acme Corp');
    expect(await page.getByTestId('cover-letter-text').count()).toBe(0);
    expect(await page.getByRole('button', { name: BUTTON }).isEnabled()).toBe(true);
  });
});
