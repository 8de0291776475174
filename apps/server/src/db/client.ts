import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite/vector';
import { type SQL, sql as sqlTag } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isServerShutdown } from '../lib/database-errors.ts';
import * as schema from './schema/index.ts';
import { recordStatement } from './statement-counter.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Flush to disk and release the data directory (PGlite) or the pool (PostgreSQL). */
  close(): Promise<void>;
  /**
   * The embedded database only: calls `onPayload` for each NOTIFY on `channel`, in this
   * process, right after the notifying transaction commits (before the writer's next line).
   * On PostgreSQL nothing listens: other instances may be writing.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * PostgreSQL only: the server's address, for connections of their own outside the pool
   * (the realtime fan-out's dedicated LISTEN connection, lib/realtime.ts).
   */
  connectionString?: string;
  /**
   * The embedded database only: the whole cluster as a tar archive, taken between two
   * statements (the tests start every file's database from one such dump; backups gzip it).
   * The files are read in one synchronous pass, so the copy is a snapshot of one instant:
   * like a crash at that instant, which the write-ahead log recovers on the restored copy.
   */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * Whether pgvector is installed (Ask the Library's cosine retrieval, decision 053): always
   * on PGlite, which ships it; on PostgreSQL when `CREATE EXTENSION vector` succeeded at start.
   */
  hasVector: boolean;
}

/**
 * Installs pgvector when the server has it (PGlite always does): Ask the Library then ranks
 * passages by cosine distance too; without it, by full text alone (decision 053). Not a
 * migration, so that a PostgreSQL without the extension still migrates.
 */
async function tryCreateVectorExtension(db: Database): Promise<boolean> {
  try {
    await db.execute(sqlTag`create extension if not exists vector`);
    return true;
  } catch {
    return false;
  }
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `loadDataDir` fills a new directory from a dump of another cluster first (the tests'
   * servers that start from the run's migrated template instead of an initdb and every
   * migration).
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  /** In memory; `loadDataDir` starts it from a dump of another cluster (the tests' template). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const drizzleOptions = { schema, casing: 'snake_case', logger: { logQuery: recordStatement } } as const;

export class DataDirectoryInUseError extends Error {}

/**
 * PGlite is one connection in one process: a second process opening the same directory
 * would corrupt it. The lock file holds the owner's pid; a lock left by a process that
 * no longer runs (a crash, SIGKILL) is taken over.
 */
function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pillars.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockPath, 'utf8'));
      if (ownerPid && ownerPid !== process.pid && isProcessRunning(ownerPid)) {
        throw new DataDirectoryInUseError(
          `The data directory ${dataDir} is in use by another Pillars process (pid ${ownerPid}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Could not lock the data directory ${dataDir}.`);
}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The key of the session-level advisory lock that the migrations of every instance take in turn. */
const migrationLockKey = 'pillars.migrations';

/**
 * Applies the pending migrations, one instance at a time: any number of instances may start
 * at once on an empty or an older database (an orchestrator starts new instances together).
 * Drizzle's migrator reads the last applied migration before its transaction, so two
 * instances migrating side by side would both apply the same ones (or both create its
 * table); here each waits for an advisory lock on a connection of its own, and the ones
 * after the first find nothing left to do. Closing that connection releases the lock, also
 * when a migration fails or the process dies. (PGlite is one process: nothing to take turns with.)
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost meanwhile fails the query that runs on it; this keeps it from also
  // being an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [migrationLockKey]);
    const db = drizzleNodePostgres({ client, ...drizzleOptions });
    await migrateNodePostgres(db as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection can be dropped by the server (restart, failover); without a
    // listener that error would crash the process. The pool opens a new one when needed.
    pool.on('error', (error) => {
      if (!isServerShutdown(error)) console.error('PostgreSQL pool error', error);
    });
    const db = drizzleNodePostgres({ client: pool, ...drizzleOptions }) as unknown as Database;
    try {
      await migratePostgres(target.url);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const hasVector = await tryCreateVectorExtension(db);
    return { db, kind: 'postgres', connectionString: target.url, hasVector, close: () => pool.end() };
  }

  const unlock = target.kind === 'pglite' ? lockDataDirectory(target.dataDir) : () => {};
  try {
    // The cluster lives in a subfolder: PGlite wants a directory of its own, and the
    // lock file and the auth secret sit beside it.
    const options = {
      extensions: { vector },
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    };
    const client =
      target.kind === 'pglite' ? new PGlite(join(target.dataDir, 'pgdata'), options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    // Its one connection asks the triggers to notify the member counters they bump
    // (migration 0014): this process holds sessions in memory and learns them that way.
    await client.exec(`set pillars.notify_member_versions = 'on'`);
    const hasVector = await tryCreateVectorExtension(db);
    return {
      db,
      kind: 'pglite',
      hasVector,
      async listen(channel, onPayload) {
        await client.listen(channel, onPayload);
      },
      dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
      async close() {
        if (!client.closed) {
          await client.exec('CHECKPOINT');
          await client.close();
        }
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A raw statement that every request runs, as a named prepared statement: PostgreSQL plans
 * it once per connection instead of on every call (planning the session statement costs
 * several times its execution), and its SQL text is built once, not per request. Values
 * are `sql.placeholder(name)` in the statement and given by name to the returned function.
 * PGlite runs it as an ordinary statement. Not for transactions: it runs on the pool.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  statement: SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const preparedByDatabase = new WeakMap<Database, { execute(values: Values): Promise<unknown> }>();
  return async (db, values) => {
    let prepared = preparedByDatabase.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(query, undefined, name, false);
      preparedByDatabase.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
