import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../apps/server/test/run-cli.ts';
import { createPostgresTestDatabase, uniqueDatabaseName } from '../../apps/server/test/test-database.ts';

/**
 * Once per run: one database migrated and seeded with the demo data by `npm run seed`'s
 * script, which every worker's server then starts from a copy of (support/server.ts):
 * migrating and seeding took most of a server's start, once per worker. A PGlite data
 * directory (E2E_TEMPLATE_DATA_DIR), or where TEST_DATABASE_URL is set a PostgreSQL
 * database copied with CREATE DATABASE ... TEMPLATE (E2E_TEMPLATE_DATABASE). The workers
 * inherit this process's environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    const name = uniqueDatabaseName('pillars_e2e_template');
    const database = await createPostgresTestDatabase({ name });
    await seed({ DATABASE_URL: database.url }, database.drop);
    process.env.E2E_TEMPLATE_DATABASE = name;
    return database.drop;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pillars-e2e-template-'));
  const remove = async () => rmSync(dataDir, { recursive: true, force: true });
  await seed({ DATA_DIR: dataDir }, remove);
  process.env.E2E_TEMPLATE_DATA_DIR = dataDir;
  return remove;
}

async function seed(env: Record<string, string>, onFailure: () => Promise<void>): Promise<void> {
  const seeded = await runCli('apps/server/src/db/seed/seed-cli.ts', [], { env });
  if (seeded.code === 0) return;
  await onFailure();
  throw new Error(`seeding the e2e template failed (${seeded.code}):\n${seeded.stdout}${seeded.stderr}`);
}
