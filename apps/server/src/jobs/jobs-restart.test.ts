import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/jobs.ts';
import { createRestartHarness } from '../../test/restart-harness.ts';

/**
 * Jobs survive a hard kill of the real server process: the reset e-mail queued by a request
 * is delivered after a SIGKILL and a restart, on the embedded database and on PostgreSQL.
 */
const { smtp, start, post, signUpAndRequestReset, withDatabase, mailAndJob, resetLinkPattern } =
  await createRestartHarness();

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
});
