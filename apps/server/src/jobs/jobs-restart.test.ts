import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/jobs.ts';
import { startLocalSmtpServer } from '../../test/local-smtp-server.ts';
import { type RunningServer, startServer } from '../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { jobs, mailOutbox } from '../db/schema/index.ts';

/**
 * Jobs survive a hard kill of the real server process: the reset e-mail queued by a request
 * is delivered after a SIGKILL and a restart, on the embedded database and on PostgreSQL.
 */
const isPostgres = process.env.TEST_DATABASE_KIND === 'postgres';
const smtp = await startLocalSmtpServer();
const dataDir = mkdtempSync(join(tmpdir(), 'pillars-jobs-restart-'));
const postgres = isPostgres ? await createPostgresTestDatabase() : null;
afterAll(async () => {
  await smtp.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const serverEnv = {
  SMTP_URL: smtp.url,
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

describe('jobs across a SIGKILL', () => {
  it('delivers a mail whose first attempt failed before the kill, after the restart', async () => {
    const email = 'retry-after-kill@example.org';
    smtp.setRefusing(true);
    const first = await start();
    try {
      // Started as `npm start` does: JSON log lines, not the pretty-printing worker thread.
      expect(first.output()).toMatch(/^\{"level":\d+,"time":/m);
      await signUpAndRequestReset(first, email);
      // The worker tried once, the SMTP server refused: the job waits for its retry.
      await waitFor(
        () => first.output().includes('job mail.send failed (attempt 1 of 8)'),
        'the first attempt',
      );
    } finally {
      await first.stop('SIGKILL');
    }
    expect(smtp.received).toHaveLength(0);

    smtp.setRefusing(false);
    const second = await start();
    try {
      await waitFor(
        () => smtp.received.some((mail) => mail.to.includes(email)),
        'the mail after restart',
        60_000,
      );
      const token = decodeURIComponent(
        smtp.received.find((mail) => mail.to.includes(email))!.text.match(resetLinkPattern)![1]!,
      );
      const reset = await post(second, '/api/auth/reset-password', {
        token,
        password: 'restart-pass-2',
        confirmPassword: 'restart-pass-2',
      });
      expect(reset.status).toBe(200);
    } finally {
      // A clean stop lets the job in progress record its result.
      expect(await second.stop()).toBe(0);
    }
    const { mail, job } = await withDatabase((handle) => mailAndJob(handle, email));
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp' });
    expect(job).toMatchObject({ status: 'completed', attempts: 2 });
    expect(smtp.received.filter((received) => received.to.includes(email))).toHaveLength(1);
  }, 240_000);

  it.runIf(!isPostgres)(
    'runs a job the killed process was in the middle of, at the next start (embedded database)',
    async () => {
      const email = 'running-at-kill@example.org';
      // The SMTP server holds the message: the job is `running` when the server dies.
      smtp.setDelay(10 * 60_000);
      const before = smtp.messagesStarted();
      const first = await start();
      try {
        await signUpAndRequestReset(first, email);
        await waitFor(() => smtp.messagesStarted() > before, 'the SMTP transaction to begin');
      } finally {
        await first.stop('SIGKILL');
      }

      smtp.setDelay(0);
      const second = await start();
      try {
        // One process owns the directory: at start, a running job belongs to a dead one.
        expect(second.output()).toContain(
          'job mail.send was left running by a stopped instance: queued again',
        );
        await waitFor(
          () => smtp.received.some((mail) => mail.to.includes(email)),
          'the mail after restart',
          60_000,
        );
      } finally {
        expect(await second.stop()).toBe(0);
      }
      const { mail, job } = await withDatabase((handle) => mailAndJob(handle, email));
      expect(mail).toMatchObject({ status: 'sent', attempts: 2 });
      expect(job).toMatchObject({ status: 'completed', attempts: 2 });
    },
    240_000,
  );
});
