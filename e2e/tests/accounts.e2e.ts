import { comeFromNewAddress, registerAgency } from '../support/agency.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/login.ts';
import { mailLinks } from '../support/outbox.ts';

/** Accounts through the browser: the flows on desktop, the drawer at phone width. */

test.describe('accounts in the browser', () => {
  test('registers a new agency and lands on the subscription page', { tag: '@desktop' }, async ({ page }) => {
    await comeFromNewAddress(page);
    await page.goto('/auth/register');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Hale');
    await page.getByLabel('Agency Name').fill('Harbor Lights Media');
    await page.getByLabel('Email').fill('robin@harborlights.example');
    await page.getByLabel('Password').fill('harbor-lights-1');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('I agree to the').check();
    await submit.click();
    await expect(page).toHaveURL('/subscription');
    // The plans side by side (issue 58), the Team plan chosen: today's one annual price.
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    const team = page.getByRole('article', { name: 'Team', exact: true });
    await expect(team.getByText('Selected', { exact: true })).toBeVisible();
    await expect(team.getByText('$400')).toBeVisible();
  });

  test("puts the server's message on the field it names: a taken e-mail", { tag: '@desktop' }, async ({
    page,
  }) => {
    await comeFromNewAddress(page);
    await page.goto('/auth/register');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Agency Name').fill('Second Try Media');
    const email = page.getByLabel('Email');
    await email.fill('member@example.com');
    await page.getByLabel('Password').fill('second-try-1');
    await page.getByLabel('I agree to the').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    // Only the server knows the address is taken; its answer marks the Email field.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/auth/register');
  });

  test('signs in as a member and shows the home shell with the welcome line', { tag: '@desktop' }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('member');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome back,')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sam', { useInnerText: true });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pillars of Agency' }),
    ).toBeVisible();
    // A team member sees no administration section.
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('shows the spec message for a wrong password', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
  });

  test('remembers where a signed-out visitor was going', { tag: '@desktop' }, async ({ page, loginAs }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/auth/login?redirectTo=%2Fsettings');
    await loginAs('agent', { redirectTo: '/settings' });
    await expect(page).toHaveURL('/settings');
  });

  test('goes Home after signing in when redirectTo would leave the site once normalised', {
    tag: '@desktop',
  }, async ({ page }) => {
    // '/.//evil.example' reads as '//evil.example' (another host) once its '/./' is resolved.
    await signIn(page, 'guru', { redirectTo: '/.//evil.example' });
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Welcome back,')).toBeVisible();
  });

  test('sends a member without a subscription to the subscription page', { tag: '@desktop' }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('lapsed');
    await expect(page).toHaveURL('/subscription');
    await page.goto('/pillars-of-agency');
    await expect(page).toHaveURL('/subscription');
  });

  test('still sends them there when Back interrupts the redirect while the page loads', {
    tag: '@desktop',
  }, async ({ page, loginAs }) => {
    await loginAs('lapsed');
    // The subscription page's code is held back, so the redirect is still on its way when
    // the member goes back (a history entry of this page, as the Back button would).
    let releaseSubscriptionPage!: () => void;
    const released = new Promise<void>((resolve) => {
      releaseSubscriptionPage = resolve;
    });
    const held = new Promise<void>((requested) => {
      void page.route(/\/assets\/subscription-page-[^/]+\.js$/, async (route) => {
        requested();
        await released;
        await route.continue();
      });
    });
    await page.goto('/pillars-of-agency');
    await held;
    await page.evaluate(() => {
      window.history.pushState(null, '', '/resources');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    releaseSubscriptionPage();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page).toHaveURL('/subscription');
  });

  test('resets a password through the outbox link and signs in with it', { tag: '@desktop' }, async ({
    page,
    server,
    browser,
    baseURL,
  }) => {
    // An account of its own: a demo account's new password would lock out the tests after
    // this one on the same worker's server (the page-width walk signs in as each of them).
    const agency = await registerAgency(browser, baseURL!, `Reset Agency ${Date.now().toString(36)}`);
    await agency.context.close();
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form (with its own Email field) stays until the next page has loaded.
    await expect(page).toHaveURL('/auth/forgot-password');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await page.getByLabel('Email').fill(agency.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    // No SMTP server: the e-mail went to the outbox and the server's log.
    const resetLinks = () => mailLinks(server.output(), agency.email, '/auth/reset-password');
    await expect.poll(() => resetLinks().length, { timeout: 5_000 }).toBe(1);
    const link = resetLinks()[0]!;
    await page.goto(link);
    await page.getByLabel('New Password').fill('a-brand-new-pass');
    await page.getByLabel('Confirm Password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL('/auth/login', { timeout: 10_000 });

    await page.getByLabel('Email').fill(agency.email);
    await page.getByLabel('Password', { exact: true }).fill(agency.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signed in: an agency without a subscription yet lands on its plan.
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByText('Welcome back,')).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New Password').fill('yet-another-pass');
    await page.getByLabel('Confirm Password').fill('yet-another-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  });

  test('shows Invalid Reset Link without a token', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByText('Invalid Reset Link')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toBeVisible();
  });

  test('shows the 404 page for an unknown path', { tag: '@desktop' }, async ({ page, loginAs }) => {
    await loginAs('member');
    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/');
  });

  test('edits the profile in the modal; the e-mail cannot be changed', { tag: '@desktop' }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('agent');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'User Profile' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Email')).toBeDisabled();
    await expect(dialog.getByText('Email cannot be changed')).toBeVisible();
    await expect(dialog.getByText('Member Since')).toBeVisible();
    await dialog.getByLabel('First Name').fill('Jordana');
    await dialog.getByLabel('Phone').fill('(555) 987-6543');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Jordana', { useInnerText: true });
  });

  test('turns the sidebar into a drawer at 390 px', { tag: '@phone' }, async ({ page, loginAs }) => {
    await loginAs('member');
    const mainNavigation = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNavigation).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainNavigation).toBeVisible();
    await mainNavigation.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL('/subscription');
    await expect(mainNavigation).toBeHidden();
    const hasOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasOverflow).toBe(false);
  });

  test('signs out and cannot come back with the old session', { tag: '@desktop' }, async ({
    page,
    loginAs,
  }) => {
    await loginAs('member');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goto('/pillars-of-agency');
    await expect(page).toHaveURL('/auth/login?redirectTo=%2Fpillars-of-agency');
  });
});
