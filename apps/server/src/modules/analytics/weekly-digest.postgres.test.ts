import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOrganization } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { sendWeeklyDigests } from './weekly-digest.ts';

/**
 * Scans racing on PostgreSQL (decision 032): several scans at the same instant, each in its
 * own transaction on its own pooled connection (as on several instances), send one digest per
 * agent and week; the others wait on the delivery key and send nothing.
 */
const { app, db } = await buildTestApp();
const dayMs = 24 * 60 * 60_000;

describe('the weekly digest with scans racing', () => {
  it('four scans at once send one e-mail per agent and week', async () => {
    const [lesson] = await queryRows<{ id: string }>(db, sql`select id from lessons order by id limit 1`);
    for (const monday of ['2026-11-23', '2026-11-30', '2026-12-07']) {
      const monday8 = Date.parse(`${monday}T08:00:00Z`);
      const organization = await createOrganization(db);
      const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
      const member = await createMember(db, { organizationId: organization.id });
      await db.execute(
        sql`insert into user_lesson_progress (user_id, lesson_id, completed_at)
            values (${member.userId}, ${lesson!.id}, ${new Date(monday8 - dayMs).toISOString()}::timestamptz)`,
      );
      await Promise.all(
        Array.from({ length: 4 }, () =>
          sendWeeklyDigests({ db, mailer: app.mailer, appUrl: app.appUrl }, { now: new Date(monday8) }),
        ),
      );
      const mails = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from mail_outbox where "to" = ${agent.email}`,
      );
      expect(mails[0]!.count, monday).toBe(1);
      const settled = await queryRows<{ week_of: string; outcome: string }>(
        db,
        sql`select week_of::text as week_of, outcome from weekly_digest_deliveries where user_id = ${agent.userId}`,
      );
      expect(settled, monday).toEqual([{ week_of: monday, outcome: 'sent' }]);
    }
  });
});
