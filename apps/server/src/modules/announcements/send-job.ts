import { randomBytes } from 'node:crypto';
import {
  type AnnouncementAudience,
  announcementBatchSize,
  announcementMessages,
} from '@pillars/shared/announcements/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { announcements } from '../../db/schema/index.ts';
import type { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { notifyEach } from '../../lib/notifications.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { wantsMailSql } from '../accounts/notification-preferences.ts';
import { audienceSql } from './audience.ts';

/*
 * The `announcements.send` job (decision 073). Each batch is one transaction: it picks the
 * next people of the audience who have no delivery row yet, inserts their rows
 * `on conflict do nothing`, and stores the bell's notifications and queues the e-mails of
 * exactly the rows it inserted. So a person gets it once whatever the instances (two jobs
 * on the same announcement wait on each other's keys, and the second inserts nothing) and a
 * restart resumes where the last committed batch ended. Progress (sent, failed, skipped by
 * preference) is written on the job's row after every batch and reaches the admin page live.
 */

type ClaimedAnnouncement = Pick<
  SqlRow<typeof announcements>,
  'id' | 'title' | 'body_html' | 'audience' | 'channels'
>;

interface Candidate {
  user_id: string;
  email: string;
  first_name: string;
  wants_email: boolean;
}

/** The e-mail's link to the web page that unsubscribes (the footer) and the one-click POST (the header). */
export function unsubscribeUrls(appUrl: string, token: string) {
  const encoded = encodeURIComponent(token);
  return {
    // In the fragment, as the reset and invitation links: it never reaches a server's log or a Referer.
    page: `${appUrl}/announcements/unsubscribe#token=${encoded}`,
    oneClick: `${appUrl}/api/announcements/unsubscribe?token=${encoded}`,
  };
}

/** Plain text of the sanitised HTML, for the e-mail's text part. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const sendAnnouncement: JobHandlerOf<typeof jobDefinitions.announcementSend> = async (
  ctx,
  { announcementId, batchSize = announcementBatchSize },
  job,
) => {
  const [announcement] = await queryRows<ClaimedAnnouncement>(
    ctx.db,
    sql`update announcements set status = 'sending', started_at = coalesce(started_at, now())
         where id = ${announcementId} and status in ('scheduled', 'sending') and send_at <= now()
         returning id, title, body_html, audience, channels`,
  );
  // Sent already, removed, or moved to a later time (whose own job will send it).
  if (!announcement) return { sent: 0, skipped: true };
  const audience = announcement.audience as AnnouncementAudience;
  const channels = new Set(announcement.channels);
  const bodyHtml = sanitizeHtml(announcement.body_html);
  const bodyText = plainText(bodyHtml);
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from (${audienceSql(audience)}) audience`,
  );
  let sentHere = 0;
  for (;;) {
    const inserted = await ctx.db.transaction(async (tx) => {
      const candidates = await queryRows<Candidate>(
        tx,
        sql`select a.user_id, a.email, a.first_name, ${wantsMailSql('announcements', sql`a.user_id`)} as wants_email
              from (${audienceSql(audience)}) a
             where not exists (select 1 from announcement_deliveries d
                                where d.announcement_id = ${announcementId} and d.user_id = a.user_id)
             order by a.user_id
             limit ${batchSize}`,
      );
      if (candidates.length === 0) return null;
      const rows = candidates.map((candidate) => ({
        ...candidate,
        token: randomBytes(24).toString('base64url'),
        outcome: channels.has('email') ? (candidate.wants_email ? 'queued' : 'skipped') : null,
      }));
      const stored = await queryRows<{ user_id: string }>(
        tx,
        sql`insert into announcement_deliveries (announcement_id, user_id, email_outcome, unsubscribe_token)
            select ${announcementId}::uuid, person.user_id, person.outcome, person.token
              from unnest(${sql.param(rows.map((row) => row.user_id))}::uuid[],
                          ${sql.param(rows.map((row) => row.outcome))}::text[],
                          ${sql.param(rows.map((row) => row.token))}::text[]) as person(user_id, outcome, token)
            on conflict (announcement_id, user_id) do nothing
            returning user_id`,
      );
      const ours = new Set(stored.map((row) => row.user_id));
      const mine = rows.filter((row) => ours.has(row.user_id));
      if (channels.has('bell')) {
        await notifyEach(
          tx,
          mine.map((row) => ({
            userId: row.user_id,
            kind: 'announcement.sent',
            title: announcement.title,
            body: bodyText,
            href: '/announcements',
            dedupeKey: `announcement:${announcementId}`,
          })),
        );
      }
      for (const row of mine) {
        if (row.outcome !== 'queued') continue;
        const links = unsubscribeUrls(ctx.appUrl, row.token);
        const outboxId = await ctx.mailer.send(
          {
            to: row.email,
            subject: announcement.title,
            text: `${bodyText}\n\n--\n${announcementMessages.emailFooter}\n${links.page}\n`,
            html: `<h1>${escapeHtml(announcement.title)}</h1>\n${bodyHtml}\n<hr>\n<p style="font-size:12px;color:#64748b">${escapeHtml(announcementMessages.emailFooter)} <a href="${escapeHtml(links.page)}">Unsubscribe</a></p>`,
            headers: {
              'List-Unsubscribe': `<${links.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
          tx,
        );
        await tx.execute(
          sql`update announcement_deliveries set mail_outbox_id = ${outboxId}
               where announcement_id = ${announcementId} and user_id = ${row.user_id}`,
        );
      }
      return mine.length;
    });
    if (inserted === null) break;
    sentHere += inserted;
    const [figures] = await queryRows<{ sent: number; skipped: number; failed: number }>(
      ctx.db,
      sql`select count(*)::int as sent, count(*) filter (where d.email_outcome = 'skipped')::int as skipped,
                 count(*) filter (where m.status = 'failed')::int as failed
            from announcement_deliveries d left join mail_outbox m on m.id = d.mail_outbox_id
           where d.announcement_id = ${announcementId}`,
    );
    await job.reportProgress({
      done: figures!.sent,
      total: Math.max(total, figures!.sent),
      message: `Sent ${figures!.sent}, failed ${figures!.failed}, skipped by preference ${figures!.skipped}`,
    });
  }
  await ctx.db.execute(
    sql`update announcements
           set status = 'sent', sent_at = coalesce(sent_at, now()), updated_at = now(),
               audience_size = (select count(*) from announcement_deliveries d where d.announcement_id = ${announcementId})
         where id = ${announcementId} and status = 'sending'`,
  );
  return { sent: sentHere };
};
