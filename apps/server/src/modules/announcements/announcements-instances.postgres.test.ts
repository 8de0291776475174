import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInstances, closeInstances } from '../../../test/app-instances.ts';
import { createMember, createOrganization } from '../../../test/builders.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';

/**
 * An announcement sent by two instances at once on one PostgreSQL (decision 073): two
 * `announcements.send` jobs for the same announcement (a rescheduled one, a lease taken over)
 * run at the same time, one on each instance, in small batches. Each person gets one
 * delivery, one bell notification and one e-mail.
 */
const database = await createPostgresTestDatabase();
const handle = await openDatabase({ kind: 'postgres', url: database.url });
const instances = await buildInstances(database.url);
afterAll(async () => {
  await closeInstances(instances);
  await handle.close();
  await database.drop();
});

describe('an announcement sent by two instances at once', () => {
  it('reaches each person once', async () => {
    const db = handle.db;
    const organization = await createOrganization(db);
    const people = [];
    for (let index = 0; index < 24; index += 1) {
      people.push(
        await createMember(db, {
          organizationId: organization.id,
          role: index === 0 ? 'agent' : 'team_member',
        }),
      );
    }
    const [announcement] = await queryRows<{ id: string }>(
      db,
      sql`insert into announcements (title, body_html, audience, channels, send_at)
          values ('Two instances', '<p>Once each</p>',
                  ${JSON.stringify({ kind: 'organization', organizationId: organization.id })}::jsonb,
                  array['banner', 'bell', 'email'], now())
          returning id`,
    );
    const announcementId = announcement!.id;
    for (const app of instances) {
      await app.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId, batchSize: 3 });
    }
    const ran = await Promise.all(instances.map((app) => app.jobs.runDue()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2);

    const [figures] = await queryRows<{
      deliveries: number;
      people: number;
      mails: number;
      bells: number;
      status: string;
    }>(
      db,
      sql`select (select count(*)::int from announcement_deliveries where announcement_id = ${announcementId}) as deliveries,
                 (select count(distinct user_id)::int from announcement_deliveries where announcement_id = ${announcementId}) as people,
                 (select count(*)::int from mail_outbox where subject = 'Two instances') as mails,
                 (select count(*)::int from notifications where dedupe_key = ${`announcement:${announcementId}`}) as bells,
                 (select status from announcements where id = ${announcementId}) as status`,
    );
    expect(figures).toEqual({ deliveries: 24, people: 24, mails: 24, bells: 24, status: 'sent' });
    const recipients = await queryRows<{ to: string }>(
      db,
      sql`select "to" from mail_outbox where subject = 'Two instances'`,
    );
    expect(new Set(recipients.map((row) => row.to)).size).toBe(24);
  });
});
