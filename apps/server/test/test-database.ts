import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the vitest project says so.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_KIND !== 'postgres') return openDatabase({ kind: 'pglite-memory' });
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of TEST_DATABASE_URL (no migrations yet),
 * for tests that start server processes on it; `drop` removes it.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  const databaseName = `pillars_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${databaseName} with (force)`);
      await cleanup.end();
    },
  };
}
