import { test as base, expect } from '@playwright/test';
import { accessibilityViolations } from './accessibility.ts';
import { type DemoRole, type LoginOptions, signIn } from './login.ts';
import { PageProblems } from './page-problems.ts';
import { type RunningServer, startServer } from './server.ts';

export { expect };

interface WorkerFixtures {
  /**
   * The real server (built web app + API) on a throw-away PGlite data directory, one per
   * worker: tests in parallel workers never share data or sign-in limits.
   */
  server: RunningServer;
}

interface TestFixtures {
  /** Console errors and failed requests of the test's page; `pageProblems.expect(/.../)` allows one. */
  pageProblems: PageProblems;
  /** Signs the test's page in through the login screen. */
  loginAs: (role: DemoRole, options?: LoginOptions) => Promise<void>;
  /** The axe-core WCAG 2.2 AA violations of the page as it is now, whatever their impact, one line each. */
  accessibilityViolations: () => Promise<string[]>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    // Starting the server applies the migrations and loads the demo data: slow on two cores.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  pageProblems: async ({ context, baseURL }, use) => {
    await use(new PageProblems(context, baseURL!));
  },
  page: async ({ page, pageProblems }, use) => {
    await use(page);
    expect(pageProblems.unexpected(), 'console errors and failed requests').toEqual([]);
  },
  loginAs: async ({ page }, use) => {
    await use((role, options) => signIn(page, role, options));
  },
  accessibilityViolations: async ({ page }, use) => {
    await use(() => accessibilityViolations(page));
  },
});
