/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { newAccount, signInThroughForm, signInViaApi, signUpViaApi, toastWith } from './support/accounts';
import { baseURL, expectNoSeriousA11yViolations, useBrowser } from './support/browser';
import { E2E_ADMIN_EMAIL } from './support/e2e-env';

const home = () => `${baseURL()}/`;

/** A valid 1×1 transparent PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('accounts: sign up, sign in, sign out', () => {
  const { newContext, newPage } = useBrowser();

  it('signs up through the form, stays signed in after a reload, signs out to /auth and signs in again', async () => {
    const page = await newPage();
    const account = newAccount({ name: 'Grace Brewster Hopper' });

    await page.goto('/auth#signup');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('Full Name').fill(account.name);
    await signUp.getByLabel('Email').fill(account.email);
    expect(await signUp.getByLabel('Email').getAttribute('type')).toBe('email');
    await signUp.getByLabel('Password').fill(account.password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(home());
    const toast = toastWith(page, 'Success!');
    await toast.waitFor();
    expect(await toast.getByText('Your account has been created successfully.').isVisible()).toBe(true);

    // The signed-in header: member links, the Courses menu, an avatar with initials, no Sign In.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await header.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Courses' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Jobs' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Coming Soon' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await header.getByText('GB', { exact: true }).isVisible()).toBe(true);

    await page.reload();
    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByText(account.name, { exact: true }).isVisible()).toBe(true);
    expect(await menu.getByText(account.email, { exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await menu.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');

    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${baseURL()}/auth`);
    await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor();
    expect(await header.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);

    await signInThroughForm(page, account);
    await page.waitForURL(home());
    await toastWith(page, 'Success!').getByText('You have been signed in successfully.').waitFor();
    await header.getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('shows the Error toast with the server message for a wrong password, and keeps the form', async () => {
    const owner = await newContext();
    const account = await signUpViaApi(owner);

    const page = await newPage();
    await page.goto('/auth');
    await signInThroughForm(page, { email: account.email, password: 'Not-the-right-password-1' });
    const toast = toastWith(page, 'Error');
    await toast.waitFor();
    expect(await toast.getByText('Invalid email or password', { exact: true }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseURL()}/auth`);
    const panel = page.getByRole('tabpanel', { name: 'Sign In' });
    expect(await panel.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true);
    expect(await panel.getByLabel('Email').inputValue()).toBe(account.email);
  });

  it('checks the password rule before sending a sign-up', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) requests.push(request.url());
    });
    await page.goto('/auth#signup');
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    await panel.getByText('At least 12 characters.', { exact: false }).waitFor();
    await panel.getByLabel('Full Name').fill('Short Password');
    await panel.getByLabel('Email').fill(newAccount().email);
    await panel.getByLabel('Password').fill('short-one');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await panel.getByText('Password must be at least 12 characters.').waitFor();
    expect(await panel.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal of a breached password on the Password field and keeps the form", async () => {
    const page = await newPage();
    await page.goto('/auth#signup');
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    await panel.getByLabel('Full Name').fill('Common Password');
    await panel.getByLabel('Email').fill(newAccount().email);
    // Long enough for the form's own check; only the server's breached-password check refuses it.
    await panel.getByLabel('Password').fill('P@ssw0rd12345');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await panel.getByText('This password is too common. Choose a less predictable one.').waitFor();
    expect(await panel.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await panel.getByLabel('Password').inputValue()).toBe('P@ssw0rd12345');
    expect(page.url()).toBe(`${baseURL()}/auth#signup`);
  });

  it('sends a signed-in user who opens /auth to the home page', async () => {
    const context = await newContext();
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.waitForURL(home());
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
  });

  it('sends a visitor from /dashboard to /auth (replacing the history entry) and back after signing in', async () => {
    const owner = await newContext();
    const account = await signUpViaApi(owner);

    const page = await newPage();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About SkillBridge' }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL(`${baseURL()}/auth?next=%2Fdashboard`);
    await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor();

    // Back skips the guarded page: it was replaced, so the visitor is not bounced to /auth again.
    await page.goBack();
    await page.waitForURL(`${baseURL()}/about`);
    await page.goForward();
    await page.waitForURL(`${baseURL()}/auth?next=%2Fdashboard`);

    await signInThroughForm(page, account);
    await page.waitForURL(`${baseURL()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My Learning Dashboard' }).waitFor();
  });

  it('ignores a ?next= that leads off the site', async () => {
    const owner = await newContext();
    const account = await signUpViaApi(owner);
    const page = await newPage();
    await page.goto('/auth?next=//evil.example/steal');
    await signInThroughForm(page, account);
    await page.waitForURL(home());
  });
});

describe('accounts: settings', () => {
  const { newContext } = useBrowser();

  async function signedInPage(options: Parameters<typeof newContext>[0] = {}) {
    const context = await newContext(options);
    const account = await signUpViaApi(context);
    const page = await context.newPage();
    return { context, page, account };
  }

  it('has the spec defaults, saves switches and the theme, and shows them again after a reload', async () => {
    // The browser allows this site's notifications, so Push Notifications can go on.
    const { page, account } = await signedInPage({ permissions: ['notifications'] });
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const sw = (name: string) => page.getByRole('switch', { name, exact: true });
    expect(await sw('Email Notifications').getAttribute('aria-checked')).toBe('true');
    expect(await sw('Push Notifications').getAttribute('aria-checked')).toBe('false');
    expect(await sw('Weekly Digest').getAttribute('aria-checked')).toBe('true');
    await sw('Push Notifications').click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    const saved = toastWith(page, 'Settings saved');
    await saved.getByText('Your preferences have been updated successfully.').waitFor();

    await page.getByRole('tab', { name: 'Privacy' }).click();
    expect(await sw('Analytics Tracking').getAttribute('aria-checked')).toBe('true');
    // No public profiles, so no settings for them.
    expect(await page.getByRole('switch').count()).toBe(1);

    await page.getByRole('tab', { name: 'Appearance' }).click();
    expect(await page.getByRole('radio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');
    expect(await sw('Compact Mode').getAttribute('aria-checked')).toBe('false');
    expect(await sw('Animations').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Save Appearance' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    expect(await sw('Push Notifications').getAttribute('aria-checked')).toBe('true');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    expect(await page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');

    // Saved on the server, not only in this browser: a fresh browser gets the theme at sign-in.
    const elsewhere = await newContext();
    expect((await signInViaApi(elsewhere, account)).status()).toBe(200);
    const other = await elsewhere.newPage();
    await other.goto('/');
    await other.waitForFunction(() => document.documentElement.classList.contains('dark'));
  });

  it('asks the browser before Push Notifications goes on, and stays off when notifications are refused', async () => {
    const { page } = await signedInPage();
    // Chromium refuses notification permission for a page nobody granted it to.
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const push = page.getByRole('switch', { name: 'Push Notifications', exact: true });
    const asked = page.evaluate(() => {
      const w = window as unknown as { permissionAsked?: number };
      const original = Notification.requestPermission.bind(Notification);
      w.permissionAsked = 0;
      Notification.requestPermission = () => {
        w.permissionAsked = (w.permissionAsked ?? 0) + 1;
        return original();
      };
    });
    await asked;
    await push.click();
    await toastWith(page, 'Notifications blocked').waitFor();
    expect(await push.getAttribute('aria-checked')).toBe('false');
    expect(
      await page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked),
    ).toBe(1);
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toastWith(page, 'Settings saved').waitFor();
    const settings = (await (await page.request.get('/api/me/settings')).json()) as {
      notifications: { pushNotifications: boolean };
    };
    expect(settings.notifications.pushNotifications).toBe(false);

    // Allowed: the switch goes on and is saved on.
    const allowed = await signedInPage({ permissions: ['notifications'] });
    await allowed.page.goto('/settings');
    await allowed.page.getByRole('tab', { name: 'Notifications' }).click();
    const on = allowed.page.getByRole('switch', { name: 'Push Notifications', exact: true });
    await on.click();
    await expect.poll(() => on.getAttribute('aria-checked')).toBe('true');
  });

  it('previews a theme as soon as it is chosen, and puts the saved one back when left unsaved', async () => {
    const { page } = await signedInPage({ colorScheme: 'light' });
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await dark()).toBe(false);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(dark).toBe(true);
    await page.getByRole('radio', { name: 'Light' }).click();
    await expect.poll(dark).toBe(false);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect.poll(dark).toBe(true);
    // Not saved: leaving the page brings the saved theme (System, light here) back.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/settings');
    await expect.poll(dark).toBe(false);
  });

  it('saves the full name, which the header shows at once', async () => {
    const { page } = await signedInPage();
    await page.goto('/settings');
    const name = page.getByLabel('Full Name');
    await name.fill('Katherine Johnson');
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Settings saved').waitFor();
    await page.getByRole('banner').getByText('KJ', { exact: true }).waitFor();

    await page.reload();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Katherine Johnson');
  });

  it('refuses an avatar over 1 MB or of another type, and shows a small PNG in the header', async () => {
    const { page } = await signedInPage();
    await page.goto('/settings');
    await page.getByText('JPG, GIF or PNG. 1MB max.').waitFor();
    const input = page.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('.jpg,.jpeg,.gif,.png');

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]),
    });
    await toastWith(page, 'Error')
      .getByText('The image is larger than 1 MB. Choose a JPG, GIF or PNG of 1 MB or less.')
      .waitFor();

    // Named .png but not an image: the browser lets it through, the server refuses it by its bytes.
    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text'),
    });
    await toastWith(page, 'Error')
      .getByText('Only JPG, GIF or PNG images can be used as an avatar.')
      .waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await toastWith(page, 'Avatar updated').waitFor();
    const headerImage = page.getByRole('banner').locator('img[src^="/api/avatars/"]');
    await headerImage.waitFor();
    expect(await headerImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

    await page.reload();
    await page.getByRole('banner').locator('img[src^="/api/avatars/"]').waitFor();
  });

  it('downloads My Data as a JSON file', async () => {
    const { page, account } = await signedInPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('skillbridge-my-data.json');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(path, 'utf8')) as { account: { email: string } };
    expect(data.account.email).toBe(account.email);
  });

  it('changes the password after checking the current one', async () => {
    const { page, account, context } = await signedInPage();
    await page.goto('/settings');
    const newPassword = `${account.password}-new`;
    await page.getByLabel('Current Password').fill('Wrong-current-password');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toastWith(page, 'Error').getByText('Invalid password').waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).inputValue()).toBe(newPassword);

    await page.getByLabel('Current Password').fill(account.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toastWith(page, 'Password changed').waitFor();
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');

    const fresh = await newContext();
    expect((await signInViaApi(fresh, account)).status()).toBe(401);
    expect((await signInViaApi(fresh, { ...account, password: newPassword })).status()).toBe(200);
    await context.close();
  });

  it('shows a refused new password on the New Password field', async () => {
    const { page, account, context } = await signedInPage();
    await page.goto('/settings');
    await page.getByLabel('Current Password').fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill('qwertyuiop123');
    await page.getByLabel('Confirm New Password').fill('qwertyuiop123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const field = page.getByLabel('New Password', { exact: true });
    await page.getByText('This password is too common. Choose a less predictable one.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect((await signInViaApi(await newContext(), account)).status()).toBe(200);
    await context.close();
  });

  it('deletes the account after the password is confirmed; signing in afterwards fails', async () => {
    const { page, account } = await signedInPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    // Focus moves into the dialog.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await dialog.getByLabel('Password').fill('Not-my-password-at-all');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('Invalid password').waitFor();

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${baseURL()}/auth`);
    await toastWith(page, 'Account deleted').waitFor();

    await signInThroughForm(page, account);
    await toastWith(page, 'Error').getByText('Invalid email or password').waitFor();
  });

  it('shows Please Sign In when the session ends while the page is open', async () => {
    const { page, context } = await signedInPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Please Sign In' }).waitFor();
    expect(await page.getByText('You need to be logged in to access settings.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?next=%2Fsettings',
    );
  });

  it('has no serious accessibility violations on /auth and on every settings tab', async () => {
    const visitor = await newContext();
    const page = await visitor.newPage();
    await page.goto('/auth');
    await page.getByRole('tabpanel', { name: 'Sign In' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('tabpanel', { name: 'Sign Up' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#signup');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const { page: settings } = await signedInPage();
    await settings.goto('/settings');
    for (const tab of ['Account', 'Notifications', 'Privacy', 'Appearance']) {
      await settings.getByRole('tab', { name: tab }).click();
      await settings.getByRole('tabpanel', { name: tab }).waitFor();
      await expectNoSeriousA11yViolations(settings);
    }
  });

  it('operates tabs, switches and theme tiles from the keyboard', async () => {
    const { page } = await signedInPage();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).focus();
    // Radix moves focus on the next tick; each press waits for the previous one to land.
    for (const next of ['Notifications', 'Privacy', 'Appearance']) {
      await page.keyboard.press('ArrowRight');
      await page.getByRole('tab', { name: next, selected: true }).waitFor();
    }

    await page.getByRole('radio', { name: 'System' }).focus();
    // Radix checks the radio that arrow-key focus lands on while the key is still down, as a
    // person's key press is; Playwright's default press releases the key at once.
    await page.keyboard.press('ArrowLeft', { delay: 50 });
    await page.getByRole('radio', { name: 'Dark', checked: true }).waitFor();

    const compact = page.getByRole('switch', { name: 'Compact Mode' });
    await compact.focus();
    await page.keyboard.press('Space');
    expect(await compact.getAttribute('aria-checked')).toBe('true');
  });
});

describe('accounts: password reset', () => {
  const { newPage } = useBrowser();

  it('asks for the e-mail, and on a server without SMTP says no mail can be sent (whether or not the account exists)', async () => {
    const page = await newPage();
    await page.goto('/auth');
    const panel = page.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByLabel('Email').fill('nobody-here@example.com');
    await panel.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe('nobody-here@example.com');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByRole('status').getByText('E-mail is not set up on this server').waitFor();
    // The sign-in form behind the dialog was not submitted.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it('explains a missing, refused or expired reset link', async () => {
    const page = await newPage();
    await page.goto('/reset-password?error=INVALID_TOKEN');
    await page.getByRole('heading', { level: 1, name: 'Reset link invalid or expired' }).waitFor();

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 12 characters.').waitFor();

    const password = 'Juniper-harbour-lantern-42';
    await page.getByLabel('New Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm New Password').fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset link invalid or expired' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/auth');
  });
});

describe('accounts: admin panel access', () => {
  const { newContext, newPage } = useBrowser();

  it('asks a visitor to sign in', async () => {
    const page = await newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Authentication Required' }).waitFor();
    expect(await page.getByText('You must be logged in to access the admin panel.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?next=%2Fadmin',
    );
  });

  it('denies a signed-in user without the admin role', async () => {
    const context = await newContext();
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    expect(await page.getByText("You don't have permission to access the admin panel.").isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('main').getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('opens the admin tools for an admin, who also gets the Admin link', async () => {
    const context = await newContext();
    await signUpViaApi(context, newAccount({ email: E2E_ADMIN_EMAIL, name: 'Site Admin' }));
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Admin' }).isVisible()).toBe(true);
  });
});

describe('accounts: mobile menu', () => {
  const { newContext } = useBrowser();

  it('adds the Courses group for a signed-in user and keeps the avatar menu', async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('heading', { name: 'Courses' }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Tech Companies' }).getAttribute('href')).toBe('/courses');
    expect(await sheet.getByRole('link', { name: 'Universities' }).getAttribute('href')).toBe(
      '/university-courses',
    );
    expect(await sheet.getByRole('heading', { name: 'Coming Soon' }).count()).toBe(0);
  });
});
