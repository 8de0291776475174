import type { Page } from '@playwright/test';
import { comeFromNewAddress } from '../support/agency.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Every screen the end-to-end tests visit, signed out and signed in, in each state they put
 * it in (messages, dialogs, menus, the drawer), with no WCAG 2.2 AA axe violation whatever its
 * impact, colour contrast included: once per project, so on desktop and at phone width.
 */

/** Each path with the heading it must show, so a wrong path cannot pass by scanning an error page. */
const signedOutPages: Array<[string, string]> = [
  ['/auth/login', 'Sign in'],
  ['/auth/register', 'Create your account'],
  ['/auth/forgot-password', 'Forgot your password?'],
  ['/auth/reset-password', 'Invalid Reset Link'],
  // A token of the right shape shows the form; the server judges it only on submit.
  ['/auth/reset-password#token=not-a-real-token', 'Set a new password'],
  // An invitation link is checked as the page opens: a wrong token says so at once.
  ['/auth/accept-invitation#token=not-a-real-token', 'Invalid Invitation Link'],
];
const memberPages: Array<[string, string]> = [
  ['/', 'Home'],
  ['/pillars-of-agency', 'Pillars of Agency'],
  ['/pillars-of-agency/mindset-leadership', 'Mindset & Leadership'],
  ['/pillars-of-agency/mindset-leadership/the-founder-mindset', 'The Founder Mindset'],
  ['/subscription', 'Subscription'],
  ['/settings', 'Settings'],
  ['/my-plan', 'My Plan'],
  ['/chatbot', 'Chatbot'],
  ['/members', 'Members'],
  ['/no/such/page', '404 Page Not Found'],
];

/** Error states, with the spec's text they must show. */
const memberErrorPages: Array<[string, string]> = [
  ['/pillars-of-agency/no-such-pillar', 'Pillar not found'],
  ['/pillars-of-agency/mindset-leadership/no-such-element', 'Content not found'],
];

async function expectNoViolations(page: Page, violations: () => Promise<string[]>, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await violations(), what).toEqual([]);
}

test.describe('accessibility', () => {
  test('has no WCAG 2.2 AA violations on the auth screens', async ({ page, accessibilityViolations }) => {
    for (const [path, heading] of signedOutPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoViolations(page, accessibilityViolations, path);
    }
  });

  test('has no WCAG 2.2 AA violations in the auth screens’ messages', { tag: '@desktop' }, async ({
    page,
    accessibilityViolations,
  }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'sign-in error');

    // A taken e-mail: the server's message on its field (nothing is created).
    await comeFromNewAddress(page);
    await page.goto('/auth/register');
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Agency Name').fill('Second Try Media');
    await page.getByLabel('Email').fill('member@example.com');
    await page.getByLabel('Password').fill('second-try-1');
    await page.getByLabel('I agree to the').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'register field errors');

    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'reset link sent');
  });

  test('has no WCAG 2.2 AA violations on the member screens', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('member');
    for (const [path, heading] of memberPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expectNoViolations(page, accessibilityViolations, path);
    }
    for (const [path, text] of memberErrorPages) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expectNoViolations(page, accessibilityViolations, path);
    }
  });

  test('has no WCAG 2.2 AA violations on any pillar’s colours', { tag: '@desktop' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('member', { redirectTo: '/pillars-of-agency' });
    const links = page.getByRole('main').getByRole('article').getByRole('link');
    await expect(links.first()).toBeVisible();
    const pillarPaths = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    expect(pillarPaths.length).toBeGreaterThanOrEqual(6);
    for (const path of pillarPaths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, accessibilityViolations, path);
    }
  });

  test('has no WCAG 2.2 AA violations with a bookmarked lesson, its notes and rating', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    // Not the member of the learning journey: this bookmark must not change its counts.
    await loginAs('admin', { redirectTo: '/pillars-of-agency/mindset-leadership/the-founder-mindset' });
    const bookmark = page.getByRole('button', { name: 'Bookmark' });
    if ((await bookmark.getAttribute('aria-pressed')) !== 'true') await bookmark.click();
    await expect(page.getByRole('button', { name: 'Bookmark', pressed: true })).toBeVisible();
    // A rating given while the new bookmark is still being saved is queued behind it (one
    // mutation scope per bookmark): the star lights up when its turn comes, not on the click.
    const threeStars = page.getByRole('radio', { name: '3 stars' });
    await threeStars.click({ force: true });
    await expect(threeStars).toBeChecked();
    await expect(page.getByText('3 of 5')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'bookmarked lesson');
  });

  test('has no WCAG 2.2 AA violations in the user menu and the profile dialog', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('member');
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'User Profile' })).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'user menu');
    await page.getByRole('menuitem', { name: 'User Profile' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'profile dialog');
  });

  test('has no WCAG 2.2 AA violations in the phone drawer', { tag: '@phone' }, async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('member');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'drawer');
  });

  test('has no WCAG 2.2 AA violations on the subscription page of a member without access', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('lapsed');
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription', exact: true })).toBeVisible();
    await expectNoViolations(page, accessibilityViolations, 'subscription without access');
  });
});
