import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { communityLimits } from '@pillars/shared/community/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/run-cli.ts';
import { smokeTest } from '../../../test/smoke.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { openDatabase } from '../client.ts';
import { seedDemoData } from '../seed/seed.ts';

/**
 * PostgreSQL's backup: `npm run backup` (pg_dump --format=custom) while the server runs and
 * writes, `npm run restore` (pg_restore) into a new empty database, and a fresh server on
 * that database passes the smoke tests.
 */
describe('backup and restore of PostgreSQL', () => {
  const servers: RunningServer[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const cleanup of cleanups) await cleanup();
  });

  it('dumps the running database while it writes, and a fresh server on the restore passes the smoke tests', async () => {
    const database = await createPostgresTestDatabase();
    cleanups.push(database.drop);
    const seeding = await openDatabase({ kind: 'postgres', url: database.url });
    await seedDemoData(seeding.db);
    await seeding.close();
    const env = { DATABASE_URL: database.url, AUTH_SECRET: 'backup-test-secret-of-at-least-32-chars' };
    const original = await startServer({ env });
    servers.push(original);
    const { cookie, slug, articleId, commentCountBefore } = await smokeTest(original.url);
    const commentCount = async (server: RunningServer) => {
      const response = await fetch(`${server.url}/api/articles/${slug}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { commentCount: number }).commentCount;
    };

    let writing = true;
    let written = 0;
    const writer = (async () => {
      // A member may post 30 times an hour (decision 055; the smoke test posted once): paced,
      // the writes span the dump without reaching the limit.
      while (writing && written < communityLimits.postsPerHour - 5) {
        const response = await fetch(`${original.url}/api/community/posts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ articleId, body: `During the dump ${written}` }),
        });
        expect(response.status).toBe(201);
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const countWhenAsked = await commentCount(original);
    const backupRoot = mkdtempSync(join(tmpdir(), 'pillars-backup-'));
    cleanups.push(() => rmSync(backupRoot, { recursive: true, force: true }));
    const backupFolder = join(backupRoot, 'backup');
    const backup = await runCli('apps/server/src/db/backup/backup-cli.ts', ['--out', backupFolder], {
      env: { DATABASE_URL: database.url, DATA_DIR: join(backupRoot, 'no-data-dir') },
    });
    expect(backup.code, backup.stderr).toBe(0);
    const countWhenDone = await commentCount(original);
    writing = false;
    await writer;

    const target = await createPostgresTestDatabase();
    cleanups.push(target.drop);
    const restore = await runCli('apps/server/src/db/backup/restore-cli.ts', ['--from', backupFolder], {
      env: { DATABASE_URL: target.url, DATA_DIR: join(backupRoot, 'restored-data-dir') },
    });
    expect(restore.code, restore.stderr).toBe(0);
    // A second restore into the same database fails and says so (pg_restore --exit-on-error).
    const again = await runCli('apps/server/src/db/backup/restore-cli.ts', ['--from', backupFolder], {
      env: { DATABASE_URL: target.url, DATA_DIR: join(backupRoot, 'restored-data-dir') },
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('pg_restore failed');

    const restored = await startServer({ env: { ...env, DATABASE_URL: target.url } });
    servers.push(restored);
    const restoredCount = await commentCount(restored); // the original's session, same secret
    expect(restoredCount).toBeGreaterThanOrEqual(countWhenAsked);
    expect(restoredCount).toBeLessThanOrEqual(countWhenDone);
    expect(restoredCount).toBeGreaterThan(commentCountBefore);
    await smokeTest(restored.url);
    await smokeTest(restored.url, 'agent@example.com');
  }, 240_000);
});
