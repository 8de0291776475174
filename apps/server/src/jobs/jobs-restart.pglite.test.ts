import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/jobs.ts';
import { createRestartHarness } from '../../test/restart-harness.ts';

/**
 * On the embedded database one process owns the data directory, so at start a job left
 * `running` belongs to a dead process and is queued again at once (PostgreSQL waits for the
 * job's lease instead: queue.test.ts covers that).
 */
const { smtp, start, signUpAndRequestReset, withDatabase, mailAndJob } = await createRestartHarness();

describe('jobs across a SIGKILL, on the embedded database', () => {
  it('runs a job the killed process was in the middle of, at the next start (embedded database)', async () => {
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
      expect(second.output()).toContain('job mail.send was left running by a stopped instance: queued again');
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
  }, 240_000);
});
