import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/jobs.ts';
import { startLocalSmtpServer } from '../../test/local-smtp-server.ts';
import { type RunningServer, startServer } from '../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { createMailer, mailJobName } from '../integrations/mail/mailer.ts';
import { createJobQueue } from './queue.ts';

/**
 * Several instances on one PostgreSQL: two real server processes drain a batch of 50 mail
 * jobs through a real SMTP server, and every job runs exactly once.
 */

describe('two server processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  let handle: DatabaseHandle | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  // Each message takes 100 ms to be accepted, so that both instances take part.
  const smtpStarted = startLocalSmtpServer({ delayMs: 100 });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await handle?.close();
    await dropDatabase?.();
    await (await smtpStarted).close();
  });

  it('run a batch of 50 jobs with every job run exactly once', async () => {
    const smtp = await smtpStarted;
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    // Migrated once before the instances start.
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'instances-test-secret-of-at-least-32-chars',
      SMTP_URL: smtp.url,
    };
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));

    // Queued from this process, which runs no worker: only the two servers deliver.
    const enqueuer = createJobQueue({ db: handle.db, log: { info() {}, warn() {}, error() {} } });
    const mailer = createMailer({ db: handle.db, jobs: enqueuer, transport: 'smtp' });
    const recipients = Array.from({ length: 50 }, (_, index) => `batch-${index}@example.org`);
    for (const to of recipients) await mailer.send({ to, subject: `Batch ${to}`, text: `For ${to}` });

    const db = handle.db;
    const countDone = async () =>
      Number(
        (
          await queryRows<{ done: number }>(
            db,
            sql`select count(*)::int as done from jobs where name = ${mailJobName} and status = 'completed'`,
          )
        )[0]!.done,
      );
    await waitFor(async () => (await countDone()) === 50, 'the 50 jobs', 120_000);
    // Both instances keep polling: nothing may run a second time afterwards.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    expect(smtp.received).toHaveLength(50);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
    const rows = await db.select().from(jobs).where(eq(jobs.name, mailJobName));
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.status === 'completed' && row.attempts === 1)).toBe(true);
    // The work was shared: each instance ran some of the batch.
    const runsByInstance = new Map<string, number>();
    for (const row of rows) runsByInstance.set(row.lockedBy!, (runsByInstance.get(row.lockedBy!) ?? 0) + 1);
    expect(runsByInstance.size).toBe(2);
  }, 300_000);
});
