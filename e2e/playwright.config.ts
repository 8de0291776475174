import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, desktopViewport, phoneViewport } from './support/browser.ts';

/**
 * End-to-end tests: the built web app served by the real server, driven in Debian's Chromium.
 * Every test runs in both projects unless it is tagged `@desktop` or `@phone` (only makes
 * sense at that width).
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  // Two cores: two workers, each with its own server and Chromium (see README, Tests).
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test fails: nothing is retried.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The e2e share of CI's budget (README, Tests): past it the run fails rather than crawls.
  globalTimeout: 10 * 60_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./support/summary-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: desktopViewport } },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { viewport: phoneViewport, isMobile: true, hasTouch: true },
    },
  ],
});
