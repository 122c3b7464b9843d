import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { newAccount } from './accounts';
import { baseURL } from './browser';
import { E2E_JOBS_ADMIN_EMAIL } from './jobs';

/** The jobs admin, signed in within `context` (signed up the first time). */
export async function signInAdmin(context: BrowserContext) {
  const account = newAccount({
    email: E2E_JOBS_ADMIN_EMAIL,
    password: 'Jobs-Admin-Harbour-2026',
    name: 'Jobs Admin',
  });
  const up = await context.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL() },
  });
  if (!up.ok()) {
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL() },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
}
