import { ticketPagePath } from '@pillars/shared/support/messages';
import {
  type CreateTicketBody,
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
import type { profiles, supportRequests, user } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { wantsMail } from '../accounts/notification-preferences.ts';
import { limitPosting, teamReplyMail } from './posting.ts';
import {
  selectTicketResponses,
  selectTickets,
  toMemberSummary,
  toTicketResponse,
  toTicketSummary,
} from './rows.ts';
/*
 * Tickets: a member's own (another member's answers 404 as a missing one) and the team's
 * queue. Every write announces itself on the realtime channel in its own transaction.
 */

export async function createTicket(
  ctx: ViewerContext,
  body: CreateTicketBody,
): Promise<{ ticket: TicketSummary }> {
  await limitPosting(ctx);
  const ticket = await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<
      Pick<SqlRow<typeof supportRequests>, 'id' | 'seq' | 'status' | 'created_at' | 'updated_at'>
    >(
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
  const [row] = await selectTickets({ db }, { where, orderBy: sql`t.seq`, withResponses: true });
  if (!row) return null;
  return {
    ticket: { ...toTicketSummary(row), message: row.message, member: toMemberSummary(row) },
    responses: (row.responses ?? []).map(toTicketResponse),
  };
}

export async function getMyTicket(
  ctx: ViewerContext,
  { ticketId }: { ticketId: string },
): Promise<TicketDetailResponse> {
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

export async function getTeamTicket(
  ctx: ViewerContext,
  { ticketId }: { ticketId: string },
): Promise<TicketDetailResponse> {
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
    const [ticket] = await queryRows<
      Pick<SqlRow<typeof supportRequests>, 'id' | 'user_id' | 'subject' | 'status'> &
        Pick<SqlRow<typeof user>, 'email'>
    >(
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
        teamReplyMail(ctx, {
          to: ticket.email,
          about: ticket.subject,
          path: ticketPagePath(ticket.id),
          text: input.responseText,
        }),
        tx,
      );
    }
    const [response] = await selectTicketResponses({ db: tx }, { where: sql`tr.id = ${inserted!.id}` });
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
    const changed = await queryRows<
      Pick<SqlRow<typeof supportRequests>, 'id' | 'user_id' | 'status_seq' | 'subject'> & {
        /** The old row's `status`. */
        previous: SqlRow<typeof supportRequests>['status'];
        /** The member's, from a subquery on `profiles`. */
        organization_id: SqlRow<typeof profiles>['organization_id'];
      }
    >(
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
    const [row] = await selectTickets(
      { db: tx },
      { where: sql`t.id = ${input.ticketId}`, orderBy: sql`t.seq` },
    );
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
    selectTickets(ctx, {
      where,
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
