import { inboxConversationPath, messagesPagePath } from '@pillars/shared/messages/messages';
import {
  type MarkNotificationsReadBody,
  messagesMessages,
  type NotificationItem,
  type NotificationsResponse,
} from '@pillars/shared/messages/schemas';
import { can } from '@pillars/shared/policies';
import { teamTicketPagePath, ticketPagePath } from '@pillars/shared/support/messages';
import { supportMessages } from '@pillars/shared/support/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { messages, notifications, supportRequests } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * The bell: a member's unread replies from the team, or the team's own work (members'
 * unread messages and tickets awaiting an answer), and for both the viewer's newest stored
 * notifications (lib/notifications.ts, decision 050).
 */

/**
 * One branch a conversation's unread messages, one a ticket's unread replies, one each of the
 * newest stored notifications (nulls where a branch has none).
 */
interface NotificationRow {
  kind: 'conversation' | 'ticket' | 'notification';
  member_id: SqlRow<typeof messages>['user_id'] | null;
  ticket_id: SqlRow<typeof supportRequests>['id'] | null;
  subject: SqlRow<typeof supportRequests>['subject'] | null;
  /** `count(*)`, a bigint; a stored notification's 1 (unread) or 0. */
  unread_count: string | number;
  /** The newest message's or reply's `created_at`. */
  latest_at: SqlRow<typeof messages>['created_at'];
  /** Its text (`content`, `response_text`, the ticket's `message` or the notification's body). */
  preview: string;
  author_name: string | null;
  notification_id: SqlRow<typeof notifications>['id'] | null;
  topic: SqlRow<typeof notifications>['kind'] | null;
  href: SqlRow<typeof notifications>['href'] | null;
  /** On the stored notifications' rows: the viewer's unread ones, all of them (a bigint). */
  unread_notifications: string | number | null;
}

const previewLength = 140;
/** The team's bell lists the newest this many items; its counts are of everything. */
const teamNotificationItemsLimit = 20;
/** The bell lists the viewer's newest this many stored notifications, read or not. */
const storedNotificationItemsLimit = 10;

/**
 * The viewer's newest stored notifications as bell rows, each carrying the unread total (a
 * union branch of the member's statement, or the team's second statement).
 */
const storedNotificationRows = (userId: string) =>
  sql`select * from (
        select 'notification' as kind, null::uuid as member_id, null::uuid as ticket_id, n.title as subject,
               case when n.read_at is null then 1 else 0 end as unread_count, n.created_at as latest_at,
               n.body as preview, null as author_name, n.id as notification_id, n.kind as topic, n.href,
               (select count(*) from notifications u where u.user_id = ${userId} and u.read_at is null)
                 as unread_notifications
          from notifications n
         where n.user_id = ${userId}
         order by n.created_at desc, n.seq desc
         limit ${storedNotificationItemsLimit}) stored`;

function storedItemOf(row: NotificationRow): NotificationItem {
  return {
    kind: 'notification',
    ticketId: null,
    notificationId: row.notification_id,
    topic: row.topic,
    title: row.subject ?? '',
    preview: shortened(row.preview),
    authorName: '',
    unreadCount: Number(row.unread_count),
    latestAt: new Date(row.latest_at).toISOString(),
    href: row.href ?? '/',
  };
}

const unreadStoredOf = (rows: NotificationRow[]) =>
  Number(rows.find((row) => row.kind === 'notification')?.unread_notifications ?? 0);

const shortened = (text: string) =>
  text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text;

/** A member's bell: the team's replies they have not read, one statement. */
async function loadNotifications(db: Executor, memberId: string): Promise<NotificationsResponse> {
  const rows = await queryRows<NotificationRow>(
    db,
    sql`select 'conversation' as kind, null::uuid as member_id, null::uuid as ticket_id, null as subject,
               count(*) as unread_count, max(m.created_at) as latest_at,
               (array_agg(m.content order by m.seq desc))[1] as preview,
               (array_agg(${displayName('a')} order by m.seq desc))[1] as author_name,
               null::uuid as notification_id, null as topic, null as href, null::bigint as unread_notifications
          from messages m left join profiles a on a.id = m.admin_id
         where m.user_id = ${memberId} and m.is_admin_message and m.read_at is null
        having count(*) > 0
        union all
        select 'ticket', null, t.id, t.subject, count(*), max(tr.created_at),
               (array_agg(tr.response_text order by tr.seq desc))[1],
               (array_agg(${displayName('a')} order by tr.seq desc))[1],
               null, null, null, null
          from support_requests t
          join ticket_responses tr on tr.ticket_id = t.id and tr.read_at is null
                                  and tr.responder_id is distinct from t.user_id
          left join profiles a on a.id = tr.responder_id
         where t.user_id = ${memberId}
         group by t.id, t.subject
        union all
        ${storedNotificationRows(memberId)}
         order by latest_at desc`,
  );
  const items = rows.map((row) =>
    row.kind === 'notification'
      ? storedItemOf(row)
      : {
          kind: row.kind,
          ticketId: row.ticket_id,
          notificationId: null,
          topic: null,
          title: row.kind === 'conversation' ? 'Messages' : (row.subject ?? ''),
          preview: shortened(row.preview),
          authorName: row.author_name ?? messagesMessages.formerTeamMember,
          unreadCount: Number(row.unread_count),
          latestAt: new Date(row.latest_at).toISOString(),
          href: row.ticket_id ? ticketPagePath(row.ticket_id) : messagesPagePath,
        },
  );
  const countOf = (kind: NotificationRow['kind']) =>
    items.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.unreadCount, 0);
  const counts = {
    messages: countOf('conversation'),
    tickets: countOf('ticket'),
    notifications: unreadStoredOf(rows),
  };
  return {
    audience: 'member',
    count: counts.messages + counts.tickets + counts.notifications,
    counts,
    items,
  };
}

/**
 * The team's bell: members' messages nobody on the team has read (the inbox's unread, one
 * item per member) and open tickets whose member spoke last (new tickets and member replies
 * awaiting an answer). Shared by the whole team, as the inbox and the queue are: a teammate's
 * reply or read clears it for everyone. One statement: the items, newest first, each row
 * carrying the totals.
 */
async function loadTeamNotifications(db: Executor, viewerId: string): Promise<NotificationsResponse> {
  const rows = await queryRows<
    NotificationRow & { total_messages: string | number; total_tickets: string | number }
  >(
    db,
    sql`with unread_conversations as (
          select m.user_id as member_id, count(*) as unread_count, max(m.created_at) as latest_at,
                 (array_agg(m.content order by m.seq desc))[1] as preview
            from messages m
           where not m.is_admin_message and m.read_at is null
           group by m.user_id
        ), awaiting_tickets as (
          select t.id, t.user_id as member_id, t.subject,
                 coalesce(last.created_at, t.created_at) as latest_at,
                 coalesce(last.response_text, t.message) as preview
            from support_requests t
            left join lateral (
              select tr.responder_id, tr.response_text, tr.created_at from ticket_responses tr
               where tr.ticket_id = t.id order by tr.seq desc limit 1
            ) last on true
           where t.status <> 'closed' and (last.responder_id is null or last.responder_id = t.user_id)
        ), items as (
          select 'conversation' as kind, member_id, null::uuid as ticket_id, null as subject,
                 unread_count, latest_at, preview from unread_conversations
          union all
          select 'ticket', member_id, id, subject, 1, latest_at, preview from awaiting_tickets
        )
        select items.*, coalesce(${displayName('p')}, u.email) as author_name,
               (select coalesce(sum(unread_count), 0) from unread_conversations) as total_messages,
               (select count(*) from awaiting_tickets) as total_tickets
          from items
          join "user" u on u.id = items.member_id
          left join profiles p on p.id = items.member_id
         order by items.latest_at desc
         limit ${teamNotificationItemsLimit}`,
  );
  // The viewer's own stored notifications (decision 050): a second statement, whatever the data.
  const storedRows = await queryRows<NotificationRow>(db, storedNotificationRows(viewerId));
  const counts = {
    messages: Number(rows[0]?.total_messages ?? 0),
    tickets: Number(rows[0]?.total_tickets ?? 0),
    notifications: unreadStoredOf(storedRows),
  };
  const workItems = rows.map((row): NotificationItem => {
    const memberName = row.author_name ?? 'Member';
    return {
      kind: row.kind,
      ticketId: row.ticket_id,
      notificationId: null,
      topic: null,
      title: row.kind === 'conversation' ? memberName : (row.subject ?? ''),
      preview: shortened(row.preview),
      authorName: memberName,
      unreadCount: Number(row.unread_count),
      latestAt: new Date(row.latest_at).toISOString(),
      href: row.ticket_id ? teamTicketPagePath(row.ticket_id) : inboxConversationPath(row.member_id!),
    };
  });
  const items = [...workItems, ...storedRows.map(storedItemOf)].sort((first, second) =>
    second.latestAt.localeCompare(first.latestAt),
  );
  return {
    audience: 'team',
    count: counts.messages + counts.tickets + counts.notifications,
    counts,
    items,
  };
}

/**
 * The bell of whoever asks: the team's work for those who answer members (the same policy
 * as the inbox and the queue), otherwise the member's own unread replies. The team's is
 * read every time: other people's writes change it, which the viewer's own cache cannot see.
 */
export function getNotifications(ctx: ViewerContext): Promise<NotificationsResponse> {
  if (can(ctx.viewer, 'conversation.answer')) return loadTeamNotifications(ctx.db, ctx.viewer.userId);
  return ctx.viewerRows.get('notifications', () => loadNotifications(ctx.db, ctx.viewer.userId));
}

export async function markNotificationsRead(
  ctx: ViewerContext,
  body: MarkNotificationsReadBody,
): Promise<NotificationsResponse> {
  const memberId = ctx.viewer.userId;
  if (body.kind === 'notification') {
    const marked = await queryRows<{ id: string }>(
      ctx.db,
      sql`update notifications set read_at = coalesce(read_at, now())
           where id = ${body.notificationId} and user_id = ${memberId}
       returning id`,
    );
    if (marked.length === 0) throw notFound(messagesMessages.notificationNotFound);
  } else if (body.kind === 'all_notifications') {
    await ctx.db.execute(
      sql`update notifications set read_at = now() where user_id = ${memberId} and read_at is null`,
    );
  } else if (body.kind === 'conversation') {
    await ctx.db.execute(
      sql`update messages set read_at = now()
           where user_id = ${memberId} and is_admin_message and read_at is null`,
    );
  } else {
    const [ticket] = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from support_requests where id = ${body.ticketId} and user_id = ${memberId}`,
    );
    if (!ticket) throw notFound(supportMessages.ticketNotFound);
    await ctx.db.execute(
      sql`update ticket_responses set read_at = now()
           where ticket_id = ${body.ticketId} and read_at is null and responder_id is distinct from ${memberId}`,
    );
  }
  // Not through the cache: the counter read with the session predates this write.
  if (can(ctx.viewer, 'conversation.answer')) return loadTeamNotifications(ctx.db, memberId);
  return loadNotifications(ctx.db, memberId);
}
