import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import type { DemoRole } from '../src/db/seed/demo-accounts.ts';
import { openReusablePglite } from './pglite-reuse.ts';

/**
 * The databases every API test file starts from, made once per run by `global-setup.ts`:
 * one migrated, one migrated and seeded with the demo data. A file gets a copy of one (a
 * PGlite dump loaded in memory, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`), which
 * takes a fraction of migrating and seeding anew (hashing the demo passwords included). On
 * PGlite, a file reuses a database an earlier file of its worker closed, reset to the
 * template (pglite-reuse.ts): a tenth of loading a copy.
 */
export type TestDatabaseTemplates =
  | {
      kind: 'pglite';
      emptyDumpPath: string;
      /** The migrated template as a server's data directory, for `migratedPgliteDataDir`. */
      emptyDataDir: string;
      seededDumpPath: string;
      demoUserIds: Record<DemoRole, string>;
    }
  | {
      kind: 'postgres';
      emptyTemplate: string;
      seededTemplate: string;
      demoUserIds: Record<DemoRole, string>;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/** The templates of this vitest project, as `global-setup.ts` provided them. */
export async function testDatabaseTemplates(): Promise<TestDatabaseTemplates> {
  // Imported here, not at the top: the e2e suite (Playwright) imports this module too.
  const { inject } = await import('vitest');
  const templates = inject('testDatabaseTemplates');
  if (!templates) throw new Error('No test database templates: is apps/server/test/global-setup.ts set up?');
  return templates;
}

/**
 * A fresh database for one test file, copied from the run's template (with the demo data,
 * or migrated only with `seeded: false`): in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the vitest project says so.
 */
export async function openTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<DatabaseHandle & { demoUserIds: Record<DemoRole, string> }> {
  const seeded = options.seeded ?? true;
  const templates = await testDatabaseTemplates();
  if (templates.kind === 'pglite') {
    const dumpPath = seeded ? templates.seededDumpPath : templates.emptyDumpPath;
    // A database of an earlier file of this worker, reset to the template, when there is one.
    const handle = await openReusablePglite(dumpPath, async () =>
      openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([await readFile(dumpPath)]) }),
    );
    return { ...handle, demoUserIds: templates.demoUserIds };
  }
  const created = await createPostgresTestDatabase({
    template: seeded ? templates.seededTemplate : templates.emptyTemplate,
  });
  const handle = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...handle,
    demoUserIds: templates.demoUserIds,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A new PGlite data directory (under the system's temporary folder, named with `prefix`):
 * a copy of the run's migrated template directory, without rows. A server started on it
 * skips the initdb and the migrations of a first start (about 5 s of CPU on the 2-core
 * machine; copying the files takes a tenth of a second) and otherwise starts as on an empty
 * directory: the demo data outside production, no account in production. For the tests of
 * what happens after a start (restarts, kills, backups); a first start's own tests start on
 * an empty directory. The caller removes it.
 */
export async function migratedPgliteDataDir(prefix: string): Promise<string> {
  const templates = await testDatabaseTemplates();
  if (templates.kind !== 'pglite') throw new Error('migratedPgliteDataDir needs the api-pglite templates');
  return copyDataDir(templates.emptyDataDir, prefix);
}

/**
 * A copy of a stopped server's PGlite data directory (a template), in a new folder under the
 * system's temporary folder named with `prefix`: the file system's own copy, a tenth of a
 * second. Here and for the browser tests' servers (e2e/support/server.ts).
 */
export function copyDataDir(templateDataDir: string, prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(templateDataDir, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The environment variable that holds this run's prefix of the API tests' database names
 * (global-setup.ts sets it before the workers start; they inherit it).
 */
export const testDatabasePrefixVariable = 'PILLARS_TEST_DATABASE_PREFIX';

/** A name no other database of this run has. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** A client on the server of TEST_DATABASE_URL, for creating and dropping databases. */
async function withServerClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL with another database name. */
function postgresDatabaseUrl(databaseName: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL: empty (no migrations yet),
 * for tests that start server processes on it, or a copy of `template`; `drop` removes it.
 */
export async function createPostgresTestDatabase(
  options: { template?: string; name?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  // The run's own prefix where global-setup.ts set one: its teardown finds what a file left.
  const databaseName =
    options.name ?? uniqueDatabaseName(process.env[testDatabasePrefixVariable] ?? 'pillars_test');
  await withServerClient(async (client) => {
    const template = options.template ? ` template ${options.template}` : '';
    // Copies from one template may start together; PostgreSQL refuses a copy while
    // another session is still connected to the template (its own copy finishing), so
    // such a refusal is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${databaseName}${template}`);
        // A commit here does not wait for its WAL to reach the disk: what the tests check is
        // what sessions and server processes see, never that PostgreSQL itself survives a
        // crash. The tests' commits then wait on no fsync (the API tests on PostgreSQL: 218 s
        // -> 191 s alone). A copy does not inherit the setting, so each database gets it.
        await client.query(`alter database ${databaseName} set synchronous_commit = off`);
        return;
      } catch (error) {
        const isTemplateBusy = (error as { code?: string }).code === '55006';
        if (!isTemplateBusy || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return {
    url: postgresDatabaseUrl(databaseName),
    async drop() {
      await withServerClient((client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      );
    },
  };
}

/** Drops every database whose name starts with `prefix`; answers their names. */
export async function dropPostgresDatabasesNamed(prefix: string): Promise<string[]> {
  return withServerClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    return rows.map((row) => row.datname);
  });
}
