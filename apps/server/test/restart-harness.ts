import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { jobs, mailOutbox } from '../src/db/schema/index.ts';
import { startLocalSmtpServer } from './local-smtp-server.ts';
import { type RunningServer, startServer } from './spawn-server.ts';
import { createPostgresTestDatabase, migratedPgliteDataDir } from './test-database.ts';

/**
 * The job queue's first retry delay in the restart tests' servers (JOB_RETRY_BASE_MS; 10 s
 * in production): the retry is due by the time a restarted server is up, so no test waits
 * it out. Not less: a test that kills the server right after a failed attempt must kill it
 * before that attempt's retry runs.
 */
export const restartTestRetryBaseMs = '2000';

/**
 * What the restart tests share: a local SMTP server, the real server started on a data
 * directory (or a PostgreSQL database) that outlives it, and reads of the outbox and jobs.
 */
export async function createRestartHarness() {
  const isPostgres = process.env.TEST_DATABASE_KIND === 'postgres';
  const smtp = await startLocalSmtpServer();
  const postgres = isPostgres ? await createPostgresTestDatabase() : null;
  // On the embedded database, migrated already: the first start is not what is under test.
  const dataDir = isPostgres
    ? mkdtempSync(join(tmpdir(), 'pillars-jobs-restart-'))
    : await migratedPgliteDataDir('pillars-jobs-restart-');
  afterAll(async () => {
    await smtp.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const serverEnv = {
    SMTP_URL: smtp.url,
    JOB_RETRY_BASE_MS: restartTestRetryBaseMs,
    ...(postgres
      ? { DATABASE_URL: postgres.url, AUTH_SECRET: 'restart-test-secret-of-at-least-32-chars' }
      : {}),
  };
  const start = () => startServer({ dataDir, env: serverEnv });
  const resetLinkPattern = /\/auth\/reset-password#token=([A-Za-z0-9%_-]+)/;

  async function post(server: RunningServer, path: string, body: unknown) {
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** A new account, then a reset request for it (the request only queues the e-mail). */
  async function signUpAndRequestReset(server: RunningServer, email: string) {
    const signUp = await post(server, '/api/auth/sign-up', {
      firstName: 'Kim',
      lastName: 'Restart',
      agencyName: `Restart Agency ${email}`,
      email,
      password: 'restart-pass-1',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(201);
    expect((await post(server, '/api/auth/forgot-password', { email })).status).toBe(200);
  }

  /** The database, opened beside the server (PostgreSQL) or after it stopped (PGlite). */
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

  async function mailAndJob(handle: DatabaseHandle, to: string) {
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const job = (await handle.db.select().from(jobs)).find(
      (row) => (row.payload as { outboxId?: string }).outboxId === mail?.id,
    );
    return { mail, job };
  }
  return { smtp, start, post, signUpAndRequestReset, withDatabase, mailAndJob, resetLinkPattern };
}
