import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL } from './browser';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A password the policy accepts (12+ characters, not common, unrelated to the e-mail). */
export const strongPassword = () => `Tulip-${randomBytes(6).toString('hex')}-Harbour`;

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  return { name: 'Ada Lovelace', email: uniqueEmail(), password: strongPassword(), ...overrides };
}

/**
 * Creates an account through the API inside `context`, whose cookie jar then holds its session,
 * for tests about what comes after signing up.
 */
export async function signUpViaApi(context: BrowserContext, account = newAccount()): Promise<TestAccount> {
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL() },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** Signs in through the API; the context's cookie jar holds the session afterwards. */
export async function signInViaApi(
  context: BrowserContext,
  account: Pick<TestAccount, 'email' | 'password'>,
) {
  return context.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL() },
  });
}

/** Fills and submits the Sign In tab of /auth (the page must be open). */
export async function signInThroughForm(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(account.email);
  await panel.getByLabel('Password', { exact: true }).fill(account.password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The toast (Sonner) with this title, once visible. */
export function toastWith(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Closes every toast, e.g. before an axe run: sonner's rich success colours (#008a2e on #ecfdf3,
 * about 4.3:1) fall short of 4.5:1, a finding about the shared toaster rather than the page tested.
 */
export async function closeToasts(page: Page) {
  for (const button of await page.getByRole('button', { name: 'Close toast' }).all()) {
    await button.click().catch(() => {});
  }
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'));
}
