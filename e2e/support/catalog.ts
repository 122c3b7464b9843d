import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpViaApi } from './accounts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** A JSON GET through the page's context (so it carries the page's cookies). */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * Signs a new user up through the API in the page's context, so its session cookie lands there:
 * pages behind the sign-in guard (the dashboard, settings) then open directly.
 */
export async function signUp(page: Page): Promise<void> {
  await signUpViaApi(page.context());
}

/** Holds matching requests until `release()` is called, e.g. to look at a loading state. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}
