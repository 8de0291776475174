import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from '../support/accessibility.ts';
import { launchBrowser, newPage, phoneViewport } from '../support/browser.ts';
import { loginAs } from '../support/login.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Every screen, signed out and signed in, on desktop and at phone width: no serious axe violations. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signedOutPages = ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password'];
const memberPages = [
  '/',
  '/pillars-of-agency',
  '/pillars-of-agency/mindset-leadership',
  '/pillars-of-agency/mindset-leadership/the-founder-mindset',
  '/subscription',
  '/settings',
  '/no/such/page',
];

describe('accessibility', () => {
  for (const viewport of [undefined, phoneViewport]) {
    const label = viewport ? 'phone' : 'desktop';

    it(`has no serious violations on the auth screens (${label})`, async () => {
      const { page, context } = await newPage(browser, server.url, { viewport });
      for (const path of signedOutPages) {
        await page.goto(path);
        await page.getByRole('heading').first().waitFor();
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      }
      await context.close();
    });

    it(`has no serious violations on the member screens (${label})`, async () => {
      const { page, context } = await newPage(browser, server.url, { viewport });
      await loginAs(page, 'member');
      for (const path of memberPages) {
        await page.goto(path);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});
