import { defineConfig } from '@playwright/test';
import { chromiumArgs, desktopViewport, phoneViewport, testBrowserPath } from './support/browser.ts';

/**
 * End-to-end tests: the built web app served by the real server, driven in Debian's Chromium.
 * A journey runs once, tagged `@desktop` or `@phone` for the width where it is most at risk;
 * a test left untagged runs in both projects because what it checks is the layout itself
 * (the accessibility scans, pages that differ by width).
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  // Migrates and seeds one database per run; each worker's server starts from a copy.
  globalSetup: './support/global-setup.ts',
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
  // A guard against a hung run only, not a budget: about five times the suite's time on the
  // 2-core machine (README, Tests). A slow test fails by its own timeout, with its name.
  globalTimeout: 30 * 60_000,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./support/summary-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
    // A trace records every action's page (its DOM, its network) for the failures to replay:
    // about 5% of the phase's CPU. On CI nobody opens one (the run's output is text), so it is
    // recorded on developers' machines only; `--trace on` records it anywhere.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The app's service worker (decision 074) would take the requests of a page it controls
    // out of reach of `page.route` (tests that hold an asset or answer an API call themselves).
    // Blocked for every test but the installable app's own, which allows it.
    serviceWorkers: 'block',
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
