import type { RealtimeEvent } from '@pillars/shared/messages/realtime';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { notifications } from '../../db/schema/index.ts';
import type { RealtimeEventQuery } from '../../lib/realtime.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { selectChatMessages, selectTicketResponses, selectTickets, toTicketSummary } from './rows.ts';

/** Replays are capped: a client that was away longer reloads its page instead. */
const replayLimit = 500;

/**
 * The realtime events of the chat and the tickets (lib/realtime.ts): one event by its notice,
 * or every event after a seq (a reconnect), for one member or for the team, in seq order.
 * A replay is four statements (messages, new tickets, status changes, replies), each on
 * its seq index, and a member's a fifth (their stored notifications, decision 050).
 */
export async function loadRealtimeEvents(
  ctx: Pick<ServiceContext, 'db'>,
  query: RealtimeEventQuery,
): Promise<RealtimeEvent[]> {
  const { notice } = query;
  const wants = (type: RealtimeEvent['type']) => !notice || notice.type === type;
  const bySeq = (column: SQL): SQL =>
    notice ? sql`${column} = ${notice.seq}` : sql`${column} > ${query.afterSeq ?? 0}`;
  const memberOnly = (column: SQL): SQL => (query.memberId ? sql`${column} = ${query.memberId}` : sql`true`);
  const events: RealtimeEvent[] = [];

  if (wants('message')) {
    const messages = await selectChatMessages(ctx, {
      where: sql`${bySeq(sql`m.seq`)} and ${memberOnly(sql`m.user_id`)}`,
      order: 'asc',
      limit: replayLimit,
    });
    for (const message of messages) events.push({ type: 'message', seq: message.seq, message });
  }
  if (wants('ticket')) {
    const tickets = await selectTickets(ctx, {
      where: sql`${bySeq(sql`t.seq`)} and ${memberOnly(sql`t.user_id`)}`,
      orderBy: sql`t.seq`,
      limit: replayLimit,
    });
    for (const row of tickets) {
      events.push({
        type: 'ticket',
        seq: Number(row.seq),
        memberId: row.user_id,
        ticket: toTicketSummary(row),
      });
    }
  }
  if (wants('ticket_status')) {
    const tickets = await selectTickets(ctx, {
      where: sql`t.status_seq is not null and ${bySeq(sql`t.status_seq`)} and ${memberOnly(sql`t.user_id`)}`,
      orderBy: sql`t.status_seq`,
      limit: replayLimit,
    });
    for (const row of tickets) {
      events.push({
        type: 'ticket_status',
        seq: Number(row.status_seq),
        memberId: row.user_id,
        ticket: toTicketSummary(row),
      });
    }
  }
  if (wants('ticket_response')) {
    const responses = await selectTicketResponses(ctx, {
      where: sql`${bySeq(sql`tr.seq`)} and ${memberOnly(sql`t.user_id`)}`,
    });
    for (const { memberId, response } of responses.slice(0, replayLimit)) {
      events.push({ type: 'ticket_response', seq: response.seq, memberId, response });
    }
  }
  // A stored notification (decision 050) is replayed to its person only: the team's replay
  // (memberId null) leaves them out, as the live fan-out does.
  if (wants('notification') && (query.memberId || notice)) {
    const rows = await queryRows<
      Pick<SqlRow<typeof notifications>, 'id' | 'seq' | 'user_id' | 'kind' | 'title'>
    >(
      ctx.db,
      sql`select id, seq, user_id, kind, title from notifications n
           where ${bySeq(sql`n.seq`)} and ${memberOnly(sql`n.user_id`)}
           order by n.seq limit ${replayLimit}`,
    );
    for (const row of rows) {
      events.push({
        type: 'notification',
        seq: Number(row.seq),
        memberId: row.user_id,
        notification: { id: row.id, kind: row.kind, title: row.title },
      });
    }
  }
  return events.sort((first, second) => first.seq - second.seq);
}
