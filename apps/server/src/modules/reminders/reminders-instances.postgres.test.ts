import { callStartsAt, dateInZone } from '@pillars/shared/calls/schedule';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCall, createEvent, createMemberWithAccess } from '../../../test/builders.ts';
import { waitFor } from '../../../test/jobs.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client.ts';
import { createMailer } from '../../integrations/mail/mailer.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { findDueReminders, sendReminder } from './service.ts';

/**
 * Several instances on one PostgreSQL: two real server processes, each with its scheduler
 * ticking every second, send a due reminder exactly once through a real SMTP server; the
 * scans after it (on either instance) find nothing to send. A cancelled call and a member who
 * turned event reminders off get nothing.
 */

const hour = 60 * 60 * 1000;

describe('reminders with two server processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  let handle: DatabaseHandle | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  const smtpStarted = startLocalSmtpServer();
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await handle?.close();
    await dropDatabase?.();
    await (await smtpStarted).close();
  });

  it('sends each due reminder once, in the member’s zone, and nothing for a cancellation', async () => {
    const smtp = await smtpStarted;
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    const db = handle.db;

    const member = await createMemberWithAccess(db, { email: 'reminded@example.org' });
    await db.execute(sql`update profiles set time_zone = 'Asia/Tokyo' where id = ${member.userId}`);
    const optedOut = await createMemberWithAccess(db, { email: 'opted-out@example.org' });
    await db.execute(
      sql`insert into notification_preferences (user_id, event_reminders) values (${optedOut.userId}, false)`,
    );
    const startsAt = new Date(Date.now() + 30 * 60 * 1000);
    const event = await createEvent(db, {
      title: 'Hiring Sprint',
      dateTime: startsAt,
      zoomLink: 'https://zoom.us/j/777',
    });
    for (const registrant of [member, optedOut]) {
      await db.execute(
        sql`insert into event_registrations (event_id, user_id) values (${event.id}, ${registrant.userId})`,
      );
    }
    // A call within a day, cancelled.
    const cancelledCaller = await createMemberWithAccess(db, { email: 'cancelled-call@example.org' });
    let callDate = '';
    for (let offset = -1; offset <= 2 && !callDate; offset += 1) {
      const date = dateInZone(new Date(Date.now() + offset * 24 * hour), 'America/Los_Angeles');
      const startsIn = callStartsAt(date).getTime() - Date.now();
      if (startsIn > 60_000 && startsIn <= 24 * hour - 60_000) callDate = date;
    }
    await createCall(db, { userId: cancelledCaller.userId, date: callDate, status: 'cancelled' });

    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'reminders-test-secret-of-at-least-32-chars',
      SMTP_URL: smtp.url,
      REMINDER_SCHEDULE: '* * * * * *',
    };
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));

    const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
    await waitFor(() => mailsTo(member.email).length > 0, 'the reminder', 60_000);
    const scansAtFirstMail = await completedScans(handle);
    // Both instances keep ticking: later scans find the reminder sent and send nothing.
    await waitFor(
      async () => (await completedScans(handle!)) >= scansAtFirstMail + 4,
      'four more scans',
      60_000,
    );

    expect(mailsTo(member.email)).toHaveLength(1);
    const [mail] = mailsTo(member.email);
    expect(mail!.text).toContain('Reminder: Hiring Sprint starts in one hour');
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(startsAt);
    expect(mail!.text).toContain(`at ${tokyo} (Asia/Tokyo)`);
    expect(mail!.text).toContain('Join online: https://zoom.us/j/777');
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mailsTo(optedOut.email)).toEqual([]);
    expect(mailsTo(cancelledCaller.email)).toEqual([]);
    const marks = await queryRows<{ kind: string; user_id: string }>(
      db,
      sql`select kind, user_id from reminder_deliveries`,
    );
    expect(marks).toEqual([{ kind: 'event_hour_before', user_id: member.userId }]);
  }, 300_000);

  it('two scans racing for the same reminder: one sends it, the other finds it sent', async () => {
    const db = handle!.db;
    // Stop the servers' own scans before the reminder is due, or one of them may take it
    // first (on a busy machine it did): this test races two scans of its own.
    for (const server of servers.splice(0)) await server.stop();
    const member = await createMemberWithAccess(db, { email: 'raced@example.org' });
    const event = await createEvent(db, { title: 'Race Night', dateTime: new Date(Date.now() + 5 * hour) });
    await db.execute(
      sql`insert into event_registrations (event_id, user_id) values (${event.id}, ${member.userId})`,
    );
    const enqueuer = createJobQueue({ db, log: { info() {}, warn() {}, error() {} } });
    const deps = {
      db,
      mailer: createMailer({ db, jobs: enqueuer, transport: 'smtp' }),
      appUrl: 'http://localhost:3000',
    };
    const due = (await findDueReminders({ db })).filter((reminder) => reminder.kind === 'event_day_before');
    const [target] = await queryRows<{ id: string }>(
      db,
      sql`select id from event_registrations where user_id = ${member.userId}`,
    );
    expect(due).toContainEqual({ kind: 'event_day_before', targetId: target!.id });
    const results = await Promise.all([
      sendReminder(deps, { kind: 'event_day_before', targetId: target!.id }),
      sendReminder(deps, { kind: 'event_day_before', targetId: target!.id }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const outbox = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from mail_outbox where "to" = ${member.email}`,
    );
    expect(outbox[0]!.count).toBe(1);
  }, 120_000);
});

async function completedScans(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from jobs where name = 'reminders.scan' and status = 'completed'`,
  );
  return row!.count;
}
