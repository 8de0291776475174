import {
  type AnnouncementsResponse,
  announcementArchivePageSize,
  announcementMessages,
  type MemberAnnouncement,
} from '@pillars/shared/announcements/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { announcements } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';

type MemberRow = Pick<SqlRow<typeof announcements>, 'id' | 'title' | 'body_html' | 'sent_at'> & {
  started_at: string;
};

const toMember = (row: MemberRow): MemberAnnouncement => ({
  id: row.id,
  title: row.title,
  bodyHtml: sanitizeHtml(row.body_html),
  sentAt: new Date(row.sent_at ?? row.started_at).toISOString(),
});

/** The announcements the viewer was sent (any channel), newest first, a page at a time: one statement. */
export async function listAnnouncements(
  ctx: ViewerContext,
  { page }: { page: number },
): Promise<AnnouncementsResponse> {
  const rows = await queryRows<MemberRow & { total: number }>(
    ctx.db,
    sql`select a.id, a.title, a.body_html, a.sent_at, a.started_at, count(*) over ()::int as total
          from announcement_deliveries d join announcements a on a.id = d.announcement_id
         where d.user_id = ${ctx.viewer.userId}
         order by d.delivered_at desc, a.id
         limit ${announcementArchivePageSize} offset ${(page - 1) * announcementArchivePageSize}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    announcements: rows.map(toMember),
    page,
    pageCount: Math.max(1, Math.ceil(total / announcementArchivePageSize)),
    total,
  };
}

/**
 * Home's banner: the newest announcement sent to the viewer with the banner channel that
 * they have not dismissed. Home's warm reads take no statement (decision 057), so neither
 * does this: which announcement is the viewer's banner is their own row, held by the member
 * cache (the deliveries' triggers bump the person's counter, migration 0048), and its title
 * and text come from the content cache (scope 'announcements', bumped by any write to
 * `announcements`), one object per announcement and version, so Home's shared answer still
 * tells by identity that nothing changed.
 */
export async function readAnnouncementBanner(ctx: ViewerContext): Promise<MemberAnnouncement | null> {
  const bannerId = await ctx.viewerRows.get('announcement-banner', async () => {
    const [row] = await queryRows<{ announcement_id: string }>(
      ctx.db,
      sql`select d.announcement_id
            from announcement_deliveries d join announcements a on a.id = d.announcement_id
           where d.user_id = ${ctx.viewer.userId} and d.dismissed_at is null and 'banner' = any(a.channels)
           order by d.delivered_at desc
           limit 1`,
    );
    return row?.announcement_id ?? null;
  });
  if (!bannerId) return null;
  const banners = await ctx.content.get('announcements', 'banners', async () => {
    const rows = await queryRows<MemberRow>(
      ctx.db,
      sql`select id, title, body_html, sent_at, started_at from announcements
           where started_at is not null and 'banner' = any(channels)
           order by started_at desc
           limit 500`,
    );
    return new Map(rows.map((row) => [row.id, toMember(row)]));
  });
  return banners.get(bannerId) ?? null;
}

export async function dismissAnnouncement(
  ctx: ViewerContext,
  { announcementId }: { announcementId: string },
): Promise<{ ok: true }> {
  const rows = await queryRows<{ user_id: string }>(
    ctx.db,
    sql`update announcement_deliveries set dismissed_at = coalesce(dismissed_at, now())
         where announcement_id = ${announcementId} and user_id = ${ctx.viewer.userId}
         returning user_id`,
  );
  if (rows.length === 0) throw notFound(announcementMessages.notFound);
  return { ok: true };
}

/**
 * One-click unsubscribe (RFC 8058): the link's token names one delivery, hence one person;
 * their Announcements preference goes off (the other kinds stay as they were), and the
 * delivery remembers it for the announcement's figures. Again: the same answer.
 */
export async function unsubscribeFromAnnouncements(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<{ unsubscribed: true; message: string }> {
  const done = await ctx.db.transaction(async (tx) => {
    const [delivery] = await queryRows<{ user_id: string }>(
      tx,
      sql`update announcement_deliveries set unsubscribed_at = coalesce(unsubscribed_at, now())
           where unsubscribe_token = ${token}
           returning user_id`,
    );
    if (!delivery) return false;
    await tx.execute(
      sql`insert into notification_preferences (user_id, announcements, updated_at)
          values (${delivery.user_id}, false, now())
          on conflict (user_id) do update set announcements = false, updated_at = now()`,
    );
    return true;
  });
  if (!done) throw new AppError('NOT_FOUND', announcementMessages.unsubscribeInvalid);
  return { unsubscribed: true, message: announcementMessages.unsubscribed };
}
