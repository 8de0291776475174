import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { DataDirectoryInUseError, openDatabase } from '../client.ts';
import {
  copyDataDirFiles,
  embeddedArchiveName,
  listServerBackups,
  postgresDumpName,
  runPostgresTool,
  writeEmbeddedBackup,
} from './backup.ts';

/**
 * `npm run backup -- --out <folder>`: a backup of the database of DATABASE_URL or DATA_DIR,
 * with the files kept beside it (docs/backups.md). The embedded database may be in use:
 * then the running server writes the archive itself (SIGUSR2), as only it may open the
 * directory; else this process opens it.
 */
const usage = `Usage: npm run backup -- --out <folder>

  --out <folder>   where the backup goes (created; must be empty)

PostgreSQL (DATABASE_URL): pg_dump --format=custom into <folder>/${postgresDumpName}.
Embedded (DATA_DIR): <folder>/${embeddedArchiveName}, taken by the running server if one runs.
Both: DATA_DIR's auth-secret and uploads/ beside it, when they exist.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function runningServerPid(dataDir: string): number | null {
  const lockPath = join(dataDir, 'pillars.lock');
  if (!existsSync(lockPath)) return null;
  const pid = Number(readFileSync(lockPath, 'utf8'));
  if (!pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Asks the server holding `dataDir` for a backup and waits for the archive it writes. */
async function backupFromRunningServer(pid: number, dataDir: string, timeoutMs = 120_000): Promise<string> {
  const before = new Set(listServerBackups(dataDir));
  process.kill(pid, 'SIGUSR2');
  const startedAt = Date.now();
  for (;;) {
    const written = listServerBackups(dataDir).find((path) => !before.has(path));
    if (written) return written;
    if (Date.now() - startedAt > timeoutMs) {
      fail(`The server (pid ${pid}) wrote no backup in ${timeoutMs / 1000} s: see its log.`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.out) fail(usage);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const out = resolve(values.out);
  if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty: give a new folder.`);
  mkdirSync(out, { recursive: true });
  const dataDir = resolve(config.DATA_DIR);

  if (config.DATABASE_URL) {
    await runPostgresTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(out, postgresDumpName)}`,
      `--dbname=${config.DATABASE_URL}`,
    ]);
  } else {
    const pid = runningServerPid(dataDir);
    let archive: string;
    if (pid !== null && pid !== process.pid) {
      archive = await backupFromRunningServer(pid, dataDir);
    } else {
      let handle: Awaited<ReturnType<typeof openDatabase>>;
      try {
        handle = await openDatabase({ kind: 'pglite', dataDir });
      } catch (error) {
        if (error instanceof DataDirectoryInUseError) fail(error.message);
        throw error;
      }
      try {
        archive = await writeEmbeddedBackup(handle, dataDir);
      } finally {
        await handle.close();
      }
    }
    renameSync(archive, join(out, embeddedArchiveName));
  }
  copyDataDirFiles(dataDir, out);
  console.info(`Backup written to ${out}`);
}

await main();
