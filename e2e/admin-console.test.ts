import { describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi, toastWith } from './support/accounts';
import { expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { DESKTOP } from './support/catalog';
import { E2E_JOBS_ADMIN_EMAIL } from './support/jobs';
import { signInAdmin } from './support/jobs-admin';

// The e2e server has no SMTP_URL: every mail goes to the outbox.

describe('admin console: users and roles', () => {
  const { newContext } = useBrowser();

  it('finds a user, grants moderator and removes it again; the own admin role cannot be removed', async () => {
    const memberContext = await newContext({ viewport: DESKTOP });
    const name = `Morgan Console-${Math.random().toString(36).slice(2, 8)}`;
    const member = await signUpViaApi(memberContext, newAccount({ name }));
    const roleOfMember = async () =>
      ((await (await memberContext.request.get('/api/me')).json()) as { role: string }).role;
    expect(await roleOfMember()).toBe('user');

    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('users');
    const section = page.getByTestId('admin-users');
    await section
      .getByRole('searchbox', { name: 'Search users by name or e-mail' })
      .fill(name.slice(7).toUpperCase());
    const row = section.locator(`tr[data-user-email="${member.email}"]`);
    await row.waitFor();
    await expect.poll(() => section.getByTestId('users-count').textContent()).toBe('1 user');
    const role = row.getByLabel(`Role of ${name}`);
    expect(await role.inputValue()).toBe('user');

    await role.selectOption('moderator');
    await toastWith(page, 'Role changed').getByText(`${name} is now moderator.`).waitFor();
    await expect.poll(roleOfMember).toBe('moderator');

    await role.selectOption('user');
    await toastWith(page, 'Role changed').getByText(`${name} is now user.`).waitFor();
    await expect.poll(roleOfMember).toBe('user');
    expect(await role.inputValue()).toBe('user');

    // The admin's own row: the picker is disabled and says why; the server refuses it too.
    await section.getByRole('searchbox').fill(E2E_JOBS_ADMIN_EMAIL);
    const own = section.locator(`tr[data-user-email="${E2E_JOBS_ADMIN_EMAIL}"]`);
    await own.getByText('You', { exact: true }).waitFor();
    expect(await own.getByLabel(/^Role of /).isDisabled()).toBe(true);
    await own.getByText('You cannot remove your own admin role.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // On a phone the tables scroll inside their own box; the page keeps the screen's width.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
    for (const tab of ['users', 'waitlists', 'mail']) {
      await phone.goto(`/admin?tab=${tab}`);
      await phone
        .getByRole('tab', {
          name: tab === 'mail' ? 'Mail' : tab === 'users' ? 'Users' : 'Waitlists',
          selected: true,
        })
        .waitFor();
      await phone.getByRole('heading', { level: 2 }).first().waitFor();
      await phone.waitForLoadState('networkidle');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(360);
    }
  });
});

describe('admin console: mail without SMTP', () => {
  const { newContext, newPage } = useBrowser();

  it("says mail is not set up in the forgot-password dialog, and the admin finds the user's reset link in the outbox", async () => {
    const owner = await signUpViaApi(
      await newContext({ viewport: DESKTOP }),
      newAccount({ name: 'Forgetful' }),
    );

    const visitor = await newPage({ viewport: DESKTOP });
    await visitor.goto('/auth');
    const panel = visitor.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByLabel('Email').fill(owner.email);
    await panel.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    const notice = dialog.getByTestId('reset-no-mail');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      `E-mail is not set up on this server, so no message can be sent to ${owner.email}. Please contact an administrator: if an account exists for this address, they can give you its reset link. The link works for one hour.`,
    );
    expect(await dialog.getByText('we have sent it a link').count()).toBe(0);

    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin?tab=mail');
    const section = page.getByTestId('admin-mail');
    await section
      .getByTestId('mail-transport')
      .getByText(/SMTP is not configured/)
      .waitFor();
    // Newest first: the mail just asked for heads the outbox.
    const newest = section.getByTestId('outbox').locator(':scope > li').first();
    await expect.poll(() => newest.getAttribute('data-outbox-to')).toBe(owner.email);
    await newest.getByText('Reset your SkillBridge password').waitFor();
    const link = newest.getByRole('link', { name: /\/api\/auth\/reset-password\// });
    const href = (await link.getAttribute('href'))!;
    await expectNoSeriousA11yViolations(page);

    // The link works for the user: it opens the page that sets a new password.
    const user = await newPage({ viewport: DESKTOP });
    const target = new URL(href);
    await user.goto(`${target.pathname}${target.search}`);
    await user.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  });
});

describe('admin console: job boards in the sync history', () => {
  const { newContext } = useBrowser();

  it('fetches the boards from the admin panel: one short toast, each board and its reason in the history', async () => {
    const context = await newContext({ viewport: DESKTOP });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin');
    // The e2e server's three boards point at a port nothing listens on.
    await page.getByRole('button', { name: 'Fetch jobs now' }).click();
    await toastWith(page, 'Fetch Failed')
      .getByText('3 of 3 boards could not be reached. Details are in the sync history.', { exact: true })
      .waitFor();
    // Other files' tests share this server and import boards meanwhile: the newest run started
    // from the admin panel that failed on unreachable boards is this one.
    const latest = page
      .getByTestId('sync-history')
      .locator('tbody tr[data-source="jobs"]')
      .filter({ hasText: 'Admin panel' })
      .filter({ hasText: 'boards could not be reached' })
      .first();
    await expect.poll(() => latest.getAttribute('data-run-status')).toBe('failed');
    const text = await latest.textContent();
    expect(text).toMatch(/^Job boards.*Admin panelFailed3 of 3 boards could not be reached:/);
    for (const board of ['Greenhouse board acmecloud', 'Lever board leverco', 'Ashby board ashbyco']) {
      expect(text).toContain(`${board} could not be reached`);
    }
    expect(text).not.toContain('console');
  });
});
