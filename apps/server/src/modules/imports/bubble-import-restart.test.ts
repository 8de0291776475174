import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFieldMapping } from '@pillars/shared/imports/bubble-mapping';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { cookieHeader } from '../../../test/cookies.ts';
import { startFakeBubble, thought } from '../../../test/fake-bubble.ts';
import { waitFor } from '../../../test/jobs.ts';
import { restartTestRetryBaseMs } from '../../../test/restart-harness.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase, migratedPgliteDataDir } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client.ts';

/**
 * The import survives a hard kill of the real server in its middle: after the restart it
 * finishes, with every selected record imported once and marked once, on the embedded
 * database and on PostgreSQL. (On PostgreSQL another instance takes a dead instance's job
 * when its 5-minute lease ends: the test ends the lease instead of waiting for it; the
 * takeover itself is queue.test.ts's.)
 */
const isPostgres = process.env.TEST_DATABASE_KIND === 'postgres';
const apiKey = 'bubble-restart-key-0a9b8c7d6e';
const fake = await startFakeBubble({ apiKey });
const postgres = isPostgres ? await createPostgresTestDatabase() : null;
// On the embedded database, migrated already: the first start is not what is under test.
const dataDir = isPostgres
  ? mkdtempSync(join(tmpdir(), 'pillars-import-restart-'))
  : await migratedPgliteDataDir('pillars-import-restart-');
afterAll(async () => {
  await fake.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  BUBBLE_API_URL: fake.apiUrl,
  BUBBLE_API_KEY: apiKey,
  JOB_RETRY_BASE_MS: restartTestRetryBaseMs,
  ...(postgres
    ? { DATABASE_URL: postgres.url, AUTH_SECRET: 'import-restart-secret-of-at-least-32-chars' }
    : {}),
};
const start = () => startServer({ dataDir, env });

async function withDatabase<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
  );
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return cookieHeader(response.headers.getSetCookie());
}

describe('the Bubble.io import across a SIGKILL', () => {
  it('finishes after a restart with no duplicate and no record lost', async () => {
    const records = Array.from({ length: 120 }, (_, index) => thought(index));
    fake.add(...records);
    const ids = records.map((record) => record._id);
    // Each mark takes a while: the kill lands in the middle of the import.
    fake.setPatchDelay(40);

    // PostgreSQL starts empty (no demo data): a superadmin of the test's own.
    let admin = { email: 'admin@example.com', password: 'demo-pass-123' };
    if (postgres) {
      admin = await withDatabase(async (handle) =>
        createMemberWithAccess(handle.db, { role: 'superadmin', passwordHashing: 'production' }),
      );
    }

    const first = await start();
    let cookie = '';
    let jobId = '';
    let marksBeforeKill = 0;
    try {
      cookie = await signIn(first, admin.email, admin.password);
      const started = await fetch(`${first.url}/api/admin/bubble-import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ids, mapping: defaultFieldMapping }),
      });
      expect(started.status).toBe(201);
      jobId = ((await started.json()) as { job: { id: string } }).job.id;
      await waitFor(() => fake.patchCount() >= 20, 'the import to be under way', 60_000);
    } finally {
      await first.stop('SIGKILL');
      marksBeforeKill = fake.records.filter((record) => record.Is_Imported === 'yes').length;
    }
    expect(marksBeforeKill).toBeGreaterThan(0);
    expect(marksBeforeKill).toBeLessThan(120);

    if (postgres) {
      // Five minutes later, as far as the lease is concerned.
      await withDatabase((handle) =>
        handle.db.execute(
          sql`update jobs set locked_until = now() - interval '1 second' where id = ${jobId}`,
        ),
      );
    }
    fake.setPatchDelay(0);
    const second = await start();
    let outputs = '';
    try {
      await waitFor(
        async () => {
          const response = await fetch(`${second.url}/api/jobs/${jobId}`, { headers: { cookie } });
          return ((await response.json()) as { status: string }).status === 'completed';
        },
        'the import to finish after the restart',
        90_000,
      );
      const job = (await (
        await fetch(`${second.url}/api/jobs/${jobId}`, { headers: { cookie } })
      ).json()) as {
        result: { imported: number; alreadyImported: number; warnings: string[] };
        progress: { done: number; total: number };
        attempts: number;
      };
      expect(job.progress).toEqual({ done: 120, total: 120 });
      expect(job.attempts).toBe(2);
      expect(job.result.warnings).toEqual([]);
      expect(job.result.imported + job.result.alreadyImported).toBe(120);
      expect(job.result.alreadyImported).toBeGreaterThanOrEqual(marksBeforeKill);
    } finally {
      expect(await second.stop()).toBe(0);
      outputs = first.output() + second.output();
    }
    // The key reaches no log line.
    expect(outputs).not.toContain(apiKey);

    expect(fake.records.every((record) => record.Is_Imported === 'yes')).toBe(true);
    const [counts] = await withDatabase((handle) =>
      queryRows<{ articles: number; distinct_ids: number }>(
        handle.db,
        sql`select count(*)::int as articles, count(distinct metadata ->> 'bubble_id')::int as distinct_ids
              from articles where metadata ->> 'bubble_id' is not null`,
      ),
    );
    expect(counts).toEqual({ articles: 120, distinct_ids: 120 });
  }, 240_000);
});
