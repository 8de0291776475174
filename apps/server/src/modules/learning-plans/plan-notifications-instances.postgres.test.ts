import { randomUUID } from 'node:crypto';
import { todayIn } from '@pillars/shared/learning-plans/due-dates';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltMember, createMember, createOrganization } from '../../../test/builders.ts';
import { waitFor } from '../../../test/jobs.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';
import { type RunningServer, startServer } from '../../../test/spawn-server.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client.ts';

/**
 * Learning-plan reminders with several instances on one PostgreSQL (decision 050): two real
 * server processes, each ticking the reminders' scan every second, send "due today" and the
 * overdue notice once each (one notification, one e-mail through a real SMTP server); the
 * scans after them send nothing more. A person who turned the preference off gets the bell
 * and no e-mail; a lapsed organization's person gets nothing.
 */
describe('learning-plan reminders with two server processes on one PostgreSQL', () => {
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

  it('sends each reminder once across instances', async () => {
    const smtp = await smtpStarted;
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    const db = handle.db;

    const [pillar] = await queryRows<{ id: string }>(
      db,
      sql`insert into pillars (title, description, slug, display_order)
          values ('Instances Pillar', 'Made by the test.', ${`instances-${randomUUID().slice(0, 8)}`}, 999)
          returning id`,
    );
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into key_elements (pillar_id, title, description, slug)
          values (${pillar!.id}, 'Element', 'An element.', 'element') returning id`,
    );
    await db.execute(
      sql`insert into lessons (key_element_id, title, content, order_position)
          values (${element!.id}, 'Only lesson', '<p>Text</p>', 1)`,
    );
    const organization = await createOrganization(db);
    const lapsed = await createOrganization(db, { subscriptionStatus: 'canceled' });
    const person = async (email: string, timeZone: string, organizationId = organization.id) => {
      const member = await createMember(db, { organizationId, email, firstName: 'Pat' });
      await db.execute(sql`update profiles set time_zone = ${timeZone} where id = ${member.userId}`);
      return member;
    };
    const tokyo = await person('due-today@example.org', 'Asia/Tokyo');
    const losAngeles = await person('overdue@example.org', 'America/Los_Angeles');
    const optedOut = await person('opted-out@example.org', 'Asia/Tokyo');
    await db.execute(
      sql`insert into notification_preferences (user_id, learning_plan) values (${optedOut.userId}, false)`,
    );
    const lapsedPerson = await person('lapsed@example.org', 'Asia/Tokyo', lapsed.id);
    const assign = (member: BuiltMember, dueDate: string) =>
      db.execute(
        sql`insert into learning_assignments (organization_id, user_id, content_kind, pillar_id, content_title,
                                              due_date, created_at)
            values (${member.organizationId}, ${member.userId}, 'pillar', ${pillar!.id}, 'Instances Pillar',
                    ${dueDate}::date, now() - interval '20 days')`,
      );
    const dayBefore = (day: string) =>
      new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60_000).toISOString().slice(0, 10);
    // The test must not start a minute before a day changes in Tokyo or Los Angeles.
    await assign(tokyo, todayIn('Asia/Tokyo'));
    await assign(losAngeles, dayBefore(todayIn('America/Los_Angeles')));
    await assign(optedOut, todayIn('Asia/Tokyo'));
    await assign(lapsedPerson, todayIn('Asia/Tokyo'));

    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'plan-reminders-test-secret-of-at-least-32-chars',
      SMTP_URL: smtp.url,
      REMINDER_SCHEDULE: '* * * * * *',
    };
    servers.push(...(await Promise.all([startServer({ env }), startServer({ env })])));

    const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
    await waitFor(
      () => mailsTo(tokyo.email).length > 0 && mailsTo(losAngeles.email).length > 0,
      'the two reminders',
      60_000,
    );
    const scansAtFirstMails = await completedScans(handle);
    await waitFor(
      async () => (await completedScans(handle!)) >= scansAtFirstMails + 4,
      'four more scans',
      60_000,
    );

    expect(mailsTo(tokyo.email)).toHaveLength(1);
    expect(mailsTo(tokyo.email)[0]!.text).toContain('"Instances Pillar" is due today');
    expect(mailsTo(losAngeles.email)).toHaveLength(1);
    expect(mailsTo(losAngeles.email)[0]!.text).toContain('is not complete yet');
    expect(mailsTo(optedOut.email)).toEqual([]);
    expect(mailsTo(lapsedPerson.email)).toEqual([]);
    const stored = await queryRows<{ user_id: string; kind: string }>(
      db,
      sql`select user_id, kind from notifications order by kind`,
    );
    expect(stored).toHaveLength(3);
    expect(stored).toEqual(
      expect.arrayContaining([
        { user_id: tokyo.userId, kind: 'learning_plan.due_today' },
        { user_id: optedOut.userId, kind: 'learning_plan.due_today' },
        { user_id: losAngeles.userId, kind: 'learning_plan.overdue' },
      ]),
    );
  }, 300_000);
});

async function completedScans(handle: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from jobs where name = 'reminders.scan' and status = 'completed'`,
  );
  return row!.count;
}
