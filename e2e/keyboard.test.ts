/// <reference lib="dom" />
// Keyboard-only journeys: every control reachable and usable without a pointer, with a visible
// focus indicator. Only key presses move focus here (no clicks, no element.focus()), so each
// test is what a keyboard user gets.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi } from './support/accounts';
import { baseURL, useBrowser } from './support/browser';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Accessible-ish description of the focused element: its tag, role and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      role: el?.getAttribute('role') ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      id: el?.id ?? '',
    };
  });

/**
 * Waits for focus to land on an element whose text starts with `text`: Radix moves focus in a
 * timer after the key press (menus, tabs), not within the key event.
 */
const expectFocusOn = (page: Page, text: string) =>
  expect.poll(async () => (await focused(page)).text, { timeout: 2_000 }).toMatch(new RegExp(`^${text}`));

/** Presses Tab until the focused element's text starts with `text`; fails after `max` presses. */
async function tabTo(page: Page, text: string, { max = 40, shift = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    if ((await focused(page)).text.startsWith(text)) return;
  }
  throw new Error(
    `"${text}" not reached with ${max} Tab presses (last: ${JSON.stringify(await focused(page))})`,
  );
}

/** Whether the focused element draws a focus indicator: an outline or a ring (box-shadow). */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== 'none' && style.boxShadow !== '',
    };
  });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // The header menus become Radix menus on the first interaction with the page (any key will do;
  // Shift moves nothing); wait for them.
  await page.keyboard.press('Shift');
  await page.locator('header button[aria-haspopup="menu"][data-state]').first().waitFor();
}

describe('keyboard navigation', () => {
  const { newContext, newPage } = useBrowser();

  it('the skip link is the first stop, shows on focus and moves focus to the main content', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    const box = await page.getByRole('link', { name: 'Skip to content' }).boundingBox();
    expect(box?.width).toBeGreaterThan(20);
    expect(box?.height).toBeGreaterThan(10);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');
    // The next stop is inside the main content, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
  });

  it('header menus open with Enter or ArrowDown, move by arrow keys, and Escape returns focus', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about');
    await tabTo(page, 'AI Tools');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'AI Tools' });

    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items.length).toBeGreaterThan(2);
    await expectFocusOn(page, 'AI Career Advisor');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'AI Learning Prep');
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, 'AI Career Advisor');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'AI Tools$');

    // Coming Soon, opened with ArrowDown; Enter on an item follows its link.
    await tabTo(page, 'Coming Soon');
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await expectFocusOn(page, 'Community');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Mentors');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL()}/mentors`);
    await page.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
  });

  it('the waitlist dialog traps focus and gives it back to the button that opened it', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/mentors');
    await tabTo(page, 'Join Waitlist');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Join the Mentorship Program Waitlist' });
    await dialog.waitFor();
    const insideDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]') && document.hasFocus());
    expect(await insideDialog()).toBe(true);
    // Round the dialog's controls both ways, more times than it has controls: focus never leaves.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'Join Waitlist$');
  });

  it('the phone menu sheet traps focus and Escape returns it to the menu button', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/about');
    await page.locator('main h1').first().waitFor();
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expectFocusOn(page, 'Open menu$');
  });

  it('settings tabs move and select with the arrow keys', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signUpViaApi(context);
    const page = await context.newPage();
    await open(page, '/settings');
    await tabTo(page, 'Account');
    const expectSelected = async (name: string) => {
      await expectFocusOn(page, `${name}$`);
      expect((await focused(page)).role).toBe('tab');
      await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe(name);
    };
    await expectSelected('Account');

    await page.keyboard.press('ArrowRight');
    await expectSelected('Notifications');
    expect(await page.getByRole('tabpanel', { name: 'Notifications' }).isVisible()).toBe(true);
    await page.keyboard.press('End');
    await expectSelected('Appearance');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Account');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Appearance');
    await page.keyboard.press('Home');
    await expectSelected('Account');

    // Tab leaves the tab list for the panel's first control instead of walking every tab.
    await page.keyboard.press('Tab');
    expect((await focused(page)).role).not.toBe('tab');
  });

  it('a keyboard-focused link and button show a visible focus indicator', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await open(page, '/about');
    // The brand link, right after the skip link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page)).tag).toBe('a');
    const link = await focusIndicator(page);
    expect(link.focusVisible).toBe(true);
    expect(link.outline || link.ring).toBe(true);

    await tabTo(page, 'AI Tools');
    expect((await focused(page)).tag).toBe('button');
    const button = await focusIndicator(page);
    expect(button.focusVisible).toBe(true);
    expect(button.outline || button.ring).toBe(true);

    // A link styled by the design system's button variants (Get Started, whose text holds the
    // phone's label 'Join' first), which every page's buttons share.
    await tabTo(page, 'Join');
    const styled = await focusIndicator(page);
    expect(styled.focusVisible).toBe(true);
    expect(styled.outline || styled.ring).toBe(true);
  });
});
