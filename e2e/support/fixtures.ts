import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility.ts';
import { type DemoRole, type LoginOptions, signIn } from './login.ts';
import { PageProblems } from './page-problems.ts';
import { type RunningServer, startSeededServer } from './server.ts';

export { expect };

interface WorkerFixtures {
  /**
   * The real server (built web app + API) with the demo data, one per worker: tests in
   * parallel workers never share data or sign-in limits. On a throw-away PostgreSQL database
   * where TEST_DATABASE_URL is set (CI), else on a throw-away PGlite data directory.
   */
  server: RunningServer;
  /**
   * The session cookies of each role once it has signed in through the login screen in this
   * worker: later tests come back as a returning member would, with the cookie, instead of
   * signing in again. The sign-in limit (10 per e-mail and address per 15 minutes) stays the
   * production one, and the tests about signing in still have budget for it.
   */
  signedInSessions: Map<DemoRole, Awaited<ReturnType<BrowserContext['cookies']>>>;
}

interface TestFixtures {
  /** Console errors and failed requests of the test's page; `pageProblems.expect(/.../)` allows one. */
  pageProblems: PageProblems;
  /**
   * Signs the test's page in: through the login screen the first time a role signs in in
   * this worker (and whenever its session has ended, after a sign-out test), with the
   * session's cookie after that. Ends on `redirectTo` or where the app lands a member.
   */
  loginAs: (role: DemoRole, options?: LoginOptions) => Promise<void>;
  /** The axe-core WCAG 2.2 AA violations of the page as it is now, whatever their impact, one line each. */
  accessibilityViolations: () => Promise<string[]>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSeededServer();
      await use(server);
      await server.stop();
    },
    // Starting the server applies the migrations and loads the demo data: slow on two cores.
    { scope: 'worker', timeout: 120_000 },
  ],
  signedInSessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
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
  loginAs: async ({ page, signedInSessions }, use) => {
    await use(async (role, options = {}) => {
      const cookies = signedInSessions.get(role);
      if (cookies && (await resumeSession(page, cookies, options.redirectTo))) return;
      // Off the app before its session cookie goes: a page of the app that sees its session
      // end (a poll answered 401) sends itself to the login screen, and that navigation
      // aborted the one to the login screen below (net::ERR_ABORTED, once in a run).
      if (page.url() !== 'about:blank') await page.goto('about:blank');
      await page.context().clearCookies();
      await signIn(page, role, options);
      signedInSessions.set(role, await page.context().cookies());
    });
  },
  accessibilityViolations: async ({ page }, use) => {
    await use(() => accessibilityViolations(page));
  },
});

/**
 * Opens `redirectTo` (or Home) with a saved session cookie; false when the session has ended
 * (the app sent the page to the login screen), so that the caller signs in again.
 */
async function resumeSession(
  page: Page,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>,
  redirectTo = '/',
): Promise<boolean> {
  await page.context().addCookies(cookies);
  await page.goto(redirectTo);
  const signedIn = page.getByRole('button', { name: /Open user menu/ });
  const signInForm = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(signedIn.or(signInForm).first()).toBeVisible();
  return !new URL(page.url()).pathname.startsWith('/auth/');
}
