import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * On PostgreSQL, where requests run at the same time on separate connections: the two last
 * lessons of a pillar completed at the same instant (two tabs) issue exactly one
 * certificate, never two and never none (decision 051).
 */
const { app, db, signInAs } = await buildTestApp();

describe('certificates under concurrent completions', () => {
  it('issues one certificate when the last two lessons are completed at once', {
    timeout: 120_000,
  }, async () => {
    // Two key elements of one lesson each: both completions finish their element and check the pillar.
    const pillar = await createCertificatePillar(db, [1, 1]);
    for (let round = 0; round < 8; round += 1) {
      const member = await createMemberWithAccess(db);
      const cookie = await signInAs(member);
      const responses = await Promise.all(
        pillar.elements.map((element) =>
          app.inject({
            method: 'PUT',
            url: `/api/learning/key-elements/${element.id}/lessons/${element.lessonIds[0]}/completion`,
            headers: { cookie },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id from certificates where user_id = ${member.userId} and pillar_id = ${pillar.id}`,
      );
      expect(rows).toHaveLength(1);
      const answered = responses.map((response) => response.json().certificate);
      // Whichever request issued it says so; the other names the same certificate or none.
      expect(answered.filter((certificate) => certificate?.isNew)).toHaveLength(1);
      for (const certificate of answered) if (certificate) expect(certificate.id).toBe(rows[0]!.id);
      const mails = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from mail_outbox where "to" = ${member.email}
              and subject = ${`You completed ${pillar.title}`}`,
      );
      expect(mails[0]!.count).toBe(1);
    }
  });
});
