import {
  type AdminAnnouncement,
  type AdminAnnouncementsResponse,
  type AnnouncementAudience,
  type AnnouncementBody,
  type AnnouncementChannel,
  type AnnouncementStatus,
  announcementMessages,
} from '@pillars/shared/announcements/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { announcements } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { audienceLabel, audienceSql } from './audience.ts';

type AnnouncementRow = Pick<
  SqlRow<typeof announcements>,
  'id' | 'title' | 'body_html' | 'audience' | 'channels' | 'status' | 'send_at' | 'sent_at' | 'audience_size'
> & {
  delivered: number;
  emails_queued: number;
  emails_failed: number;
  skipped: number;
  unsubscribes: number;
  dismissals: number;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** Each announcement with its figures, in one statement (the deliveries grouped once). */
async function readAnnouncementRows(db: Executor, announcementId: string | null): Promise<AnnouncementRow[]> {
  return queryRows<AnnouncementRow>(
    db,
    sql`select a.id, a.title, a.body_html, a.audience, a.channels, a.status, a.send_at, a.sent_at, a.audience_size,
               coalesce(f.delivered, 0)::int as delivered, coalesce(f.emails_queued, 0)::int as emails_queued,
               coalesce(f.emails_failed, 0)::int as emails_failed, coalesce(f.skipped, 0)::int as skipped,
               coalesce(f.unsubscribes, 0)::int as unsubscribes, coalesce(f.dismissals, 0)::int as dismissals
          from announcements a
          left join lateral (
            select count(*) as delivered,
                   count(*) filter (where d.email_outcome = 'queued') as emails_queued,
                   count(*) filter (where m.status = 'failed') as emails_failed,
                   count(*) filter (where d.email_outcome = 'skipped') as skipped,
                   count(*) filter (where d.unsubscribed_at is not null) as unsubscribes,
                   count(*) filter (where d.dismissed_at is not null) as dismissals
              from announcement_deliveries d
              left join mail_outbox m on m.id = d.mail_outbox_id
             where d.announcement_id = a.id) f on true
         where ${announcementId === null ? sql`true` : sql`a.id = ${announcementId}::uuid`}
         order by a.send_at desc, a.id
         limit 200`,
  );
}

interface Names {
  plans: Map<string, string>;
  pillars: Map<string, string>;
  organizations: Map<string, string>;
}

async function readChoices(db: Executor) {
  const [row] = await queryRows<{
    plans: { id: string; name: string }[];
    pillars: { id: string; title: string }[];
    organizations: { id: string; name: string }[];
  }>(
    db,
    sql`select
          coalesce((select json_agg(json_build_object('id', id, 'name', name) order by display_order, name) from plans), '[]') as plans,
          coalesce((select json_agg(json_build_object('id', id, 'title', title) order by display_order, title) from pillars), '[]') as pillars,
          coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from organizations), '[]') as organizations`,
  );
  return row!;
}

function toAnnouncement(row: AnnouncementRow, names: Names): AdminAnnouncement {
  const audience = row.audience as AnnouncementAudience;
  return {
    id: row.id,
    title: row.title,
    bodyHtml: row.body_html,
    audience,
    audienceLabel: audienceLabel(audience, names),
    channels: row.channels as AnnouncementChannel[],
    status: row.status as AnnouncementStatus,
    sendAt: iso(row.send_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    audienceSize: row.audience_size,
    stats: {
      delivered: row.delivered,
      emailsQueued: row.emails_queued,
      emailsFailed: row.emails_failed,
      skippedByPreference: row.skipped,
      unsubscribes: row.unsubscribes,
      bannerDismissals: row.dismissals,
    },
  };
}

function namesOf(choices: Awaited<ReturnType<typeof readChoices>>): Names {
  return {
    plans: new Map(choices.plans.map((plan) => [plan.id, plan.name])),
    pillars: new Map(choices.pillars.map((pillar) => [pillar.id, pillar.title])),
    organizations: new Map(choices.organizations.map((organization) => [organization.id, organization.name])),
  };
}

export async function listAdminAnnouncements(ctx: ViewerContext): Promise<AdminAnnouncementsResponse> {
  const [rows, choices] = await Promise.all([readAnnouncementRows(ctx.db, null), readChoices(ctx.db)]);
  const names = namesOf(choices);
  return {
    announcements: rows.map((row) => toAnnouncement(row, names)),
    plans: choices.plans,
    pillars: choices.pillars,
    organizations: choices.organizations,
  };
}

async function readAnnouncement(db: Executor, announcementId: string): Promise<AdminAnnouncement> {
  const [[row], choices] = await Promise.all([readAnnouncementRows(db, announcementId), readChoices(db)]);
  if (!row) throw notFound(announcementMessages.notFound);
  return toAnnouncement(row, namesOf(choices));
}

export async function countAnnouncementAudience(
  ctx: ViewerContext,
  { audience }: { audience: AnnouncementAudience },
): Promise<{ size: number }> {
  const [row] = await queryRows<{ size: number }>(
    ctx.db,
    sql`select count(*)::int as size from (${audienceSql(audience)}) audience`,
  );
  return { size: row?.size ?? 0 };
}

/** When it goes out: now for Send now, else the time chosen (which must be ahead). */
function sendTimeOf(ctx: ViewerContext, sendAt: string | null): Date {
  if (sendAt === null) return new Date(ctx.now());
  const time = new Date(sendAt);
  if (time.getTime() <= ctx.now()) {
    throw validationFailed(announcementMessages.sendAtPast, { sendAt: announcementMessages.sendAtPast });
  }
  return time;
}

function auditedFields(body: AnnouncementBody, sendAt: Date) {
  return {
    title: body.title,
    audience: body.audience,
    channels: body.channels,
    sendAt: sendAt.toISOString(),
  };
}

export async function createAnnouncement(
  ctx: ViewerContext,
  body: AnnouncementBody,
): Promise<{ announcement: AdminAnnouncement }> {
  const sendAt = sendTimeOf(ctx, body.sendAt);
  const bodyHtml = sanitizeHtml(body.bodyHtml);
  if (!bodyHtml.trim())
    throw validationFailed(announcementMessages.bodyRequired, {
      bodyHtml: announcementMessages.bodyRequired,
    });
  const announcement = await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into announcements (title, body_html, audience, channels, send_at, created_by)
          values (${body.title}, ${bodyHtml}, ${JSON.stringify(body.audience)}::jsonb,
                  ${sql.param(body.channels)}::text[], ${sendAt.toISOString()}::timestamptz, ${ctx.viewer.userId})
          returning id`,
    );
    const announcementId = row!.id;
    await ctx.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId }, { runAt: sendAt }, tx);
    await ctx.audit.record(tx, {
      action: 'announcement.create',
      target: { type: 'announcement', id: announcementId, name: body.title },
      after: auditedFields(body, sendAt),
    });
    return readAnnouncement(tx, announcementId);
  });
  return { announcement };
}

/**
 * Before sending starts, everything may change (a new time queues a job for it; the job of
 * the old time finds the announcement not due and ends). Once sending started, only the
 * title and text change, for the archive: the audience, channels and time stay as sent, and
 * nobody is sent it again (the deliveries' key).
 */
export async function updateAnnouncement(
  ctx: ViewerContext,
  { announcementId, ...body }: AnnouncementBody & { announcementId: string },
): Promise<{ announcement: AdminAnnouncement }> {
  const bodyHtml = sanitizeHtml(body.bodyHtml);
  if (!bodyHtml.trim())
    throw validationFailed(announcementMessages.bodyRequired, {
      bodyHtml: announcementMessages.bodyRequired,
    });
  const announcement = await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<
      Pick<SqlRow<typeof announcements>, 'title' | 'status' | 'audience' | 'channels' | 'send_at'>
    >(
      tx,
      sql`select title, status, audience, channels, send_at from announcements where id = ${announcementId} for update`,
    );
    if (!before) throw notFound(announcementMessages.notFound);
    const beforeFields = {
      title: before.title,
      audience: before.audience,
      channels: before.channels,
      sendAt: iso(before.send_at),
    };
    if (before.status !== 'scheduled') {
      const changesDelivery =
        JSON.stringify(before.audience) !== JSON.stringify(body.audience) ||
        [...before.channels].sort().join() !== [...body.channels].sort().join() ||
        (body.sendAt !== null && iso(body.sendAt) !== iso(before.send_at));
      if (changesDelivery) throw new AppError('CONFLICT', announcementMessages.alreadySent);
      await tx.execute(
        sql`update announcements set title = ${body.title}, body_html = ${bodyHtml}, updated_at = now()
             where id = ${announcementId}`,
      );
      await ctx.audit.record(tx, {
        action: 'announcement.update',
        target: { type: 'announcement', id: announcementId, name: body.title },
        before: { title: before.title },
        after: { title: body.title },
      });
      return readAnnouncement(tx, announcementId);
    }
    const sendAt = sendTimeOf(ctx, body.sendAt);
    await tx.execute(
      sql`update announcements
             set title = ${body.title}, body_html = ${bodyHtml}, audience = ${JSON.stringify(body.audience)}::jsonb,
                 channels = ${sql.param(body.channels)}::text[], send_at = ${sendAt.toISOString()}::timestamptz,
                 updated_at = now()
           where id = ${announcementId}`,
    );
    if (sendAt.getTime() !== new Date(before.send_at).getTime()) {
      await ctx.jobs.enqueueJob(jobDefinitions.announcementSend, { announcementId }, { runAt: sendAt }, tx);
    }
    await ctx.audit.record(tx, {
      action: 'announcement.update',
      target: { type: 'announcement', id: announcementId, name: body.title },
      before: beforeFields,
      after: auditedFields(body, sendAt),
    });
    return readAnnouncement(tx, announcementId);
  });
  return { announcement };
}
