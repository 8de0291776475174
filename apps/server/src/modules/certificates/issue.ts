import { certificateDate, certificateUrl } from '@pillars/shared/certificates/messages';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { certificates } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { notify } from '../../lib/notifications.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { wantsMailSql } from '../accounts/notification-preferences.ts';
import { awardPoints } from '../engagement/points.ts';

/*
 * Issuing (issue 43, docs/decisions/051-certificates.md). Called after a completion has
 * committed, in a transaction of its own: of two last lessons completed at the same instant
 * in two tabs, each request's check runs after its own completion committed, so the later
 * check sees both and issues; the unique key (user_id, pillar_id) makes the earlier one's
 * insert (if it also saw both) do nothing. One certificate, never none.
 */

type IssuedRow = Pick<
  SqlRow<typeof certificates>,
  'id' | 'pillar_id' | 'recipient_name' | 'pillar_title' | 'issued_at'
> & {
  is_new: boolean;
  email: string;
  wants_mail: boolean;
};

/**
 * The viewer's certificate of the key element's pillar once every lesson of the pillar is
 * completed: issued now (`isNew`, with its e-mail and bell notice in the same transaction)
 * or already there. Null while a lesson is left, when the pillar's certificates are off,
 * or when theirs was revoked.
 */
export async function issueCertificateIfComplete(
  ctx: ViewerContext,
  { keyElementId }: { keyElementId: string },
): Promise<{ id: string; isNew: boolean } | null> {
  const userId = ctx.viewer.userId;
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<IssuedRow>(
      tx,
      sql`with pillar as (
            select p.id, p.title, p.certificates_enabled from pillars p
             where p.id = (select pillar_id from key_elements where id = ${keyElementId})
          ), issued as (
            insert into certificates (user_id, pillar_id, organization_id, recipient_name, pillar_title)
            select ${userId}, pillar.id, pr.organization_id, ${displayName('pr', sql`u.email`)}, pillar.title
              from pillar join profiles pr on pr.id = ${userId} join "user" u on u.id = pr.id
             where pillar.certificates_enabled
               and exists (select 1 from key_elements ke join lessons l on l.key_element_id = ke.id
                            where ke.pillar_id = pillar.id)
               and not exists (
                 select 1 from key_elements ke join lessons l on l.key_element_id = ke.id
                  where ke.pillar_id = pillar.id
                    and not exists (select 1 from user_lesson_progress ulp
                                     where ulp.user_id = ${userId} and ulp.lesson_id = l.id))
            on conflict (user_id, pillar_id) do nothing
            returning id, pillar_id, recipient_name, pillar_title, issued_at
          )
          select i.id, i.pillar_id, i.recipient_name, i.pillar_title, i.issued_at, true as is_new, u.email,
                 ${wantsMailSql('certificates', sql`u.id`)} as wants_mail
            from issued i join "user" u on u.id = ${userId}
          union all
          select c.id, c.pillar_id, c.recipient_name, c.pillar_title, c.issued_at, false, '', false
            from certificates c join pillar on pillar.id = c.pillar_id
           where c.user_id = ${userId} and c.revoked_at is null
             and not exists (select 1 from issued)`,
    );
    if (!row) return null;
    if (row.is_new) {
      const url = certificateUrl(ctx.appUrl, row.id);
      if (row.wants_mail) {
        const intro = `Congratulations: you completed every lesson of ${row.pillar_title} on ${certificateDate(row.issued_at)}.`;
        await ctx.mailer.send(
          {
            to: row.email,
            subject: `You completed ${row.pillar_title}`,
            text: `Hello ${row.recipient_name},\n\n${intro} Your certificate is here, to download or share:\n\n${url}\n`,
            html: `<p>Hello ${escapeHtml(row.recipient_name)},</p><p>${escapeHtml(intro)} Your certificate is here, to download or share:</p><p><a href="${escapeHtml(url)}">View your certificate</a></p>`,
          },
          tx,
        );
      }
      // Completing a pillar earns its points with its certificate (taken back on revoke).
      if (row.pillar_id)
        await awardPoints({ ...ctx, db: tx }, { userId, action: 'pillar.complete', thingId: row.pillar_id });
      await notifyCertificateIssued(
        { db: tx },
        { userId, certificateId: row.id, pillarTitle: row.pillar_title, url },
      );
    }
    return { id: row.id, isNew: row.is_new };
  });
}

/**
 * The bell's item for a new certificate ("You completed <pillar>"), stored with the
 * certificate (decision 050's store): once per certificate, opening its page.
 */
export async function notifyCertificateIssued(
  ctx: { db: Executor },
  input: { userId: string; certificateId: string; pillarTitle: string; url: string },
): Promise<void> {
  await notify(ctx.db, {
    userId: input.userId,
    kind: 'certificate.issued',
    title: `You completed ${input.pillarTitle}`,
    body: 'Your certificate is ready to download and share.',
    href: `/certificates/${input.certificateId}`,
    dedupeKey: `certificate:${input.certificateId}`,
  });
}
