/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { CV_ENTRY_TEXT_MAX, CV_EXPERIENCE_MAX, type CvRequest } from '@app/core/ai-api';
import type { DraftResponse } from '@app/core/drafts-api';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeToasts, toastWith } from './support/accounts';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP, getJson, holdRequests, signUp } from './support/catalog';

const ENDPOINT = '/api/ai/cv';
const BUTTON = 'Generate Professional CV';

async function openPage(page: Page) {
  await page.goto('/cv-builder');
  await page.getByRole('heading', { level: 1, name: 'CV Builder' }).waitFor();
}

const entry = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** A field by its label; required fields' labels end in "(required)" for screen readers. */
const input = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}( \\(required\\))?$`) });

async function fillPersonal(page: Page, fullName = 'Jane Doe') {
  await input(page, 'Full Name').fill(fullName);
  await input(page, 'Email').fill('jane.doe@example.com');
  await input(page, 'Phone').fill('+1 555 0100');
  await input(page, 'Location').fill('Seattle, USA');
  await input(page, 'Target Role').fill('Data Engineer');
}

async function addTag(page: Page, list: string, value: string, via: 'enter' | 'plus') {
  const box = page.getByRole('textbox', { name: list, exact: true });
  await box.fill(value);
  if (via === 'enter') await box.press('Enter');
  else await page.getByRole('button', { name: `Add ${listNoun[list]}` }).click();
}

const listNoun: Record<string, string> = {
  'Technical Skills': 'technical skill',
  'Soft Skills': 'soft skill',
  Languages: 'language',
};

/** Fills a complete CV: two education and two experience entries, one of each incomplete. */
async function fillFullCv(page: Page) {
  await fillPersonal(page);
  const education1 = entry(page, 'Education 1');
  await input(education1, 'Degree').fill('Bachelor of Science');
  await input(education1, 'Field of Study').fill('Computer Science');
  await input(education1, 'Institution').fill('University of Washington');
  await input(education1, 'GPA').fill('3.8');
  await page.getByRole('button', { name: 'Add Education' }).click();
  const education2 = entry(page, 'Education 2');
  // No institution: this entry must not be sent.
  await input(education2, 'Degree').fill('Master of Magic');

  const experience1 = entry(page, 'Experience 1');
  await input(experience1, 'Position').fill('Data Analyst');
  await input(experience1, 'Company').fill('Contoso');
  await input(experience1, 'Start Date').fill('2021');
  await input(experience1, 'End Date').fill('Present');
  await input(experience1, 'Description').fill('Built the sales dashboards');
  await page.getByRole('button', { name: 'Add Experience' }).click();
  // No company: this entry must not be sent.
  await input(entry(page, 'Experience 2'), 'Position').fill('Astronaut');

  await addTag(page, 'Technical Skills', 'Python', 'enter');
  await addTag(page, 'Technical Skills', 'SQL', 'plus');
  await addTag(page, 'Soft Skills', 'Teamwork', 'enter');
  await addTag(page, 'Languages', 'Spanish', 'plus');
  await input(page, 'Additional Information').fill('AWS Certified Cloud Practitioner');
}

async function generate(page: Page): Promise<string> {
  await page.getByRole('button', { name: BUTTON }).click();
  await toastWith(page, 'CV Generated!').waitFor();
  return (await page.getByTestId('cv-text').textContent()) ?? '';
}

/** All text drawn on a PDF's pages: pdf-lib writes standard-font text as hex strings in deflated streams. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  let text = '';
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents ? [contents] : [];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      const streams = stream instanceof PDFRawStream ? [stream] : [];
      // An array of streams is possible too.
      if (!(stream instanceof PDFRawStream) && stream && 'asArray' in stream) {
        for (const item of (stream as unknown as { asArray(): unknown[] }).asArray()) {
          const s = pdf.context.lookup(item as never);
          if (s instanceof PDFRawStream) streams.push(s);
        }
      }
      for (const s of streams) {
        const filter = s.dict.get(PDFName.of('Filter'));
        const raw = filter === PDFName.of('FlateDecode') ? inflateSync(s.contents) : Buffer.from(s.contents);
        for (const [, hex] of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
          text += `${Buffer.from(hex ?? '', 'hex').toString('latin1')}\n`;
        }
      }
    }
  }
  return text;
}

describe('/cv-builder', () => {
  const { newPage, newContext } = useBrowser();

  it('enables the button once full name and email are filled; phone and location are only marked', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    expect(await page.title()).toContain('CV Builder');
    const button = page.getByRole('button', { name: BUTTON });
    expect(await button.isDisabled()).toBe(true);
    for (const label of ['Full Name', 'Email', 'Phone', 'Location']) {
      expect(await page.locator('label', { hasText: label }).first().textContent()).toContain('*');
    }
    expect(await page.locator('label', { hasText: 'LinkedIn' }).textContent()).not.toContain('*');

    await input(page, 'Full Name').fill('Jane Doe');
    expect(await button.isDisabled()).toBe(true);
    await input(page, 'Email').fill('   ');
    expect(await button.isDisabled()).toBe(true);
    await input(page, 'Email').fill('jane@example.com');
    expect(await button.isEnabled()).toBe(true);
    expect(await input(page, 'Phone').inputValue()).toBe('');
  });

  it('shows the remove-entry button only while more than one entry exists', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    for (const [name, add] of [
      ['Education', 'Add Education'],
      ['Experience', 'Add Experience'],
    ] as const) {
      expect(await entry(page, `${name} 1`).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: `Remove ${name} 1` }).count()).toBe(0);

      await page.getByRole('button', { name: add }).click();
      await entry(page, `${name} 2`).waitFor();
      expect(await page.getByRole('button', { name: `Remove ${name} 1` }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: `Remove ${name} 2` }).isVisible()).toBe(true);

      // Removing the first keeps the second's text, now numbered 1, with no remove button.
      const firstLabel = name === 'Education' ? 'Institution' : 'Company';
      await input(entry(page, `${name} 2`), firstLabel).fill('Kept Entry');
      await page.getByRole('button', { name: `Remove ${name} 1` }).click();
      expect(await entry(page, `${name} 2`).count()).toBe(0);
      expect(await input(entry(page, `${name} 1`), firstLabel).inputValue()).toBe('Kept Entry');
      expect(await page.getByRole('button', { name: `Remove ${name} 1` }).count()).toBe(0);
    }
  });

  it('stops where the API does: entries up to the most a CV takes, descriptions cut at their limit', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    const add = page.getByRole('button', { name: 'Add Experience' });
    for (let n = 1; n < CV_EXPERIENCE_MAX; n++) await add.click();
    await entry(page, `Experience ${CV_EXPERIENCE_MAX}`).waitFor();
    expect(await add.isDisabled()).toBe(true);
    await page.getByText(`A CV takes up to ${CV_EXPERIENCE_MAX} experience entries.`).waitFor();
    await page.getByRole('button', { name: `Remove Experience ${CV_EXPERIENCE_MAX}` }).click();
    expect(await add.isEnabled()).toBe(true);

    const description = input(entry(page, 'Experience 1'), 'Description');
    await description.fill('Led the data team. '.repeat(CV_ENTRY_TEXT_MAX / 19 + 2));
    expect((await description.inputValue()).length).toBe(CV_ENTRY_TEXT_MAX);
  });

  it('adds skill tags with Enter or the plus button, ignores blanks, and removes a tag when clicked', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    const technical = page.getByRole('list', { name: 'Technical Skills' });

    await addTag(page, 'Technical Skills', '  Python  ', 'enter');
    expect(await technical.getByRole('button').allTextContents()).toEqual(['Python']);
    expect(await page.getByRole('textbox', { name: 'Technical Skills' }).inputValue()).toBe('');
    // Enter added a tag; it did not submit the form (nothing is filled in anyway).
    expect(await page.getByTestId('cv-text').count()).toBe(0);

    await addTag(page, 'Technical Skills', 'SQL', 'plus');
    await addTag(page, 'Technical Skills', '    ', 'enter');
    await addTag(page, 'Technical Skills', '', 'plus');
    expect(await technical.getByRole('button').allTextContents()).toEqual(['Python', 'SQL']);

    await addTag(page, 'Soft Skills', 'Leadership', 'plus');
    await addTag(page, 'Languages', 'German', 'enter');
    expect(
      await page.getByRole('list', { name: 'Soft Skills' }).getByRole('button').allTextContents(),
    ).toEqual(['Leadership']);
    expect(await page.getByRole('list', { name: 'Languages' }).getByRole('button').allTextContents()).toEqual(
      ['German'],
    );

    await page.getByRole('button', { name: 'Remove Python' }).click();
    expect(await technical.getByRole('button').allTextContents()).toEqual(['SQL']);
    // Focus goes back to the list's box rather than getting lost.
    expect(
      await page
        .getByRole('textbox', { name: 'Technical Skills' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByRole('button', { name: 'Remove SQL' }).click();
    expect(await page.getByRole('list', { name: 'Technical Skills' }).count()).toBe(0);
  });

  it('generates with a spinner, sends only complete entries and shows the CV with the typed data', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await fillFullCv(page);

    const { release } = await holdRequests(page, `**${ENDPOINT}`);
    const requestPromise = page.waitForRequest((r) => r.url().endsWith(ENDPOINT));
    await page.getByRole('button', { name: BUTTON }).click();
    const pending = page.getByRole('button', { name: 'Generating...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    expect(await pending.locator('svg.animate-spin').count()).toBe(1);

    const body = (await requestPromise).postDataJSON() as CvRequest;
    expect(body.personalInfo).toEqual({
      fullName: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+1 555 0100',
      location: 'Seattle, USA',
      linkedin: '',
      website: '',
    });
    expect(body.targetRole).toBe('Data Engineer');
    expect(body.education.map((e) => [e.degree, e.field, e.institution, e.gpa])).toEqual([
      ['Bachelor of Science', 'Computer Science', 'University of Washington', '3.8'],
    ]);
    expect(body.experience.map((e) => [e.position, e.company, e.startDate, e.endDate])).toEqual([
      ['Data Analyst', 'Contoso', '2021', 'Present'],
    ]);
    expect(body.skills).toEqual({ technical: ['Python', 'SQL'], soft: ['Teamwork'], languages: ['Spanish'] });
    expect(body.additionalInfo).toBe('AWS Certified Cloud Practitioner');

    release();
    await toastWith(page, 'CV Generated!').waitFor();
    const cv = (await page.getByTestId('cv-text').textContent()) ?? '';
    for (const typed of [
      'JANE DOE',
      'jane.doe@example.com',
      'Seattle, USA',
      'Data Analyst',
      'Contoso',
      'Built the sales dashboards',
      'Bachelor of Science in Computer Science',
      'University of Washington',
      'Python, SQL',
      'Teamwork',
      'Spanish',
      'AWS Certified Cloud Practitioner',
    ]) {
      expect(cv).toContain(typed);
    }
    expect(cv).not.toContain('Master of Magic');
    expect(cv).not.toContain('Astronaut');
    expect(await page.getByTestId('cv-text').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe(
      'pre-wrap',
    );
    expect(await page.getByTestId('ai-engine-note').textContent()).toMatch(/^Generated by \S/);
    await closeToasts(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('copies the CV to the clipboard', async () => {
    const context = await newContext({
      viewport: DESKTOP,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await openPage(page);
    await fillPersonal(page);
    const cv = await generate(page);
    await page.getByRole('button', { name: 'Copy' }).click();
    await toastWith(page, 'Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cv);
  });

  it('downloads the CV as a .txt file named after the full name', async () => {
    const page = await newPage({ viewport: DESKTOP, acceptDownloads: true });
    await openPage(page);
    await fillPersonal(page, "  Mary-Jane O'Neil ");
    const cv = await generate(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Mary_Jane_O_Neil_CV.txt');
    expect(await readFile(await download.path(), 'utf8')).toBe(cv);
  });

  it('makes an A4 PDF only when asked, paginated, with characters the font lacks replaced', async () => {
    const page = await newPage({ viewport: DESKTOP, acceptDownloads: true });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await openPage(page);
    await fillPersonal(page);
    // Characters outside the PDF standard fonts, and enough lines for a second page.
    await addTag(page, 'Languages', '日本語', 'enter');
    await addTag(page, 'Technical Skills', 'C# → .NET', 'enter');
    const longInfo = Array.from({ length: 90 }, (_, i) => `Volunteer project number ${i + 1}`).join('\n');
    await input(page, 'Additional Information').fill(longInfo);
    await generate(page);
    expect(scripts.some((s) => s.includes('cv-pdf'))).toBe(false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Jane_Doe_CV.pdf');
    // The PDF code arrived with the click, not with the page.
    expect(scripts.some((s) => s.includes('cv-pdf'))).toBe(true);

    const bytes = new Uint8Array(await readFile(await download.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Jane Doe - CV');

    const text = await pdfText(bytes);
    expect(text).toContain('JANE DOE');
    expect(text).toContain('jane.doe@example.com');
    expect(text).toContain('Volunteer project number 1\n');
    expect(text).toContain('Volunteer project number 90');
    expect(text).toContain('C# -> .NET');
    expect(text).toContain('Languages: ???');
    expect(text).toContain(`Page 1 of ${pdf.getPageCount()}`);
    expect(await page.getByRole('button', { name: 'Download PDF' }).isEnabled()).toBe(true);
  });

  it('keeps the form through a reload, in the account when signed in; Clear form empties it and the draft', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await signUp(page);
    await openPage(page);
    const status = page.getByTestId('draft-status');
    await status.getByText('Your answers are saved to your account as you type.').waitFor();
    await fillPersonal(page);
    await input(entry(page, 'Experience 1'), 'Position').fill('Data Analyst');
    await addTag(page, 'Technical Skills', 'Python', 'enter');
    await status.getByText('Draft saved to your account', { exact: true }).waitFor();
    const saved = await getJson<DraftResponse<'cv'>>(page, '/api/me/drafts/cv');
    expect(saved.content?.personalInfo.fullName).toBe('Jane Doe');
    expect(saved.content?.skills.technical).toEqual(['Python']);
    // In the account, not left in the browser.
    expect(await page.evaluate(() => localStorage.getItem('skillbridge:draft:cv'))).toBeNull();

    await page.reload();
    await expect.poll(() => input(page, 'Full Name').inputValue()).toBe('Jane Doe');
    expect(await input(page, 'Email').inputValue()).toBe('jane.doe@example.com');
    expect(await input(page, 'Target Role').inputValue()).toBe('Data Engineer');
    expect(await input(entry(page, 'Experience 1'), 'Position').inputValue()).toBe('Data Analyst');
    await page.getByRole('button', { name: 'Remove Python' }).waitFor();

    await page.getByRole('button', { name: 'Clear form' }).click();
    expect(await input(page, 'Full Name').inputValue()).toBe('');
    expect(await input(page, 'Target Role').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Remove Python' }).count()).toBe(0);
    await expect
      .poll(async () => (await getJson<DraftResponse<'cv'>>(page, '/api/me/drafts/cv')).content)
      .toBeNull();
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/me/drafts/cv'));
    await page.reload();
    await loaded;
    await page.getByRole('button', { name: 'Clear form' }).waitFor();
    expect(await input(page, 'Full Name').inputValue()).toBe('');
  });

  it("keeps a visitor's form on this device through a reload", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await page
      .getByTestId('draft-status')
      .getByText('Your answers are saved on this device as you type.')
      .waitFor();
    await input(page, 'Full Name').fill('Visitor Vera');
    await page.getByTestId('draft-status').getByText('Draft saved on this device', { exact: true }).waitFor();
    await page.reload();
    await expect.poll(() => input(page, 'Full Name').inputValue()).toBe('Visitor Vera');
    await page.getByRole('button', { name: 'Clear form' }).click();
    expect(await page.evaluate(() => localStorage.getItem('skillbridge:draft:cv'))).toBeNull();
  });

  it("shows 'Generation Failed' with the message when the request fails, keeping the form", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await openPage(page);
    await fillPersonal(page);
    await addTag(page, 'Technical Skills', 'Go', 'enter');
    await page.route(`**${ENDPOINT}`, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: BUTTON }).click();
    await toastWith(page, 'Generation Failed').waitFor();
    expect(await toastWith(page, 'Generation Failed').textContent()).toContain(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(await input(page, 'Full Name').inputValue()).toBe('Jane Doe');
    expect(await page.getByRole('button', { name: 'Remove Go' }).isVisible()).toBe(true);
    expect(await page.getByTestId('cv-text').count()).toBe(0);
    expect(await page.getByRole('button', { name: BUTTON }).isEnabled()).toBe(true);
  });
});
