import { defineConfig } from 'vitest/config';

/**
 * Unit tests, and the API tests twice: on PGlite always, and on PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run sets it). End-to-end tests have their own config (e2e/).
 */
const serverTests = ['apps/server/**/*.test.ts'];
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const setupFiles = ['./test/fail-on-console-error.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          setupFiles,
          include: ['packages/shared/**/*.test.ts', 'apps/web/**/*.test.{ts,tsx}'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
