/// <reference lib="dom" />
import { aiToolItems } from '@app/core/navigation';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/**
 * The header menus become Radix menus on the first interaction with the page (Shift moves nothing).
 * Radix marks its real menu triggers with data-state; the stand-ins shown before it loads have none.
 */
async function waitForHeaderMenus(page: Page) {
  await page.keyboard.press('Shift');
  await page.locator('nav[aria-label="Main"] button[data-state]').nth(1).waitFor();
}

const faqItems = (page: Page) => page.locator('[data-faq-item]');

async function activeText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

describe('accessibility of the static pages', () => {
  const { newPage } = useBrowser();

  const pages: [string, string][] = [
    ['/', 'Build your tech career with the right certifications'],
    ['/about', 'About SkillBridge'],
    ['/careers', 'Join Our Team'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms and Conditions'],
    ['/help', 'Help Center'],
    ['/blog', 'SkillBridge Blog'],
    ['/community', 'SkillBridge Community'],
    ['/this-page-does-not-exist', '404'],
  ];

  it.each(pages)('%s has no serious or critical axe violations', async (path, heading) => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, path, heading);
    await expectNoSeriousA11yViolations(page);
  });

  it.each([
    ['/', 'Build your tech career with the right certifications'],
    ['/help', 'Help Center'],
    ['/community', 'SkillBridge Community'],
  ])('%s has no serious or critical axe violations in the dark theme', async (path, heading) => {
    const page = await newPage({ viewport: DESKTOP, colorScheme: 'dark' });
    await open(page, path, heading);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('the small-screen header and open mobile menu have no serious or critical axe violations', async () => {
    const page = await newPage({ viewport: PHONE });
    await open(page, '/about', 'About SkillBridge');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about', 'About SkillBridge');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});

describe('static page content', () => {
  const { newPage } = useBrowser();

  it('careers says there are no openings and offers mail links', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/careers', 'Join Our Team');
    expect(await page.getByText('No current openings').isVisible()).toBe(true);
    const hrefs = await page
      .locator('main a[href^="mailto:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('mailto:careers@skillbridge.example');
    expect(hrefs.some((href) => href?.startsWith('mailto:careers@skillbridge.example?subject='))).toBe(true);
  });

  it('privacy and terms show their date, and the terms set the minimum age and one account', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/privacy', 'Privacy Policy');
    expect(await page.getByText('Last updated: January 2025').isVisible()).toBe(true);
    await open(page, '/terms', 'Terms and Conditions');
    expect(await page.getByText('Last updated: January 2025').isVisible()).toBe(true);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('13 years of age or older');
    expect(text).toContain('Children under 13 are not allowed');
    expect(text).toContain('You may hold only one account');
  });

  it('blog lists its four planned topics under Coming Soon', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/blog', 'SkillBridge Blog');
    expect(await page.getByRole('heading', { name: 'Coming Soon', exact: true }).isVisible()).toBe(true);
    for (const topic of ['Career Guidance', 'Industry Insights', 'Study Tips', 'Success Stories']) {
      expect(await page.getByRole('heading', { name: topic, exact: true }).isVisible()).toBe(true);
    }
  });

  it('community shows its four cards, the forum topics and the coming-soon block', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/community', 'SkillBridge Community');
    for (const card of ['Discussion Forums', 'Study Groups', 'Success Stories', 'Community Events']) {
      expect(await page.getByRole('heading', { name: card, exact: true }).isVisible()).toBe(true);
    }
    for (const topic of ['AWS Certification', 'Google Cloud', 'Microsoft Azure']) {
      expect(await page.getByText(topic, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('main').getByText('Coming Soon', { exact: true }).count()).toBe(3);
    expect(await page.getByRole('heading', { name: 'Community Platform Coming Soon' }).isVisible()).toBe(
      true,
    );
    for (const feature of ['Expert Mentorship', 'Peer Learning', 'Achievement Tracking']) {
      expect(await page.getByRole('heading', { name: feature, exact: true }).isVisible()).toBe(true);
    }
  });

  it('the footer carries the disclaimer, the copyright and working links', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about', 'About SkillBridge');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText('© 2025 SkillBridge. All rights reserved.').isVisible()).toBe(true);
    expect(await footer.textContent()).toContain('not affiliated with');
    for (const column of ['Platform', 'Support', 'Company']) {
      expect(await footer.getByRole('heading', { name: column, exact: true }).isVisible()).toBe(true);
    }
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(page.url()).toBe(`${baseURL()}/terms`);
  });
});

describe('Help Center', () => {
  const { newPage } = useBrowser();

  it('filters the FAQs as the user types, on questions and answers, ignoring case', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/help', 'Help Center');
    for (const group of ['Getting Started', 'Courses & Certifications', 'Account & Technical']) {
      expect(await page.getByRole('heading', { level: 2, name: group }).isVisible()).toBe(true);
    }
    const total = await faqItems(page).count();
    expect(total).toBeGreaterThanOrEqual(12);

    const search = page.getByRole('searchbox', { name: 'Search frequently asked questions' });
    await search.fill('password');
    await page.waitForFunction((n) => document.querySelectorAll('[data-faq-item]').length < n, total);
    const passwordCount = await faqItems(page).count();
    expect(passwordCount).toBeGreaterThan(0);

    // 'Trailhead' appears only in an answer; upper case must still match.
    await search.fill('TRAILHEAD');
    await page.waitForFunction(() => document.querySelectorAll('[data-faq-item]').length === 1);
    const question = (await faqItems(page).first().getByRole('button').textContent()) ?? '';
    expect(question.toLowerCase()).not.toContain('trailhead');
    await faqItems(page).first().getByRole('button').click();
    expect(await faqItems(page).first().textContent()).toContain('Trailhead');

    await search.fill('xyzzy-nothing-like-this');
    await page.getByText('No results found for “xyzzy-nothing-like-this”').waitFor();
    expect(await faqItems(page).count()).toBe(0);

    await search.fill('');
    await page.waitForFunction((n) => document.querySelectorAll('[data-faq-item]').length === n, total);
  });

  it('opens and closes answers with the keyboard', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/help', 'Help Center');
    const trigger = page.getByRole('button', { name: 'How do I enrol in a course?' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Enrolment, payment and course access are handled by the provider').waitFor();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('/help#contact-support scrolls the contact section into view', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto('/help#contact-support');
    await page.getByRole('heading', { level: 2, name: 'Contact Support' }).waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('contact-support')?.getBoundingClientRect();
      return box !== undefined && window.scrollY > 0 && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    const section = page.locator('#contact-support');
    expect(await section.getByText('Email Support', { exact: true }).isVisible()).toBe(true);
    expect(
      await section
        .getByText(/within 24 hours/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await section.getByText('Live Chat', { exact: true }).isVisible()).toBe(true);
    expect(await section.locator('a[href^="mailto:support@skillbridge.example"]').count()).toBe(1);

    // Live Chat opens the home page's career chat, ready to type in.
    await section.getByRole('link', { name: 'Open the career chat' }).click();
    await page.waitForURL(`${baseURL()}/#career-chat`);
    const box = page.getByRole('textbox', { name: 'Your dream career' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("the footer's Contact Support link opens the contact section from another page", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about', 'About SkillBridge');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL(`${baseURL()}/help#contact-support`);
    await page.waitForFunction(() => {
      const box = document.getElementById('contact-support')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
  });
});

describe('header', () => {
  const { newPage } = useBrowser();

  it('shows the visitor navigation and sign-in buttons on a large screen', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about', 'About SkillBridge');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Career Paths', 'About', 'Pricing', 'Companies', 'Contact Us']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/providers');
    expect(await nav.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/help');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    const getStarted = banner.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.isVisible()).toBe(true);
    expect(await getStarted.getAttribute('href')).toBe('/auth#signup');
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it('opens the AI Tools menu by keyboard and follows an item with Enter', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about', 'About SkillBridge');
    await waitForHeaderMenus(page);
    const trigger = page.getByRole('button', { name: 'AI Tools' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Each item holds a label and a one-line description; compare the labels.
    const items = await menu
      .getByRole('menuitem')
      .evaluateAll((links) => links.map((a) => a.querySelector('span > span')?.textContent));
    expect(items).toEqual([
      'AI Career Advisor',
      'AI Learning Prep',
      'Degree Recommendations',
      'CV Builder',
      'Cover Letter',
      'Skill-Gap Planner',
    ]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    expect(await activeText(page)).toContain('AI Career Advisor');
    await page.keyboard.press('ArrowDown');
    // Radix moves focus between items on the next task, not synchronously with the key press.
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('AI Learning Prep'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL()}/prep`);
    await page.getByRole('heading', { level: 1, name: 'AI Learning Prep' }).waitFor();
    await menu.waitFor({ state: 'detached' });
  });

  it('opens the Coming Soon menu by keyboard, tags each item Soon, and closes with Escape', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about', 'About SkillBridge');
    await waitForHeaderMenus(page);
    const trigger = page.getByRole('button', { name: 'Coming Soon' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = menu.getByRole('menuitem');
    expect(await items.count()).toBe(3);
    const expected: [string, string][] = [
      ['Community', '/community'],
      ['Mentors', '/mentors'],
      ['Rewards', '/student-card'],
    ];
    for (const [index, [label, href]] of expected.entries()) {
      const item = items.nth(index);
      expect(await item.textContent()).toBe(`${label}Soon`);
      expect(await item.getAttribute('href')).toBe(href);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('honours a click on a header menu made before the menu code has arrived', async () => {
    const page = await newPage({ viewport: DESKTOP });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/nav-menu-dropdown-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await open(page, '/about', 'About SkillBridge');
    const trigger = page.getByRole('button', { name: 'AI Tools', exact: true });
    expect(await trigger.getAttribute('data-state')).toBeNull();
    await trigger.click();
    release();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(aiToolItems.length);
  });

  it('is transparent over the hero on the home page only', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/', 'Build your tech career with the right certifications');
    const background = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await open(page, '/about', 'About SkillBridge');
    expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
  });
});

describe('header on a small screen', () => {
  const { newPage } = useBrowser();

  it("shows 'Join' instead of 'Get Started' and hides the desktop navigation", async () => {
    const page = await newPage({ viewport: PHONE });
    await open(page, '/about', 'About SkillBridge');
    const banner = page.getByRole('banner');
    const join = banner.getByRole('link', { name: 'Join', exact: true });
    expect(await join.isVisible()).toBe(true);
    expect(await join.getAttribute('href')).toBe('/auth#signup');
    expect(await banner.getByText('Get Started').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  });

  it('opens the mobile menu, groups its links, and closes and navigates when a link is chosen', async () => {
    const page = await newPage({ viewport: PHONE });
    await open(page, '/about', 'About SkillBridge');
    // While the modal sheet is open the rest of the page is hidden from the accessibility
    // tree, so the button is found by its label attribute rather than by role.
    const button = page.locator('button[aria-label="Open menu"]');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    for (const group of ['Navigation', 'Tools', 'Coming Soon']) {
      expect(await dialog.getByRole('heading', { name: group, exact: true }).isVisible()).toBe(true);
    }
    expect(await dialog.getByRole('link', { name: 'CV Builder' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: /^Rewards\s+Soon$/ }).getAttribute('href')).toBe(
      '/student-card',
    );

    await dialog.getByRole('link', { name: 'Pricing', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`${baseURL()}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu with Escape and returns focus to the menu button', async () => {
    const page = await newPage({ viewport: PHONE });
    await open(page, '/about', 'About SkillBridge');
    const button = page.locator('button[aria-label="Open menu"]');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
