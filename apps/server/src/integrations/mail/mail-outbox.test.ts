import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { runJobsUntilSettled } from '../../../test/jobs.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';
import { jobs, mailOutbox } from '../../db/schema/index.ts';
import { passwordResetJobName } from '../../modules/accounts/auth.ts';
import { mailJobName, mailMaxAttempts } from './mailer.ts';

/**
 * The outbox through a real SMTP server on 127.0.0.1 that first refuses every connection
 * (421, a mail server that is down): the request only queues, the `mail.send` job retries
 * with backoff, and ends `failed` on the outbox row and the job, with the SMTP error.
 */
const smtp = await startLocalSmtpServer({ refuse: true });
afterAll(() => smtp.close());
// Retries half a second apart instead of 10 s and more, so that the test sees all of them
// (long enough that one run of the due jobs makes one attempt).
const { app, db, runJobs } = await buildTestApp({
  env: { SMTP_URL: smtp.url },
  jobs: { retryBaseMs: 500, retryMaxMs: 500 },
});
const withoutSmtp = await buildTestApp({ seed: false });

const latestMailTo = async (to: string) =>
  (
    await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
  )[0]!;
const jobOf = async (outboxId: string) =>
  (await db.select().from(jobs).where(eq(jobs.name, mailJobName))).find(
    (job) => (job.payload as { outboxId: string }).outboxId === outboxId,
  )!;

async function requestReset(email: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(response.statusCode).toBe(200);
}

describe('mail outbox', () => {
  it('queues in the request, retries a refusing SMTP server with backoff, then shows failed', async () => {
    await requestReset('member@example.com');
    // The request queued the reset job only: no lookup, no mail, no SMTP connection yet.
    const [resetJob] = await db.select().from(jobs).where(eq(jobs.name, passwordResetJobName));
    expect(resetJob).toMatchObject({
      status: 'pending',
      attempts: 0,
      payload: { email: 'member@example.com' },
    });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'member@example.com'))).toEqual([]);

    // The reset job queues the mail; its first attempt is refused: back to queued with the
    // error, and the job waits for its retry.
    await runJobs();
    expect((await db.select().from(jobs).where(eq(jobs.id, resetJob!.id)))[0]!.status).toBe('completed');
    const queued = await latestMailTo('member@example.com');
    expect(queued.text).toMatch(/reset-password#token=/);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(queued.lastError).toMatch(/421/);
    expect(await jobOf(queued.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      maxAttempts: mailMaxAttempts,
    });
    expect(smtp.refusedConnections()).toBe(1);

    await runJobsUntilSettled(app.jobs, db);
    const failed = await latestMailTo('member@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: mailMaxAttempts, sentAt: null });
    expect(failed.lastError).toMatch(/421/);
    const failedJob = await jobOf(failed.id);
    expect(failedJob).toMatchObject({ status: 'failed', attempts: mailMaxAttempts });
    expect(failedJob.lastError).toMatch(/421/);
    expect(smtp.refusedConnections()).toBe(mailMaxAttempts);
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers once the SMTP server takes mail again, and records it sent', async () => {
    smtp.setRefusing(false);
    await requestReset('agent@example.com');
    await runJobsUntilSettled(app.jobs, db);
    const sent = await latestMailTo('agent@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(await jobOf(sent.id)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(smtp.received.filter((mail) => mail.to.includes('agent@example.com'))).toHaveLength(1);
  });

  it('keeps no outbox row and no job when the caller rolls back', async () => {
    const to = `rolled-back-${Date.now()}@example.org`;
    await expect(
      db.transaction(async (transaction) => {
        await app.mailer.send({ to, subject: 'Never sent', text: 'Never sent' }, transaction);
        throw new Error('the caller fails after queueing the mail');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
    expect(await runJobs()).toBe(0);
  });
});

describe('mail without SMTP', () => {
  it('is delivered to the log by the job and recorded sent', async () => {
    await withoutSmtp.app.mailer.send({ to: 'dev@example.org', subject: 'Hello', text: 'Hello there' });
    const [queued] = await withoutSmtp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'dev@example.org'));
    expect(queued).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await withoutSmtp.runJobs()).toBe(1);
    const [sent] = await withoutSmtp.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'dev@example.org'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, transport: 'log' });
  });
});
