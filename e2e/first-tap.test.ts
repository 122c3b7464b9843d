/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DESKTOP, holdRequests } from './support/catalog';

// Every page first shows its prerendered copy, which looks finished before the app's code has run.
// On a slow phone that lasts a second or two; a tap or an Enter made on it then must still take
// effect once the app is up. Each test opens a page as such a phone would (CPU four times slower,
// a slow connection), taps or types the moment the control shows, and looks at the live page.

/** Four times slower CPU and a slow 3G-like connection, through the Chrome DevTools Protocol. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `path` throttled, with the app's entry script held back until `act` has run on the
 * prerendered copy: on a fast moment the app could otherwise be up before the tap, and the test
 * would prove nothing. Resolves once the app has rendered over the copy.
 */
async function actOnPrerenderedCopy(
  page: Page,
  path: string,
  act: (copy: ReturnType<Page['locator']>) => Promise<void>,
) {
  await throttle(page);
  const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  const copy = page.locator('[data-prerendered]');
  await act(copy);
  // The tap landed on the copy, before the app's code ran.
  expect(await copy.count()).toBe(1);
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  entry.release();
  await page.locator('html[data-app-ready]').waitFor({ timeout: 30_000 });
  expect(await copy.count()).toBe(0);
}

describe('the first tap on a prerendered page', () => {
  const { newPrerenderedPage } = useBrowser();

  it('opens a header menu clicked before the app was up', async () => {
    const page = await newPrerenderedPage({ viewport: DESKTOP });
    await actOnPrerenderedCopy(page, '/pricing', (copy) =>
      copy.getByRole('banner').getByRole('button', { name: 'AI Tools' }).click(),
    );
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: 15_000 });
    expect(await menu.getByRole('menuitem', { name: /AI Career Advisor/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'AI Tools' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('switches the pricing page to annual billing when "Annual" was tapped before the app was up', async () => {
    const page = await newPrerenderedPage({ viewport: DESKTOP });
    await actOnPrerenderedCopy(page, '/pricing', (copy) =>
      copy.getByRole('radio', { name: /^Annual/ }).click(),
    );
    await page.getByText('Billed annually as $468/year', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('radio', { name: /^Annual/ }).isChecked()).toBe(true);
  });

  it('sends a message typed into the home page chat and entered before the app was up', async () => {
    const page = await newPrerenderedPage({ viewport: DESKTOP });
    await actOnPrerenderedCopy(page, '/', async (copy) => {
      await copy.getByPlaceholder("What's your dream career? e.g. cloud engineer").click();
      await page.keyboard.type('cloud engineer');
      await page.keyboard.press('Enter');
    });
    const sent = page.getByTestId('chat-log').locator('[data-message-type="user"]');
    await sent.first().waitFor({ timeout: 15_000 });
    expect(await sent.count()).toBe(1);
    expect(await sent.textContent()).toContain('cloud engineer');
  });

  it('searches career paths when the search was entered before the app was up', async () => {
    const page = await newPrerenderedPage({ viewport: DESKTOP });
    await actOnPrerenderedCopy(page, '/career-paths', async (copy) => {
      await copy.getByRole('searchbox', { name: 'Search career paths' }).click();
      await page.keyboard.type('Kubernetes');
      await page.keyboard.press('Enter');
    });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 })
      .toBe('Kubernetes');
    // Not reloaded by the copy's own form, which would have dropped the text.
    expect(new URL(page.url()).pathname).toBe('/career-paths');
    expect(await page.getByRole('searchbox', { name: 'Search career paths' }).inputValue()).toBe(
      'Kubernetes',
    );
  });
});
