import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite/vector';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';

/**
 * Backups (README, Backups; docs/backups.md). A backup is a folder:
 * - `pgdata.tar.gz`: the embedded database (PGlite's `dumpDataDir`), or
 * - `postgres.dump`: PostgreSQL's `pg_dump --format=custom`;
 * - `auth-secret`: the embedded deployment's generated cookie secret (DATA_DIR/auth-secret),
 *   so sessions and the reset links already sent stay valid after a restore;
 * - `uploads/`: the files of DATA_DIR/uploads (none when S3_BUCKET keeps them).
 */
export const embeddedArchiveName = 'pgdata.tar.gz';
export const postgresDumpName = 'postgres.dump';

/** Where a running server writes the backups it is asked for (SIGUSR2, `npm run backup`). */
export function serverBackupsFolder(dataDir: string): string {
  return join(dataDir, 'backups');
}

/**
 * The embedded database as a gzipped tar, written beside its data by the process that holds
 * it (a second process must never open the directory). A CHECKPOINT first, so the copy
 * needs no recovery; the dump itself reads the files in one synchronous pass between two
 * statements, so it is one instant's state even while requests keep writing. Written under
 * a temporary name and renamed: a reader never sees half a file.
 */
export async function writeEmbeddedBackup(handle: DatabaseHandle, dataDir: string): Promise<string> {
  if (!handle.dumpDataDir) throw new Error('Only the embedded database is backed up this way.');
  await handle.db.execute(sql`checkpoint`);
  const archive = Buffer.from(await (await handle.dumpDataDir('gzip')).arrayBuffer());
  const folder = serverBackupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `pgdata-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}.tar.gz`);
  writeFileSync(`${path}.partial`, archive, { mode: 0o600 });
  renameSync(`${path}.partial`, path);
  return path;
}

/** The finished archives in a server's backups folder. */
export function listServerBackups(dataDir: string): string[] {
  const folder = serverBackupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => join(folder, name));
}

/** Creates an embedded database in `dataDir/pgdata` from an archive of `writeEmbeddedBackup`. */
export async function restoreEmbeddedArchive(archivePath: string, dataDir: string): Promise<void> {
  const target = join(dataDir, 'pgdata');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: restore into a new DATA_DIR (or move the old one away first).`);
  }
  mkdirSync(target, { recursive: true });
  const archive = new Blob([readFileSync(archivePath)], { type: 'application/x-gzip' });
  // pgvector as the server loads it (db/client.ts): the archive's cluster has the extension.
  const client = new PGlite(target, { loadDataDir: archive, extensions: { vector } });
  await client.waitReady;
  await client.exec('CHECKPOINT');
  await client.close();
}

/** The files kept beside the database: the generated auth secret and local uploads. */
export function copyDataDirFiles(fromDir: string, toDir: string): void {
  mkdirSync(toDir, { recursive: true });
  if (existsSync(join(fromDir, 'auth-secret'))) {
    cpSync(join(fromDir, 'auth-secret'), join(toDir, 'auth-secret'), { preserveTimestamps: true });
  }
  if (existsSync(join(fromDir, 'uploads'))) {
    cpSync(join(fromDir, 'uploads'), join(toDir, 'uploads'), { recursive: true, preserveTimestamps: true });
  }
}

/** Runs one of PostgreSQL's client programs (pg_dump, pg_restore), failing with its stderr. */
export function runPostgresTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new Error(`${program} could not start (${error.message}): install PostgreSQL's client programs.`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}):\n${stderr}`)),
    );
  });
}
