import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client.ts';
import { account } from '../src/db/schema/index.ts';
import { demoPassword } from '../src/db/seed/demo-accounts.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { fastPasswordHash } from '../src/modules/accounts/password-hashing.ts';
import {
  createPostgresTestDatabase,
  dropPostgresDatabasesNamed,
  type TestDatabaseTemplates,
  testDatabasePrefixVariable,
  uniqueDatabaseName,
} from './test-database.ts';

/**
 * Once per run of an API test project: migrates one database and seeds a copy of it with
 * the demo data; every test file then starts from a copy (test-database.ts). Migrating and
 * seeding took about 2.5 s of CPU per file on the 2-core machine, loading a copy 0.4 s.
 */
export default async function setup(project: TestProject) {
  const templates =
    project.name === 'api-postgres' ? await makePostgresTemplates() : await sharedPgliteTemplates();
  project.provide('testDatabaseTemplates', templates.templates);
  return templates.remove;
}

type PgliteTemplates = Awaited<ReturnType<typeof makePgliteTemplates>>;
const sharedTemplatesKey = Symbol.for('pillars.pgliteTemplates');
type GlobalWithTemplates = typeof globalThis & {
  [sharedTemplatesKey]?: { made: Promise<PgliteTemplates>; users: number };
};

/**
 * The PGlite projects (api-pglite and the fixed-today runs of vitest.config.ts) share one set
 * of templates: made by the first project's setup, removed by the last one's teardown. The
 * global setups all run in Vitest's main process, though each may load this module anew.
 */
async function sharedPgliteTemplates(): Promise<PgliteTemplates> {
  const holder = globalThis as GlobalWithTemplates;
  holder[sharedTemplatesKey] ??= { made: makePgliteTemplates(), users: 0 };
  const shared = holder[sharedTemplatesKey];
  shared.users += 1;
  const { templates, remove } = await shared.made;
  return {
    templates,
    remove() {
      shared.users -= 1;
      if (shared.users > 0) return;
      delete holder[sharedTemplatesKey];
      remove();
    },
  };
}

async function makePgliteTemplates(): Promise<{ templates: TestDatabaseTemplates; remove(): void }> {
  const folder = mkdtempSync(join(tmpdir(), 'pillars-test-templates-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    await dropUnusedDatabases(handle.db);
    const emptyDump = await handle.dumpDataDir!();
    const emptyDumpPath = join(folder, 'empty.tar');
    writeFileSync(emptyDumpPath, Buffer.from(await emptyDump.arrayBuffer()));
    // The same, as a server's data directory (test-database.ts, migratedPgliteDataDir).
    const emptyDataDir = join(folder, 'empty-data-dir');
    await (await openDatabase({ kind: 'pglite', dataDir: emptyDataDir, loadDataDir: emptyDump })).close();
    const demoUserIds = await seedTestDemoData(handle.db);
    const seededDumpPath = join(folder, 'seeded.tar');
    writeFileSync(seededDumpPath, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
    return {
      templates: { kind: 'pglite', emptyDumpPath, emptyDataDir, seededDumpPath, demoUserIds },
      remove: () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

/**
 * PGlite's cluster has three databases besides the one it opens (`template1`, where the
 * tests' data lives): `postgres` and `template0`, which no test uses, were two fifths of
 * every copy a test file loads (14 of 34 MB, 600 of 1,450 files). Dropped from the
 * templates, a copy loads in about 0.8 s of CPU instead of 1.15 (decision 062).
 */
async function dropUnusedDatabases(db: Database) {
  await db.execute(sql`drop database postgres`);
  // template0 is marked as a template, which may not be dropped.
  await db.execute(sql`alter database template0 is_template false`);
  await db.execute(sql`drop database template0`);
  // The files of the dropped databases go at the next checkpoint.
  await db.execute(sql`checkpoint`);
}

async function makePostgresTemplates(): Promise<{
  templates: TestDatabaseTemplates;
  remove(): Promise<void>;
}> {
  // Every database a test file makes is named with this prefix (createPostgresTestDatabase),
  // so the teardown can tell one that a file left behind.
  const prefix = `pillars_test_${randomBytes(2).toString('hex')}`;
  process.env[testDatabasePrefixVariable] = prefix;
  const emptyTemplate = uniqueDatabaseName('pillars_template_empty');
  const seededTemplate = uniqueDatabaseName('pillars_template_seeded');
  const empty = await createPostgresTestDatabase({ name: emptyTemplate });
  const migrated = await openDatabase({ kind: 'postgres', url: empty.url });
  await migrated.close();

  const seeded = await createPostgresTestDatabase({ name: seededTemplate, template: emptyTemplate });
  const seededHandle = await openDatabase({ kind: 'postgres', url: seeded.url });
  let demoUserIds: Awaited<ReturnType<typeof seedDemoData>>;
  try {
    demoUserIds = await seedTestDemoData(seededHandle.db);
  } finally {
    // A template must have no open connection while it is copied.
    await seededHandle.close();
  }
  return {
    templates: { kind: 'postgres', emptyTemplate, seededTemplate, demoUserIds },
    async remove() {
      await seeded.drop();
      await empty.drop();
      // A database still here was not dropped by the file that made it (an app built in a
      // test and never closed, say): dropped now, and the run fails with the names.
      const leftBehind = await dropPostgresDatabasesNamed(`${prefix}_`);
      if (leftBehind.length > 0) {
        // Vitest only logs an error of a global teardown ("error during close"): the exit
        // code is what fails the run.
        process.exitCode = 1;
        throw new Error(
          `${leftBehind.length} test database(s) were left open by their test files: ${leftBehind.join(', ')}`,
        );
      }
    },
  };
}

/**
 * The demo data, with the demo accounts' passwords stored in the API tests' fast format
 * (modules/accounts/password-hashing.ts): most files sign in as several demo roles, each
 * sign-in a production scrypt check of about 0.1 s of CPU before. The
 * apps of `buildTestApp` check both formats; nothing else opens these templates (the tests
 * that start server processes seed their own databases).
 */
async function seedTestDemoData(db: Database) {
  const demoUserIds = await seedDemoData(db);
  await db
    .update(account)
    .set({ password: await fastPasswordHash(demoPassword) })
    .where(inArray(account.userId, Object.values(demoUserIds)));
  return demoUserIds;
}
