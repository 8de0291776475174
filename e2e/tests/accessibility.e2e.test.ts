import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from '../support/accessibility.ts';
import { newPage, phoneViewport } from '../support/browser.ts';
import { loginAs } from '../support/login.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/** Every screen, signed out and signed in, on desktop and at phone width: no serious axe violations. */
const suite = useServerAndBrowser();

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

describe('accessibility', () => {
  for (const viewport of [undefined, phoneViewport]) {
    const label = viewport ? 'phone' : 'desktop';

    it(`has no serious violations on the auth screens (${label})`, async () => {
      const { page, context } = await newPage(suite.browser, suite.server.url, { viewport });
      for (const [path, heading] of signedOutPages) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      }
      await context.close();
    });

    it(`has no serious violations on the member screens (${label})`, async () => {
      const { page, context } = await newPage(suite.browser, suite.server.url, { viewport });
      await loginAs(page, 'member');
      for (const [path, heading] of memberPages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});
