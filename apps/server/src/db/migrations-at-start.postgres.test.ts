import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../test/test-database.ts';
import { openDatabase, queryRows } from './client.ts';

/**
 * Instances started together (an orchestrator's deployment, docs/scaling.md) on an empty or an
 * older database: the migrations run once, in turn under an advisory lock (db/client.ts), and
 * every instance comes up.
 */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function appliedMigrations(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string; times: number }>(
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Three production instances at once on `url`; each must answer its health check. */
async function startThreeAtOnce(url: string): Promise<RunningServer[]> {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    AUTH_SECRET: 'migrations-at-start-secret-of-32-chars-at-least',
    LOG_LEVEL: 'warn',
    // The API alone: these instances are not asked for pages.
    WEB_DIST_DIR: '/nonexistent',
  };
  const started = await Promise.allSettled([1, 2, 3].map(() => startServer({ env })));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  cleanups.push(async () => {
    for (const server of servers) await server.stop();
  });
  const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(failures).toEqual([]);
  for (const server of servers) {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }
  return servers;
}

describe('instances started together migrate the database once', () => {
  it('three instances start at once on an empty database', async () => {
    const database = await createPostgresTestDatabase();
    cleanups.push(database.drop);
    const servers = await startThreeAtOnce(database.url);
    const applied = await appliedMigrations(database.url);
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);
    for (const server of servers) expect(await server.stop()).toBe(0);
  }, 120_000);

  it('three starts at once on a database of an earlier release (its last three migrations pending)', async () => {
    const database = await createPostgresTestDatabase();
    cleanups.push(database.drop);
    // The earlier release: the same migrations folder without its last three.
    const earlierFolder = mkdtempSync(join(tmpdir(), 'pillars-earlier-migrations-'));
    cleanups.push(() => rmSync(earlierFolder, { recursive: true, force: true }));
    cpSync(migrationsFolder, earlierFolder, { recursive: true });
    const earlierEntries = journal.entries.slice(0, -3);
    writeFileSync(
      join(earlierFolder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: earlierEntries }),
    );
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    await migrate(drizzle({ client: pool }), { migrationsFolder: earlierFolder });
    await pool.end();
    expect(await appliedMigrations(database.url)).toHaveLength(earlierEntries.length);

    // Three openings at once, as three instances' starts do (each its own pool and lock
    // connection), in this process: the server processes of the test above cost about 5 s
    // of CPU each, and what is tested is the same call (openDatabase) on the same server.
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: database.url })),
    );
    for (const handle of handles) {
      expect(await queryRows(handle.db, sql`select count(*)::int as n from organizations`)).toEqual([
        { n: 0 },
      ]);
      await handle.close();
    }
    const applied = await appliedMigrations(database.url);
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.filter((row) => row.times !== 1)).toEqual([]);
  }, 60_000);
});
