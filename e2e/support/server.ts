import { runCli } from '../../apps/server/test/run-cli.ts';
import { type RunningServer, startServer } from '../../apps/server/test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../apps/server/test/test-database.ts';

/** The same helper the server's crash-safety test uses: one way to run the real server. */
export type { RunningServer };

/**
 * The server with the demo data for one worker. Where TEST_DATABASE_URL is set (CI), on a
 * new PostgreSQL database of that server, seeded with `npm run seed`'s script first (the
 * server never loads demo data into a DATABASE_URL itself); `stop` drops the database.
 * PostgreSQL runs in its own processes, so the server's CPU goes to the pages under test
 * instead of an embedded database: on two cores that is most of the suite's time (README,
 * Tests). Elsewhere, on a throw-away PGlite data directory, as `npm start` runs.
 */
export async function startSeededServer(): Promise<RunningServer> {
  if (!process.env.TEST_DATABASE_URL) return startServer();
  const database = await createPostgresTestDatabase();
  const seeded = await runCli('apps/server/src/db/seed/seed-cli.ts', [], {
    env: { DATABASE_URL: database.url },
  });
  if (seeded.code !== 0) {
    await database.drop();
    throw new Error(`seeding the e2e database failed (${seeded.code}):\n${seeded.stdout}${seeded.stderr}`);
  }
  const server = await startServer({ env: { DATABASE_URL: database.url } });
  return {
    ...server,
    async stop(signal) {
      const code = await server.stop(signal);
      await database.drop();
      return code;
    },
  };
}
