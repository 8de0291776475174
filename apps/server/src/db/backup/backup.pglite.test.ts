import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { communityLimits } from '@pillars/shared/community/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/run-cli.ts';
import { smokeTest } from '../../../test/smoke.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { migratedPgliteDataDir } from '../../../test/test-database.ts';

/**
 * The embedded database's backup, taken while the server runs and writes (`npm run backup`
 * asks the running server, which alone may open its directory), restored into a new
 * DATA_DIR (`npm run restore`) under a fresh server that then passes the smoke tests.
 */
describe('backup and restore of the embedded data directory', () => {
  const servers: RunningServer[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const folder = (prefix: string) => {
    const path = mkdtempSync(join(tmpdir(), prefix));
    folders.push(path);
    return path;
  };

  it('backs up the running server while it writes, and a fresh server on the restore passes the smoke tests', async () => {
    // Migrated already: what is under test is the backup of a running server, not its first start.
    const originalDir = await migratedPgliteDataDir('pillars-backup-original-');
    folders.push(originalDir);
    const original = await startServer({ dataDir: originalDir });
    servers.push(original);
    const { cookie, slug, articleId, commentCountBefore } = await smokeTest(original.url);
    const commentCount = async (server: RunningServer) => {
      const response = await fetch(`${server.url}/api/articles/${slug}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { commentCount: number }).commentCount;
    };

    // Comments keep being written, one after the other, while the backup is taken.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      // A member may post 30 times an hour (decision 055; the smoke test posted once): paced,
      // the writes span the backup without reaching the limit.
      while (writing && written < communityLimits.postsPerHour - 5) {
        const response = await fetch(`${original.url}/api/community/posts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ articleId, body: `During the backup ${written}` }),
        });
        expect(response.status).toBe(201);
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const countWhenAsked = await commentCount(original);
    const backupFolder = join(folder('pillars-backup-'), 'backup');
    const backup = await runCli('apps/server/src/db/backup/backup-cli.ts', ['--out', backupFolder], {
      env: { DATA_DIR: original.dataDir },
    });
    expect(backup.code, backup.stderr).toBe(0);
    const countWhenDone = await commentCount(original);
    writing = false;
    await writer;
    expect(original.output()).toMatch(/SIGUSR2 received: backup written to /);
    expect(existsSync(join(backupFolder, 'pgdata.tar.gz'))).toBe(true);
    expect(readFileSync(join(backupFolder, 'auth-secret'), 'utf8')).toBe(
      readFileSync(join(original.dataDir, 'auth-secret'), 'utf8'),
    );
    expect(written).toBeGreaterThan(3);

    // A restore refuses a DATA_DIR that holds a database: the running server's.
    const refused = await runCli('apps/server/src/db/backup/restore-cli.ts', ['--from', backupFolder], {
      env: { DATA_DIR: original.dataDir },
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');

    const restoredDir = folder('pillars-restored-');
    const restore = await runCli('apps/server/src/db/backup/restore-cli.ts', ['--from', backupFolder], {
      env: { DATA_DIR: restoredDir },
    });
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await startServer({ dataDir: restoredDir });
    servers.push(restored);
    expect(restored.output()).not.toContain('Loaded the demo data');

    // The copy is one instant of the running database: every comment written before the
    // backup was asked for, none written after it was done, and no half-written one.
    const restoredCount = await commentCount(restored); // the original's session, same secret
    expect(restoredCount).toBeGreaterThanOrEqual(countWhenAsked);
    expect(restoredCount).toBeLessThanOrEqual(countWhenDone);
    expect(restoredCount).toBeGreaterThan(commentCountBefore);
    await smokeTest(restored.url);
    await smokeTest(restored.url, 'agent@example.com');
  }, 240_000);
});
