import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/env.ts';
import {
  copyDataDirFiles,
  embeddedArchiveName,
  postgresDumpName,
  restoreEmbeddedArchive,
  runPostgresTool,
} from './backup.ts';

/**
 * `npm run restore -- --from <folder>`: a backup of `npm run backup` into a new database:
 * PostgreSQL's (DATABASE_URL, an empty database) with pg_restore, or a new DATA_DIR for the
 * embedded one. Start the server on it afterwards (docs/backups.md).
 */
const usage = `Usage: npm run restore -- --from <folder>

  --from <folder>  a folder written by npm run backup

${postgresDumpName}: pg_restore into DATABASE_URL (an empty database).
${embeddedArchiveName}: into DATA_DIR, which must hold no database yet.
Both: the auth-secret and uploads/ of the backup into DATA_DIR.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.from) fail(usage);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const from = resolve(values.from);
  const dataDir = resolve(config.DATA_DIR);

  if (existsSync(join(from, postgresDumpName))) {
    if (!config.DATABASE_URL) fail(`${from} holds a PostgreSQL dump: set DATABASE_URL to an empty database.`);
    await runPostgresTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.DATABASE_URL}`,
      join(from, postgresDumpName),
    ]);
  } else if (existsSync(join(from, embeddedArchiveName))) {
    if (config.DATABASE_URL) fail(`${from} holds an embedded database: unset DATABASE_URL, set DATA_DIR.`);
    try {
      await restoreEmbeddedArchive(join(from, embeddedArchiveName), dataDir);
    } catch (error) {
      fail((error as Error).message);
    }
  } else {
    fail(`${from} holds no ${postgresDumpName} nor ${embeddedArchiveName}.`);
  }
  copyDataDirFiles(from, dataDir);
  console.info(`Restored ${from}${config.DATABASE_URL ? '' : ` into ${dataDir}`}`);
}

await main();
