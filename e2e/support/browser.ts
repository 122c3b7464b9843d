import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs } from './app-server.ts';

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
      args: chromiumArgs,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newContext = async (options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> =>
    untilAppReady(await browser.newContext({ baseURL: baseURL(), ...options }));
  return {
    newContext,
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      return (await newContext(options)).newPage();
    },
    /** A page as the browser has it: the prerendered copy visible, navigations not waiting for the app. */
    async newPrerenderedPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      return (await browser.newContext({ baseURL: baseURL(), ...options })).newPage();
    },
  };
}

/**
 * The server sends each static page's first screen prerendered (apps/web/vite.config.ts), and the
 * app replaces that copy on its first render: a test that found a button in the copy and clicked
 * it would act on an element about to be detached, or one without handlers yet. So in every page of
 * `context`:
 * - navigations made by the test (goto, reload, back, forward) and waitForURL resolve only once
 *   the app has mounted (main.tsx marks `<html data-app-ready>`);
 * - the prerendered copy is invisible to locators, so after a navigation the app starts itself
 *   (a `window.location.assign` after sign-in, a link followed by the browser), locators wait for
 *   the live page instead of matching the copy.
 */
async function untilAppReady(context: BrowserContext): Promise<BrowserContext> {
  const instrumented = new WeakSet<Page>();
  const instrument = (page: Page) => {
    if (instrumented.has(page)) return page;
    instrumented.add(page);
    const mounted = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
      );
    for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const result = await original(...args);
          await mounted();
          return result;
        },
      });
    }
    return page;
  };
  context.on('page', instrument);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => instrument(await newPage());
  await context.addInitScript(() => {
    // A constructed sheet can be adopted before the document has a <head> to put a <style> in.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('[data-prerendered] { visibility: hidden !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  return context;
}

/** Fails the test on any serious or critical axe-core violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // The home page fills in its below-the-fold sections just after mounting (features/home/
  // deferred-section.tsx): analyse the page once they are in, not while they are being inserted.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-deferred]')).every((section) => section.firstElementChild),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
