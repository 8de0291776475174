import { buildApp } from './app.ts';
import { ConfigError, loadConfig, publicAppUrl } from './config/env.ts';
import { DataDirectoryInUseError } from './db/client.ts';
import { hasAnyUser, seedDemoDataIfEmpty, shouldLoadDemoData } from './db/seed/seed.ts';

/**
 * Starts the server: config, app, demo data on an empty embedded database outside
 * production (never an account with a known password in production), listen, clean shutdown.
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config });
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const loadsDemoData = shouldLoadDemoData(config);
  if (loadsDemoData && (await seedDemoDataIfEmpty(app.db))) {
    app.log.info('Loaded the demo data into the empty database.');
  }
  const hasAccounts = loadsDemoData || (await hasAnyUser(app.db));
  if (!hasAccounts) {
    app.log.warn(
      'The database has no account yet. Create the first superadmin with ' +
        'npm run admin:create -- --email <address>' +
        (app.databaseKind === 'pglite'
          ? ' (stop the server first: the embedded database is one process).'
          : '.'),
    );
  }
  if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
    app.log.warn(
      'SMTP_URL is not set: e-mails (password resets) stay in the mail_outbox table, undelivered.',
    );
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received: closing (no new requests, CHECKPOINT, database closed)`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // `npm run backup` on the embedded database: only this process may open its directory, so
  // it writes the archive (db/backup/backup.ts) while it keeps serving.
  const { backUpDataDir } = app;
  if (backUpDataDir) {
    process.on('SIGUSR2', () => {
      if (isClosing) return;
      backUpDataDir().then(
        (path) => app.log.info(`SIGUSR2 received: backup written to ${path}`),
        (error: unknown) => app.log.error({ err: error }, 'backup failed'),
      );
    });
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = publicAppUrl(config, new URL(address).port);
  console.info(
    [
      '',
      `Pillars is running at ${url}`,
      `Database: ${app.databaseKind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
      ...(loadsDemoData
        ? [
            'Demo logins (password demo-pass-123):',
            '  admin@example.com (superadmin), agent@example.com (agent), member@example.com (team member),',
            '  support@example.com (support), guru@example.com (guru),',
            '  lapsed@example.com (agent, no subscription), lapsed-member@example.com (its team member)',
          ]
        : []),
      '',
    ].join('\n'),
  );
}

await main();
