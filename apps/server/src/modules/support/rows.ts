import type { ChatMessage, MemberSummary } from '@pillars/shared/messages/schemas';
import { messagesMessages } from '@pillars/shared/messages/schemas';
import type { TicketResponse, TicketSummary } from '@pillars/shared/support/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type {
  messages,
  organizations,
  profiles,
  supportRequests,
  ticketResponses,
  user,
} from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * The rows of the chat and the tickets as every view and the realtime stream show them,
 * each read with its author's name in the same statement (never a query per row).
 */

const iso = (value: string | Date) => new Date(value).toISOString();

/** The message's columns, and what the statement computes beside them (its author left-joined). */
interface ChatMessageRow
  extends Pick<
    SqlRow<typeof messages>,
    'id' | 'seq' | 'user_id' | 'content' | 'is_admin_message' | 'created_at'
  > {
  /** `read_at is not null`. */
  is_read: boolean;
  author_id: SqlRow<typeof profiles>['id'] | null;
  /** `nameOf`. */
  author_name: string | null;
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    seq: Number(row.seq),
    memberId: row.user_id,
    content: row.content,
    isAdminMessage: row.is_admin_message,
    author: {
      id: row.author_id,
      name: row.author_name ?? (row.is_admin_message ? messagesMessages.formerTeamMember : 'Member'),
    },
    createdAt: iso(row.created_at),
    isRead: row.is_read,
  };
}

/** Chat messages (alias `m`) matching `where`, in `order`, at most `limit`. */
export async function selectChatMessages(
  ctx: Pick<ServiceContext, 'db'>,
  options: { where: SQL; order: 'asc' | 'desc'; limit?: number },
): Promise<ChatMessage[]> {
  const rows = await queryRows<ChatMessageRow>(
    ctx.db,
    sql`select m.id, m.seq, m.user_id, m.content, m.is_admin_message, m.created_at,
               m.read_at is not null as is_read, a.id as author_id, ${displayName('a')} as author_name
          from messages m
          left join profiles a on a.id = case when m.is_admin_message then m.admin_id else m.user_id end
         where ${options.where}
         order by m.seq ${sql.raw(options.order)}
         ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`,
  );
  return rows.map(toChatMessage);
}

interface MemberRow {
  member_id: SqlRow<typeof profiles>['id'];
  /** `nameOf`, else the e-mail. */
  member_name: string;
  member_email: SqlRow<typeof user>['email'];
  /** The organization is left-joined. */
  organization_id: SqlRow<typeof organizations>['id'] | null;
  organization_name: SqlRow<typeof organizations>['name'] | null;
}

/** Columns of a member (aliases `mp` profile, `mu` user, `mo` organization). */
export const memberColumns = sql`mp.id as member_id, coalesce(${displayName('mp')}, mu.email) as member_name,
  mu.email as member_email, mo.id as organization_id, mo.name as organization_name`;
export const memberJoins = (userIdColumn: SQL) =>
  sql`join profiles mp on mp.id = ${userIdColumn} join "user" mu on mu.id = mp.id
      left join organizations mo on mo.id = mp.organization_id`;

export function toMemberSummary(row: MemberRow): MemberSummary {
  return {
    id: row.member_id,
    name: row.member_name,
    email: row.member_email,
    organization:
      row.organization_id && row.organization_name
        ? { id: row.organization_id, name: row.organization_name }
        : null,
  };
}

export interface TicketRow
  extends MemberRow,
    Pick<
      SqlRow<typeof supportRequests>,
      'id' | 'seq' | 'status_seq' | 'user_id' | 'subject' | 'message' | 'status' | 'created_at' | 'updated_at'
    > {
  /** Counts of the replies (bigint). */
  response_count: string | number;
  unread_count: string | number;
  /** Whether the member spoke last. */
  is_awaiting_team: boolean;
  /** With `withResponses`: the ticket's replies, oldest first. */
  responses?: TicketResponseRow[];
}

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    seq: Number(row.seq),
    subject: row.subject,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    responseCount: Number(row.response_count),
    unreadCount: Number(row.unread_count),
  };
}

/** A ticket's replies (its alias `t`) as one JSON array of TicketResponseRow, oldest first. */
const responsesColumn = sql`(select coalesce(json_agg(json_build_object(
    'id', tr.id, 'seq', tr.seq, 'ticket_id', tr.ticket_id, 'response_text', tr.response_text,
    'created_at', tr.created_at, 'member_id', t.user_id,
    'is_team_response', tr.responder_id is distinct from t.user_id,
    'author_id', a.id, 'author_name', ${displayName('a')}) order by tr.seq), '[]'::json)
  from ticket_responses tr left join profiles a on a.id = tr.responder_id
  where tr.ticket_id = t.id) as responses`;

/**
 * Tickets (alias `t`) with their member, reply counts (all, and the team's unread by the
 * member) and whether the member spoke last, in one statement; with `withResponses`, their
 * replies too (a ticket's page in one statement).
 */
export async function selectTickets(
  ctx: Pick<ServiceContext, 'db'>,
  options: { where: SQL; orderBy: SQL; limit?: number; offset?: number; withResponses?: boolean },
): Promise<TicketRow[]> {
  return queryRows<TicketRow>(
    ctx.db,
    sql`select t.id, t.seq, t.status_seq, t.user_id, t.subject, t.message, t.status, t.created_at, t.updated_at,
               ${memberColumns},${options.withResponses ? sql` ${responsesColumn},` : sql``}
               coalesce(r.response_count, 0) as response_count,
               coalesce(r.unread_count, 0) as unread_count,
               coalesce(r.last_is_member, true) as is_awaiting_team
          from support_requests t
          ${memberJoins(sql`t.user_id`)}
          left join lateral (
            select count(*) as response_count,
                   count(*) filter (where tr.read_at is null and tr.responder_id is distinct from t.user_id) as unread_count,
                   (array_agg(tr.responder_id is not distinct from t.user_id order by tr.seq desc))[1] as last_is_member
              from ticket_responses tr where tr.ticket_id = t.id
          ) r on true
         where ${options.where}
         order by ${options.orderBy}
         ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}
         ${options.offset ? sql`offset ${options.offset}` : sql``}`,
  );
}

/**
 * The reply's columns, as a row or as `responsesColumn`'s JSON (where a bigint is a number
 * and a timestamp text: both within the raw types), with what the statements compute.
 */
interface TicketResponseRow
  extends Pick<SqlRow<typeof ticketResponses>, 'id' | 'seq' | 'ticket_id' | 'response_text' | 'created_at'> {
  /** `responder_id is distinct from` the ticket's member. */
  is_team_response: boolean;
  author_id: SqlRow<typeof profiles>['id'] | null;
  /** `nameOf`. */
  author_name: string | null;
  member_id: SqlRow<typeof supportRequests>['user_id'];
}

export function toTicketResponse(row: TicketResponseRow): TicketResponse {
  return {
    id: row.id,
    seq: Number(row.seq),
    ticketId: row.ticket_id,
    responseText: row.response_text,
    isTeamResponse: row.is_team_response,
    author: {
      id: row.author_id,
      name: row.author_name ?? (row.is_team_response ? messagesMessages.formerTeamMember : 'Member'),
    },
    createdAt: iso(row.created_at),
  };
}

/** Ticket replies (alias `tr`, its ticket `t`) matching `where`, oldest first. */
export async function selectTicketResponses(
  ctx: Pick<ServiceContext, 'db'>,
  { where }: { where: SQL },
): Promise<Array<{ memberId: string; response: TicketResponse }>> {
  const rows = await queryRows<TicketResponseRow>(
    ctx.db,
    sql`select tr.id, tr.seq, tr.ticket_id, tr.response_text, tr.created_at, t.user_id as member_id,
               tr.responder_id is distinct from t.user_id as is_team_response,
               a.id as author_id, ${displayName('a')} as author_name
          from ticket_responses tr
          join support_requests t on t.id = tr.ticket_id
          left join profiles a on a.id = tr.responder_id
         where ${where}
         order by tr.seq`,
  );
  return rows.map((row) => ({ memberId: row.member_id, response: toTicketResponse(row) }));
}
