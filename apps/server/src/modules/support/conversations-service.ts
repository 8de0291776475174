import { inboxPageSize, messagesPagePath } from '@pillars/shared/messages/messages';
import {
  type ChatMessage,
  type ConversationResponse,
  conversationPageSize,
  type InboxResponse,
  messagesMessages,
  type TeamConversationResponse,
} from '@pillars/shared/messages/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { wantsMail } from '../accounts/notification-preferences.ts';
import { limitPosting, teamReplyMail } from './posting.ts';
import { memberColumns, memberJoins, selectChatMessages, toChatMessage, toMemberSummary } from './rows.ts';

/*
 * The chat: a member's own conversation with the team, and the team's inbox of every
 * member's conversation. Every write announces itself on the realtime channel in its own
 * transaction (lib/realtime.ts).
 */

async function loadConversation(
  db: Executor,
  memberId: string,
  before?: number,
): Promise<ConversationResponse> {
  const newestFirst = await selectChatMessages(
    { db },
    {
      where:
        before === undefined
          ? sql`m.user_id = ${memberId}`
          : sql`m.user_id = ${memberId} and m.seq < ${before}`,
      order: 'desc',
      limit: conversationPageSize + 1,
    },
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
    const [message] = await selectChatMessages(
      { db: tx },
      { where: sql`m.id = ${inserted!.id}`, order: 'asc' },
    );
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
               ${displayName('a')} as author_name,
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

export async function markConversationRead(
  ctx: ViewerContext,
  { memberId }: { memberId: string },
): Promise<void> {
  await loadMember(ctx.db, memberId);
  await ctx.db.execute(
    sql`update messages set read_at = now()
         where user_id = ${memberId} and not is_admin_message and read_at is null`,
  );
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
          teamReplyMail(ctx, {
            to: member.email,
            about: 'Messages',
            path: messagesPagePath,
            text: input.content,
          }),
          tx,
        );
      }
    },
  );
  return { message };
}
