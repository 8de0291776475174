import { expect, test } from '../support/fixtures.ts';

/**
 * Every screen, signed out and signed in, no serious axe violations: once per project, so on
 * desktop and at phone width.
 */

/** Each path with the heading it must show, so a wrong path cannot pass by scanning an error page. */
const signedOutPages: Array<[string, string]> = [
  ['/auth/login', 'Sign in'],
  ['/auth/register', 'Create your account'],
  ['/auth/forgot-password', 'Forgot your password?'],
  ['/auth/reset-password', 'Invalid Reset Link'],
];
const memberPages: Array<[string, string]> = [
  ['/', 'Home'],
  ['/pillars-of-agency', 'Pillars of Agency'],
  ['/pillars-of-agency/mindset-leadership', 'Mindset & Leadership'],
  ['/pillars-of-agency/mindset-leadership/the-founder-mindset', 'The Founder Mindset'],
  ['/subscription', 'Subscription'],
  ['/settings', 'Settings'],
  ['/no/such/page', '404 Page Not Found'],
];

test.describe('accessibility', () => {
  test('has no serious violations on the auth screens', async ({ page, accessibilityViolations }) => {
    for (const [path, heading] of signedOutPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      expect(await accessibilityViolations(), path).toEqual([]);
    }
  });

  test('has no serious violations on the member screens', async ({
    page,
    loginAs,
    accessibilityViolations,
  }) => {
    await loginAs('member');
    for (const [path, heading] of memberPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(), path).toEqual([]);
    }
  });
});
