import { defineConfig } from 'vitest/config';
import { requirePostgresInCi } from './test/require-postgres-in-ci.ts';

/**
 * Unit tests, and the API tests twice: on PGlite always, and on PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it). End-to-end tests have their own config (e2e/).
 */
const serverTests = ['apps/server/**/*.test.ts'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
requirePostgresInCi(process.env);
const setupFiles = ['./test/fail-on-console-error.ts'];
// Migrates and seeds once per run; each API test file starts from a copy (test-database.ts).
const globalSetup = ['./apps/server/test/global-setup.ts'];
/**
 * The API test files that pick dates from today (weeks to book, due dates, a digest's week,
 * reminders' windows), run once more under each of these fixed "todays" (test/fixed-today.ts,
 * issue 54): the week before a daylight-saving change, New Year's Eve in Los Angeles (already
 * New Year's Day in UTC), and a 29 February. A test that passes only on most days of the year
 * fails here on every run.
 */
const dateSensitiveTests = [
  'apps/server/src/modules/calls/calls.test.ts',
  'apps/server/src/modules/reminders/reminders.test.ts',
  'apps/server/src/modules/learning-plans/learning-plans.test.ts',
  'apps/server/src/modules/learning-plans/plan-notifications.test.ts',
  'apps/server/src/modules/events/admin-events.test.ts',
  'apps/server/src/modules/analytics/team-analytics.test.ts',
  'apps/server/src/modules/analytics/business-analytics.test.ts',
  'apps/server/src/modules/analytics/weekly-digest.test.ts',
];
const fixedTodays = {
  'dst-week': '2027-03-08T16:30:00Z',
  'new-year': '2027-01-01T07:30:00Z',
  'leap-day': '2028-02-29T19:00:00Z',
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine. The
    // test files' work (PGlite, the app) runs in the workers, the main process only reports.
    // Three on two cores: since the PGlite files reuse a reset database (decision 064), the
    // files that wait on purpose (server processes starting and restarting, a provider's
    // timeout, the outbox's backoff) left a core idle for a fifth of the phase with two
    // workers (1.67 busy cores on average); a third fills it (1.86). Unit and API tests on
    // both databases, alone on the machine: 317-332 s with two, 287-288 s with three.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          setupFiles,
          include: ['packages/shared/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          // As for the API tests: the files of a worker share their imported modules (zod,
          // the contracts, TypeScript for the import guard). Importing them anew for each of the
          // ~40 files took 35 s of the phase; shared, 5 s. None of these modules keeps state a
          // test relies on (a run in shuffled order passes too).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-pglite',
          setupFiles,
          include: serverTests,
          // Tests of what only PostgreSQL has (several server processes on one database).
          exclude: ['**/*.postgres.test.ts'],
          env: { TEST_DATABASE_KIND: 'pglite' },
          // The files of a worker share its imported modules (the app, better-auth, Drizzle,
          // PGlite): importing them anew for every file was half the phase's time. Each file
          // still has its own app and database (buildTestApp), and the server keeps no
          // module-level state.
          isolate: false,
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // On PGlite only: its now() follows the moved JavaScript clock, PostgreSQL's does not.
      ...Object.entries(fixedTodays).map(([name, today]) => ({
        test: {
          name: `api-dates-${name}`,
          setupFiles: ['./test/fixed-today.ts', ...setupFiles],
          include: dateSensitiveTests,
          env: { TEST_DATABASE_KIND: 'pglite', TEST_TODAY: today },
          isolate: false,
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                setupFiles,
                include: serverTests,
                // Crash safety is about the embedded database's files.
                exclude: ['**/*.pglite.test.ts'],
                env: { TEST_DATABASE_KIND: 'postgres' },
                isolate: false,
                globalSetup,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
