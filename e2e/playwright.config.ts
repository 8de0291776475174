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
  // Two cores: two workers, each with its own server (support/fixtures.ts) and Chromium. A
  // worker serves one project, and a server takes ~15 s of CPU to start, so the phone project
  // (the smaller one) goes first on one worker while the other starts on desktop: 3 server
  // starts in a run instead of 4, and both workers stay busy to the end.
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
    {
      name: 'phone',
      grepInvert: /@desktop/,
      // Raise when the phone project grows to half the suite.
      workers: 1,
      use: { viewport: phoneViewport, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: desktopViewport } },
  ],
});
