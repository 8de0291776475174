import { describe, expect, it } from 'vitest';
import { newPage, phoneViewport } from '../support/browser.ts';
import { unexpectedConsoleErrors } from '../support/console.ts';
import { demoPassword, loginAs } from '../support/login.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const consoleErrors: string[] = [];
const suite = useServerAndBrowser({
  afterStop: () => expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]),
});

async function openPage(options: { viewport?: { width: number; height: number } } = {}) {
  const opened = await newPage(suite.browser, suite.server.url, options);
  opened.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return opened;
}

describe('accounts in the browser', () => {
  it('registers a new agency and lands on the subscription page', async () => {
    const { page, context } = await openPage();
    await page.goto('/auth/register');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Hale');
    await page.getByLabel('Agency Name').fill('Harbor Lights Media');
    await page.getByLabel('Email').fill('robin@harborlights.example');
    await page.getByLabel('Password').fill('harbor-lights-1');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('I agree to the').check();
    await submit.click();
    await page.waitForURL('**/subscription');
    await page.getByText('$400').first().waitFor();
    await page.getByText('Annual Membership').first().waitFor();
    await context.close();
  });

  it('signs in as a member and shows the home shell with the welcome line', async () => {
    const { page, context } = await openPage();
    await loginAs(page, 'member');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByText('Welcome back,').waitFor();
    await expect(page.getByRole('banner').innerText()).resolves.toContain('Sam');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pillars of Agency' })
      .waitFor();
    // A team member sees no administration section.
    await expect(page.getByRole('link', { name: 'Admin Dashboard' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('shows the spec message for a wrong password', async () => {
    const { page, context } = await openPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });

  it('remembers where a signed-out visitor was going', async () => {
    const { page, context } = await openPage();
    await page.goto('/settings');
    await page.waitForURL('**/auth/login?redirectTo=*');
    await loginAs(page, 'agent', { redirectTo: '/settings' });
    expect(new URL(page.url()).pathname).toBe('/settings');
    await context.close();
  });

  it('sends a member without a subscription to the subscription page', async () => {
    const { page, context } = await openPage();
    await loginAs(page, 'lapsed');
    await page.waitForURL('**/subscription');
    await page.goto('/pillars-of-agency');
    await page.waitForURL('**/subscription');
    await context.close();
  });

  it('resets a password through the outbox link and signs in with it', async () => {
    const { page, context } = await openPage();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form (with its own Email field) stays until the next page has loaded.
    await page.waitForURL('**/auth/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await page.getByLabel('Email').fill('guru@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();

    // No SMTP server: the e-mail went to the outbox and the log.
    let link: string | undefined;
    for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
      link = suite.server
        .output()
        .match(/http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password#token=[A-Za-z0-9%_-]+/)?.[0];
      if (!link) await page.waitForTimeout(100);
    }
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New Password').fill('a-brand-new-pass');
    await page.getByLabel('Confirm Password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated').waitFor();
    await page.waitForURL('**/auth/login', { timeout: 10_000 });

    await page.getByLabel('Email').fill('guru@example.com');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome back,').waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('New Password').fill('yet-another-pass');
    await page.getByLabel('Confirm Password').fill('yet-another-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Invalid Reset Link').waitFor();
    await context.close();
  });

  it('shows Invalid Reset Link without a token', async () => {
    const { page, context } = await openPage();
    await page.goto('/auth/reset-password');
    await page.getByText('Invalid Reset Link').waitFor();
    await page.getByRole('link', { name: 'Request New Reset Link' }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context } = await openPage();
    await loginAs(page, 'member');
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('edits the profile in the modal; the e-mail cannot be changed', async () => {
    const { page, context } = await openPage();
    await loginAs(page, 'agent');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'User Profile' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Email').isDisabled()).resolves.toBe(true);
    await dialog.getByText('Email cannot be changed').waitFor();
    await dialog.getByText('Member Since').waitFor();
    await dialog.getByLabel('First Name').fill('Jordana');
    await dialog.getByLabel('Phone').fill('(555) 987-6543');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.reload();
    await expect(page.getByRole('banner').innerText()).resolves.toContain('Jordana');
    await context.close();
  });

  it('turns the sidebar into a drawer at 390 px', async () => {
    const { page, context } = await openPage({ viewport: phoneViewport });
    await loginAs(page, 'member');
    const mainNavigation = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNavigation.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mainNavigation.waitFor({ state: 'visible' });
    await mainNavigation.getByRole('link', { name: 'Subscription' }).click();
    await page.waitForURL('**/subscription');
    await expect(mainNavigation.isVisible()).resolves.toBe(false);
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow).toBe(false);
    await context.close();
  });

  it('signs out and cannot come back with the old session', async () => {
    const { page, context } = await openPage();
    await loginAs(page, 'member');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto('/pillars-of-agency');
    await page.waitForURL('**/auth/login?redirectTo=%2Fpillars-of-agency');
    await context.close();
  });
});
