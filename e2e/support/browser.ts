import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseURL = (): string => inject('baseURL');

/** Debian's Chromium, or CHROME_PATH. Playwright never downloads a browser here. */
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * One browser per test file. Each test gets a fresh context (own cookies and storage)
 * so tests cannot leak sessions into each other.
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newContext(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
      return browser.newContext({ baseURL: baseURL(), ...options });
    },
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseURL(), ...options });
      return context.newPage();
    },
  };
}

/** Fails the test on any serious or critical axe-core violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
