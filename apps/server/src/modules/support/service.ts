import {
  inboxConversationPath,
  inboxPageSize,
  messagesPagePath,
  postRateLimit,
} from '@pillars/shared/messages/messages';
import {
  type ChatMessage,
  type ConversationResponse,
  conversationPageSize,
  type InboxResponse,
  type MarkNotificationsReadBody,
  messagesMessages,
  type NotificationsResponse,
  type TeamConversationResponse,
} from '@pillars/shared/messages/schemas';
import { can } from '@pillars/shared/policies';
import { teamTicketPagePath, ticketPagePath } from '@pillars/shared/support/messages';
import {
  type CreateTicketBody,
  type FaqItem,
  myTicketsLimit,
  type SupportConfigurationResponse,
  type SupportPageResponse,
  type SupportSettings,
  supportMessages,
  type TicketDetailResponse,
  type TicketQueueResponse,
  type TicketResponse,
  type TicketStatus,
  type TicketSummary,
  ticketQueuePageSize,
} from '@pillars/shared/support/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { messages, supportFaqItems, supportRequests } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { wantsMail } from '../accounts/notification-preferences.ts';
import {
  memberColumns,
  memberJoins,
  selectChatMessages,
  selectTicketResponses,
  selectTickets,
  toChatMessage,
  toMemberSummary,
  toTicketResponse,
  toTicketSummary,
} from './rows.ts';

/*
 * Messages and support: the member's chat and tickets (only ever their own: every query
 * filters by the viewer, and another member's ticket answers 404 as a missing one), the
 * bell, the team's inbox and queue, and the superadmin's settings and FAQ. Every write
 * announces itself on the realtime channel in its own transaction (lib/realtime.ts).
 */

// ---------------------------------------------------------------------------------------
// Posting limit

/**
 * Counts a member's post (chat message, ticket, ticket reply) in a fixed window shared by
 * every instance (the auth_rate_limits table, one atomic upsert) and refuses it past the
 * limit with 429.
 */
async function limitPosting(ctx: ViewerContext): Promise<void> {
  const { max, windowSeconds } = postRateLimit;
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    sql`insert into auth_rate_limits (key, count, window_started_at) values (${`post:${ctx.viewer.userId}`}, 1, now())
        on conflict (key) do update set
          count = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then 1 else auth_rate_limits.count + 1 end,
          window_started_at = case when auth_rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then now() else auth_rate_limits.window_started_at end
        returning count`,
  );
  if (Number(row?.count ?? 0) > max) throw new AppError('RATE_LIMITED', messagesMessages.rateLimited);
}

// ---------------------------------------------------------------------------------------
// The chat

async function loadConversation(
  db: Executor,
  memberId: string,
  before?: number,
): Promise<ConversationResponse> {
  const newestFirst = await selectChatMessages(
    db,
    before === undefined ? sql`m.user_id = ${memberId}` : sql`m.user_id = ${memberId} and m.seq < ${before}`,
    { order: 'desc', limit: conversationPageSize + 1 },
  );
  const hasOlder = newestFirst.length > conversationPageSize;
  return { messages: newestFirst.slice(0, conversationPageSize).reverse(), hasOlder };
}

export function getMyConversation(
  ctx: ViewerContext,
  query: { before?: number },
): Promise<ConversationResponse> {
  return ctx.viewerRows.get(`conversation:${query.before ?? 'latest'}`, () =>
    loadConversation(ctx.db, ctx.viewer.userId, query.before),
  );
}

/** Writes a chat message and announces it, in one transaction; answers it as the views show it. */
async function insertMessage(
  ctx: ViewerContext,
  values: { memberId: string; content: string; isAdminMessage: boolean },
  afterInsert?: (tx: Executor) => Promise<void>,
): Promise<ChatMessage> {
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await queryRows<{ id: string; seq: string | number }>(
      tx,
      sql`insert into messages (content, user_id, is_admin_message, admin_id)
          values (${values.content}, ${values.memberId}, ${values.isAdminMessage},
                  ${values.isAdminMessage ? ctx.viewer.userId : null})
          returning id, seq`,
    );
    await afterInsert?.(tx);
    const [message] = await selectChatMessages(tx, sql`m.id = ${inserted!.id}`, { order: 'asc' });
    // The message travels in the notification: no instance has to load it again.
    const event = { type: 'message' as const, seq: message!.seq, message: message! };
    await tx.execute(
      ctx.realtime.notice({ type: 'message', seq: message!.seq, memberId: values.memberId }, event),
    );
    return message!;
  });
}

export async function postMyMessage(
  ctx: ViewerContext,
  body: { content: string },
): Promise<{ message: ChatMessage }> {
  await limitPosting(ctx);
  const message = await insertMessage(ctx, {
    memberId: ctx.viewer.userId,
    content: body.content,
    isAdminMessage: false,
  });
  return { message };
}

// ---------------------------------------------------------------------------------------
// The bell

/** One branch a conversation's unread messages, the other a ticket's unread replies (nulls where it has none). */
interface NotificationRow {
  kind: 'conversation' | 'ticket';
  member_id: SqlRow<typeof messages>['user_id'] | null;
  ticket_id: SqlRow<typeof supportRequests>['id'] | null;
  subject: SqlRow<typeof supportRequests>['subject'] | null;
  /** `count(*)`, a bigint. */
  unread_count: string | number;
  /** The newest message's or reply's `created_at`. */
  latest_at: SqlRow<typeof messages>['created_at'];
  /** Its text (`content`, `response_text` or the ticket's `message`). */
  preview: string;
  author_name: string | null;
}

const previewLength = 140;
/** The team's bell lists the newest this many items; its counts are of everything. */
const teamNotificationItemsLimit = 20;

const shortened = (text: string) =>
  text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text;

const nameOf = (alias: string) =>
  sql.raw(`nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`);

/** A member's bell: the team's replies they have not read, one statement. */
async function loadNotifications(db: Executor, memberId: string): Promise<NotificationsResponse> {
  const rows = await queryRows<NotificationRow>(
    db,
    sql`select 'conversation' as kind, null::uuid as member_id, null::uuid as ticket_id, null as subject,
               count(*) as unread_count, max(m.created_at) as latest_at,
               (array_agg(m.content order by m.seq desc))[1] as preview,
               (array_agg(${nameOf('a')} order by m.seq desc))[1] as author_name
          from messages m left join profiles a on a.id = m.admin_id
         where m.user_id = ${memberId} and m.is_admin_message and m.read_at is null
        having count(*) > 0
        union all
        select 'ticket', null, t.id, t.subject, count(*), max(tr.created_at),
               (array_agg(tr.response_text order by tr.seq desc))[1],
               (array_agg(${nameOf('a')} order by tr.seq desc))[1]
          from support_requests t
          join ticket_responses tr on tr.ticket_id = t.id and tr.read_at is null
                                  and tr.responder_id is distinct from t.user_id
          left join profiles a on a.id = tr.responder_id
         where t.user_id = ${memberId}
         group by t.id, t.subject
         order by latest_at desc`,
  );
  const items = rows.map((row) => ({
    kind: row.kind,
    ticketId: row.ticket_id,
    title: row.kind === 'conversation' ? 'Messages' : (row.subject ?? ''),
    preview: shortened(row.preview),
    authorName: row.author_name ?? messagesMessages.formerTeamMember,
    unreadCount: Number(row.unread_count),
    latestAt: new Date(row.latest_at).toISOString(),
    href: row.ticket_id ? ticketPagePath(row.ticket_id) : messagesPagePath,
  }));
  const countOf = (kind: NotificationRow['kind']) =>
    items.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.unreadCount, 0);
  const counts = { messages: countOf('conversation'), tickets: countOf('ticket') };
  return { audience: 'member', count: counts.messages + counts.tickets, counts, items };
}

/**
 * The team's bell: members' messages nobody on the team has read (the inbox's unread, one
 * item per member) and open tickets whose member spoke last (new tickets and member replies
 * awaiting an answer). Shared by the whole team, as the inbox and the queue are: a teammate's
 * reply or read clears it for everyone. One statement: the items, newest first, each row
 * carrying the totals.
 */
async function loadTeamNotifications(db: Executor): Promise<NotificationsResponse> {
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
        select items.*, coalesce(${nameOf('p')}, u.email) as author_name,
               (select coalesce(sum(unread_count), 0) from unread_conversations) as total_messages,
               (select count(*) from awaiting_tickets) as total_tickets
          from items
          join "user" u on u.id = items.member_id
          left join profiles p on p.id = items.member_id
         order by items.latest_at desc
         limit ${teamNotificationItemsLimit}`,
  );
  const counts = {
    messages: Number(rows[0]?.total_messages ?? 0),
    tickets: Number(rows[0]?.total_tickets ?? 0),
  };
  return {
    audience: 'team',
    count: counts.messages + counts.tickets,
    counts,
    items: rows.map((row) => {
      const memberName = row.author_name ?? 'Member';
      return {
        kind: row.kind,
        ticketId: row.ticket_id,
        title: row.kind === 'conversation' ? memberName : (row.subject ?? ''),
        preview: shortened(row.preview),
        authorName: memberName,
        unreadCount: Number(row.unread_count),
        latestAt: new Date(row.latest_at).toISOString(),
        href: row.ticket_id ? teamTicketPagePath(row.ticket_id) : inboxConversationPath(row.member_id!),
      };
    }),
  };
}

/**
 * The bell of whoever asks: the team's work for those who answer members (the same policy
 * as the inbox and the queue), otherwise the member's own unread replies. The team's is
 * read every time: other people's writes change it, which the viewer's own cache cannot see.
 */
export function getNotifications(ctx: ViewerContext): Promise<NotificationsResponse> {
  if (can(ctx.viewer, 'conversation.answer')) return loadTeamNotifications(ctx.db);
  return ctx.viewerRows.get('notifications', () => loadNotifications(ctx.db, ctx.viewer.userId));
}

export async function markNotificationsRead(
  ctx: ViewerContext,
  body: MarkNotificationsReadBody,
): Promise<NotificationsResponse> {
  const memberId = ctx.viewer.userId;
  if (body.kind === 'conversation') {
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
  return loadNotifications(ctx.db, memberId);
}

// ---------------------------------------------------------------------------------------
// The team's inbox

/** A conversation's last message and its member (rows.ts), with its unread count (a bigint). */
type InboxRow = Parameters<typeof toChatMessage>[0] &
  Parameters<typeof toMemberSummary>[0] & { unread_count: string | number };

export async function getInbox(ctx: ViewerContext, query: { page: number }): Promise<InboxResponse> {
  const offset = (query.page - 1) * inboxPageSize;
  // One row per conversation from the (user_id, seq) index, unread first, then latest first;
  // the page's last messages, authors and members joined in the same statement.
  const rows = await queryRows<InboxRow>(
    ctx.db,
    sql`with conversations as (
          select user_id, max(seq) as last_seq,
                 count(*) filter (where not is_admin_message and read_at is null) as unread_count
            from messages group by user_id
        ), page as (
          select * from conversations
           order by (unread_count > 0) desc, last_seq desc
           limit ${inboxPageSize + 1} offset ${offset}
        )
        select m.id, m.seq, m.user_id, m.content, m.is_admin_message, m.created_at,
               m.read_at is not null as is_read, a.id as author_id,
               nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') as author_name,
               ${memberColumns}, page.unread_count
          from page
          join messages m on m.seq = page.last_seq
          left join profiles a on a.id = case when m.is_admin_message then m.admin_id else m.user_id end
          ${memberJoins(sql`page.user_id`)}
         order by (page.unread_count > 0) desc, page.last_seq desc`,
  );
  return {
    conversations: rows.slice(0, inboxPageSize).map((row) => ({
      member: toMemberSummary(row),
      lastMessage: toChatMessage(row),
      unreadCount: Number(row.unread_count),
    })),
    page: query.page,
    pageSize: inboxPageSize,
    hasMore: rows.length > inboxPageSize,
  };
}

async function loadMember(db: Executor, memberId: string) {
  const [row] = await queryRows<Parameters<typeof toMemberSummary>[0] & { email: string }>(
    db,
    sql`select ${memberColumns} from (select ${memberId}::uuid as id) wanted ${memberJoins(sql`wanted.id`)}`,
  );
  if (!row) throw notFound(messagesMessages.memberNotFound);
  return toMemberSummary(row);
}

export async function getMemberConversation(
  ctx: ViewerContext,
  input: { memberId: string; before?: number },
): Promise<TeamConversationResponse> {
  const member = await loadMember(ctx.db, input.memberId);
  return { member, ...(await loadConversation(ctx.db, input.memberId, input.before)) };
}

export async function markConversationRead(ctx: ViewerContext, memberId: string): Promise<void> {
  await loadMember(ctx.db, memberId);
  await ctx.db.execute(
    sql`update messages set read_at = now()
         where user_id = ${memberId} and not is_admin_message and read_at is null`,
  );
}

/** The e-mail a team reply sends (through the job queue and the outbox), with a link back. */
function teamReplyMail(ctx: ServiceContext, to: string, about: string, path: string, text: string) {
  const link = new URL(path, ctx.appUrl).toString();
  return {
    to,
    subject: `New reply from the Pillars team: ${about}`,
    text: `The Pillars team replied to you:\n\n${text}\n\nRead and answer it here: ${link}\n`,
  };
}

export async function replyToMember(
  ctx: ViewerContext,
  input: { memberId: string; content: string },
): Promise<{ message: ChatMessage }> {
  const member = await loadMember(ctx.db, input.memberId);
  const message = await insertMessage(
    ctx,
    { memberId: input.memberId, content: input.content, isAdminMessage: true },
    async (tx) => {
      // Answering a conversation reads it.
      await tx.execute(
        sql`update messages set read_at = now()
             where user_id = ${input.memberId} and not is_admin_message and read_at is null`,
      );
      // Settings > Notifications: the member may have turned team-reply e-mails off.
      if (await wantsMail({ db: tx }, { userId: input.memberId, kind: 'teamReplies' })) {
        await ctx.mailer.send(
          teamReplyMail(ctx, member.email, 'Messages', messagesPagePath, input.content),
          tx,
        );
      }
    },
  );
  return { message };
}

// ---------------------------------------------------------------------------------------
// Support settings and FAQ

async function loadSettingsAndFaq(
  db: Executor,
): Promise<{ settings: SupportSettings | null; faq: FaqItem[] }> {
  const [row] = await queryRows<{ settings: SupportSettings | null; faq: FaqItem[] | null }>(
    db,
    sql`select (select json_build_object('supportTitle', s.support_title, 'supportSubtitle', s.support_subtitle,
                                         'faqTitle', s.faq_title)
                  from support_settings s where s.id = 1) as settings,
               (select json_agg(json_build_object('id', f.id, 'question', f.question, 'answer', f.answer,
                                                  'orderPosition', f.order_position)
                                order by f.order_position, f.id)
                  from support_faq_items f) as faq`,
  );
  return { settings: row?.settings ?? null, faq: row?.faq ?? [] };
}

export async function getSupportPage(ctx: ViewerContext): Promise<SupportPageResponse> {
  const [shared, tickets] = await Promise.all([
    ctx.content.get('support', 'page', () => loadSettingsAndFaq(ctx.db)),
    ctx.viewerRows.get('tickets', async () =>
      (
        await selectTickets(ctx.db, sql`t.user_id = ${ctx.viewer.userId}`, {
          orderBy: sql`t.seq desc`,
          limit: myTicketsLimit,
        })
      ).map(toTicketSummary),
    ),
  ]);
  return { ...shared, tickets };
}

export function getSupportConfiguration(ctx: ViewerContext): Promise<SupportConfigurationResponse> {
  return loadSettingsAndFaq(ctx.db);
}

/*
 * The superadmin's writes here record their audit rows in their transactions (decision 023):
 * 'support.settings', 'faq.create', 'faq.update', 'faq.delete', 'faq.reorder'; and the team's
 * change of a ticket's status, 'ticket.status' (updateTicketStatus).
 */

export async function updateSupportSettings(
  ctx: ViewerContext,
  body: SupportSettings,
): Promise<SupportConfigurationResponse> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ support_title: string; support_subtitle: string; faq_title: string }>(
      tx,
      sql`select support_title, support_subtitle, faq_title from support_settings where id = 1 for update`,
    );
    await tx.execute(
      sql`insert into support_settings (id, support_title, support_subtitle, faq_title, updated_at)
          values (1, ${body.supportTitle}, ${body.supportSubtitle}, ${body.faqTitle}, now())
          on conflict (id) do update set support_title = excluded.support_title,
            support_subtitle = excluded.support_subtitle, faq_title = excluded.faq_title, updated_at = now()`,
    );
    const after = {
      supportTitle: auditText(body.supportTitle),
      supportSubtitle: auditText(body.supportSubtitle),
      faqTitle: auditText(body.faqTitle),
    };
    // The first save creates the row: everything is new.
    const changes = before
      ? changedFields(
          {
            supportTitle: auditText(before.support_title),
            supportSubtitle: auditText(before.support_subtitle),
            faqTitle: auditText(before.faq_title),
          },
          after,
        )
      : { before: null, after };
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'support.settings',
        target: { type: 'support_settings', id: '1', name: 'Support page' },
        ...changes,
      });
    }
    return loadSettingsAndFaq(tx);
  });
}

/** An FAQ item as its audit rows keep it. */
const auditedFaqItem = (item: { question: string; answer: string }) => ({
  question: auditText(item.question),
  answer: auditText(item.answer),
});

type FaqRow = Pick<SqlRow<typeof supportFaqItems>, 'id' | 'question' | 'answer' | 'order_position'>;
const toFaqItem = (row: FaqRow): FaqItem => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  orderPosition: Number(row.order_position),
});

export async function createFaqItem(
  ctx: ViewerContext,
  body: { question: string; answer: string },
): Promise<{ item: FaqItem }> {
  const item = await ctx.db.transaction(async (tx) => {
    // Items take turns at the end: two adds at once get different positions.
    await tx.execute(sql`lock table support_faq_items in share row exclusive mode`);
    const [row] = await queryRows<FaqRow>(
      tx,
      sql`insert into support_faq_items (question, answer, order_position)
          select ${body.question}, ${body.answer}, coalesce(max(order_position), 0) + 1 from support_faq_items
          returning id, question, answer, order_position`,
    );
    const item = toFaqItem(row!);
    await ctx.audit.record(tx, {
      action: 'faq.create',
      target: { type: 'faq_item', id: item.id, name: item.question },
      after: { ...auditedFaqItem(item), orderPosition: item.orderPosition },
    });
    return item;
  });
  return { item };
}

export async function updateFaqItem(
  ctx: ViewerContext,
  input: { faqItemId: string; question: string; answer: string },
): Promise<{ item: FaqItem }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ question: string; answer: string }>(
      tx,
      sql`select question, answer from support_faq_items where id = ${input.faqItemId} for update`,
    );
    if (!before) throw notFound(supportMessages.faqNotFound);
    const [row] = await queryRows<FaqRow>(
      tx,
      sql`update support_faq_items set question = ${input.question}, answer = ${input.answer}
           where id = ${input.faqItemId} returning id, question, answer, order_position`,
    );
    const changes = changedFields(auditedFaqItem(before), auditedFaqItem(input));
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'faq.update',
        target: { type: 'faq_item', id: input.faqItemId, name: before.question },
        ...changes,
      });
    }
    return { item: toFaqItem(row!) };
  });
}

/** Numbers the items 1..n in the given order (every id), or keeps their order closing gaps. */
function renumberFaq(tx: Executor, ids?: string[]): Promise<unknown> {
  const order: SQL = ids
    ? sql`select wanted.id::uuid as id, wanted.position as position
            from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as wanted(id, position)`
    : sql`select id, row_number() over (order by order_position, id) as position from support_faq_items`;
  return tx.execute(
    sql`update support_faq_items f set order_position = o.position
          from (${order}) o where o.id = f.id and f.order_position <> o.position`,
  );
}

export async function deleteFaqItem(ctx: ViewerContext, faqItemId: string): Promise<{ faq: FaqItem[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table support_faq_items in share row exclusive mode`);
    const [deleted] = await queryRows<FaqRow>(
      tx,
      sql`delete from support_faq_items where id = ${faqItemId} returning id, question, answer, order_position`,
    );
    if (!deleted) throw notFound(supportMessages.faqNotFound);
    await renumberFaq(tx);
    await ctx.audit.record(tx, {
      action: 'faq.delete',
      target: { type: 'faq_item', id: deleted.id, name: deleted.question },
      before: { ...auditedFaqItem(deleted), orderPosition: Number(deleted.order_position) },
    });
    return { faq: (await loadSettingsAndFaq(tx)).faq };
  });
}

export async function reorderFaq(ctx: ViewerContext, ids: string[]): Promise<{ faq: FaqItem[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table support_faq_items in share row exclusive mode`);
    const existing = await queryRows<{ id: string }>(
      tx,
      sql`select id from support_faq_items order by order_position, id`,
    );
    const existingIds = new Set(existing.map((row) => row.id));
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      wanted.size !== existingIds.size ||
      ids.some((id) => !existingIds.has(id))
    ) {
      throw validationFailed(supportMessages.faqOrderMismatch, { ids: supportMessages.faqOrderMismatch });
    }
    await renumberFaq(tx, ids);
    const before = existing.map((row) => row.id);
    if (before.some((id, index) => id !== ids[index])) {
      await ctx.audit.record(tx, {
        action: 'faq.reorder',
        target: { type: 'faq', id: 'faq', name: 'FAQ' },
        before: { order: before },
        after: { order: ids },
      });
    }
    return { faq: (await loadSettingsAndFaq(tx)).faq };
  });
}

// ---------------------------------------------------------------------------------------
// Tickets

export async function createTicket(
  ctx: ViewerContext,
  body: CreateTicketBody,
): Promise<{ ticket: TicketSummary }> {
  await limitPosting(ctx);
  const ticket = await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{
      id: string;
      seq: string | number;
      status: TicketStatus;
      created_at: string | Date;
      updated_at: string | Date;
    }>(
      tx,
      sql`insert into support_requests (user_id, subject, message, status)
          values (${ctx.viewer.userId}, ${body.subject}, ${body.message}, 'open')
          returning id, seq, status, created_at, updated_at`,
    );
    await tx.execute(
      ctx.realtime.notice({ type: 'ticket', seq: Number(row!.seq), memberId: ctx.viewer.userId }),
    );
    return row!;
  });
  return {
    ticket: {
      id: ticket.id,
      seq: Number(ticket.seq),
      subject: body.subject,
      status: ticket.status,
      createdAt: new Date(ticket.created_at).toISOString(),
      updatedAt: new Date(ticket.updated_at).toISOString(),
      responseCount: 0,
      unreadCount: 0,
    },
  };
}

async function loadTicketDetail(db: Executor, where: SQL): Promise<TicketDetailResponse | null> {
  // One statement, the replies with their ticket: a page read by a member at every visit.
  const [row] = await selectTickets(db, where, { orderBy: sql`t.seq`, withResponses: true });
  if (!row) return null;
  return {
    ticket: { ...toTicketSummary(row), message: row.message, member: toMemberSummary(row) },
    responses: (row.responses ?? []).map(toTicketResponse),
  };
}

export async function getMyTicket(ctx: ViewerContext, ticketId: string): Promise<TicketDetailResponse> {
  // Held per member (lib/member-cache.ts): the ticket and its replies bump the member's
  // counter (migration 0010). The names it shows are not the member's rows, but they change
  // rarely: a change of a name, avatar or organization bumps the counters of the person and
  // of the members whose tickets they answered, an email or organization name its members
  // (migration 0021). Simpler than a shared directory of names, and the page stays one entry.
  // Another member's ticket is not found, as one that does not exist (a miss is held too:
  // the key is the viewer's own, and any ticket of theirs written later bumps their counter).
  const detail = await ctx.viewerRows.get(`ticket:${ticketId}`, () =>
    loadTicketDetail(ctx.db, sql`t.id = ${ticketId} and t.user_id = ${ctx.viewer.userId}`),
  );
  if (!detail) throw notFound(supportMessages.ticketNotFound);
  return detail;
}

export async function getTeamTicket(ctx: ViewerContext, ticketId: string): Promise<TicketDetailResponse> {
  const detail = await loadTicketDetail(ctx.db, sql`t.id = ${ticketId}`);
  if (!detail) throw notFound(supportMessages.ticketNotFound);
  return detail;
}

/**
 * A reply in a ticket, by its member or by the team: refused (409) when the ticket is
 * closed. The ticket row is locked, so a reply and a close cannot cross.
 */
async function insertTicketResponse(
  ctx: ViewerContext,
  input: { ticketId: string; responseText: string; asTeam: boolean },
): Promise<{ response: TicketResponse }> {
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await queryRows<{
      id: string;
      user_id: string;
      subject: string;
      status: TicketStatus;
      email: string;
    }>(
      tx,
      sql`select t.id, t.user_id, t.subject, t.status, u.email
            from support_requests t join "user" u on u.id = t.user_id
           where t.id = ${input.ticketId} ${input.asTeam ? sql`` : sql`and t.user_id = ${ctx.viewer.userId}`}
           for update of t`,
    );
    if (!ticket) throw notFound(supportMessages.ticketNotFound);
    if (ticket.status === 'closed') throw new AppError('CONFLICT', supportMessages.ticketClosed);
    const [inserted] = await queryRows<{ id: string; seq: string | number }>(
      tx,
      sql`insert into ticket_responses (ticket_id, responder_id, response_text)
          values (${ticket.id}, ${ctx.viewer.userId}, ${input.responseText}) returning id, seq`,
    );
    await tx.execute(sql`update support_requests set updated_at = now() where id = ${ticket.id}`);
    await tx.execute(
      ctx.realtime.notice({ type: 'ticket_response', seq: Number(inserted!.seq), memberId: ticket.user_id }),
    );
    if (
      input.asTeam &&
      ticket.user_id !== ctx.viewer.userId &&
      (await wantsMail({ db: tx }, { userId: ticket.user_id, kind: 'teamReplies' }))
    ) {
      await ctx.mailer.send(
        teamReplyMail(ctx, ticket.email, ticket.subject, ticketPagePath(ticket.id), input.responseText),
        tx,
      );
    }
    const [response] = await selectTicketResponses(tx, sql`tr.id = ${inserted!.id}`);
    return { response: response!.response };
  });
}

export async function replyToMyTicket(
  ctx: ViewerContext,
  input: { ticketId: string; responseText: string },
): Promise<{ response: TicketResponse }> {
  await limitPosting(ctx);
  return insertTicketResponse(ctx, { ...input, asTeam: false });
}

export function replyAsTeam(
  ctx: ViewerContext,
  input: { ticketId: string; responseText: string },
): Promise<{ response: TicketResponse }> {
  return insertTicketResponse(ctx, { ...input, asTeam: true });
}

/**
 * Moves a ticket between open, in_progress and closed (any to any: a closed ticket can be
 * reopened). Setting the status it already has changes nothing and announces nothing.
 */
export async function updateTicketStatus(
  ctx: ViewerContext,
  input: { ticketId: string; status: TicketStatus },
): Promise<{ ticket: TicketSummary }> {
  return ctx.db.transaction(async (tx) => {
    const changed = await queryRows<{
      id: string;
      user_id: string;
      status_seq: string | number;
      previous: TicketStatus;
      subject: string;
      organization_id: string | null;
    }>(
      tx,
      sql`update support_requests t set status = ${input.status}, status_seq = nextval('support_event_seq'),
                 updated_at = now()
            from support_requests old
           where t.id = ${input.ticketId} and old.id = t.id and t.status <> ${input.status}
          returning t.id, t.user_id, t.status_seq, old.status as previous, t.subject,
                    (select p.organization_id from profiles p where p.id = t.user_id) as organization_id`,
    );
    if (changed[0]) {
      await tx.execute(
        ctx.realtime.notice({
          type: 'ticket_status',
          seq: Number(changed[0].status_seq),
          memberId: changed[0].user_id,
        }),
      );
      // The team's change of a member's ticket, in the member's organization (decision 023).
      await ctx.audit.record(tx, {
        action: 'ticket.status',
        target: { type: 'ticket', id: changed[0].id, name: changed[0].subject },
        organizationId: changed[0].organization_id,
        before: { status: changed[0].previous },
        after: { status: input.status },
      });
    }
    const [row] = await selectTickets(tx, sql`t.id = ${input.ticketId}`, { orderBy: sql`t.seq` });
    if (!row) throw notFound(supportMessages.ticketNotFound);
    return { ticket: toTicketSummary(row) };
  });
}

export async function getTicketQueue(
  ctx: ViewerContext,
  query: { status?: TicketStatus; page: number },
): Promise<TicketQueueResponse> {
  const where = query.status ? sql`t.status = ${query.status}` : sql`true`;
  const [rows, counts] = await Promise.all([
    selectTickets(ctx.db, where, {
      orderBy: sql`t.updated_at desc, t.id`,
      limit: ticketQueuePageSize + 1,
      offset: (query.page - 1) * ticketQueuePageSize,
    }),
    queryRows<{ status: TicketStatus; count: string | number }>(
      ctx.db,
      sql`select status, count(*) as count from support_requests group by status`,
    ),
  ]);
  const countOf = (status: TicketStatus) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return {
    tickets: rows.slice(0, ticketQueuePageSize).map((row) => ({
      ...toTicketSummary(row),
      // The team's view: the member's unread count is theirs, not the team's.
      unreadCount: 0,
      member: toMemberSummary(row),
      isAwaitingTeam: row.is_awaiting_team,
    })),
    counts: { open: countOf('open'), in_progress: countOf('in_progress'), closed: countOf('closed') },
    page: query.page,
    pageSize: ticketQueuePageSize,
    hasMore: rows.length > ticketQueuePageSize,
  };
}
