import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPostgresTestDatabase } from './test-database.ts';

/*
 * A test of a migration that moves data: a fresh database migrated up to just before it, rows
 * written the old way, then every migration applied. On PostgreSQL where the API tests run on
 * it (TEST_DATABASE_KIND), else on an in-memory PGlite.
 */

const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** The migrations folder as it was before the migration tagged `…_<tagSuffix>` (its journal without it and what follows). */
function folderBefore(tagSuffix: string, cleanups: Array<() => unknown>): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${tagSuffix}`));
  if (at <= 0) throw new Error(`no migration tagged …_${tagSuffix}`);
  const folder = mkdtempSync(join(tmpdir(), `pillars-before-${tagSuffix}-`));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(migrationsFolder, folder, { recursive: true });
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  return folder;
}

/**
 * A database at the migration before `…_<tagSuffix>`, and `migrateAll` to apply the rest.
 * What it opens is closed by the `cleanups` (run them after the tests, last first).
 */
export async function databaseBeforeMigration(tagSuffix: string, cleanups: Array<() => unknown>) {
  const earlier = folderBefore(tagSuffix, cleanups);
  if (process.env.TEST_DATABASE_KIND === 'postgres') {
    const database = await createPostgresTestDatabase();
    cleanups.push(database.drop);
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    cleanups.push(() => pool.end());
    const db = drizzleNodePostgres({ client: pool });
    await migrateNodePostgres(db, { migrationsFolder: earlier });
    return { db, migrateAll: () => migrateNodePostgres(db, { migrationsFolder }) };
  }
  const client = new PGlite();
  cleanups.push(() => client.close());
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: earlier });
  return { db, migrateAll: () => migratePglite(db, { migrationsFolder }) };
}
