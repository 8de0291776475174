import type { CallStatus } from '@pillars/shared/calls/messages';
import {
  addDays,
  bookableDaysOf,
  callDateAt,
  callStartsAt,
  firstBookableWeekStart,
  isBookableWeekday,
  isCalendarDate,
  isFarEnoughAhead,
  mondayOf,
  weekdayOf,
} from '@pillars/shared/calls/schedule';
import type {
  AdminCall,
  AdminCallResponse,
  AdminCallsResponse,
  BookingResponse,
  Call,
  CallResponse,
} from '@pillars/shared/calls/schemas';
import { adminCallsPageSize, callMessages, callSlotTime, callTimeZone } from '@pillars/shared/calls/schemas';
import { activeCallStatuses } from '@pillars/shared/domain-values';
import { type PolicyResource, scopeFor } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type { profiles, scheduledCalls, user } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * Book a Call and Manage Scheduled Calls (spec 02). Dates are calendar days in
 * America/Los_Angeles and the Tuesday-Friday rule is computed there, on the server, whatever
 * the machine's zone; the one slot is 7:00 AM PT. The partial unique index
 * scheduled_calls_active_slot_key (pending or confirmed per date and time) decides a race:
 * the loser's insert fails and gets the spec's text.
 */

type CallRow = Pick<
  SqlRow<typeof scheduledCalls>,
  'id' | 'user_id' | 'scheduled_date' | 'scheduled_time' | 'status' | 'notes' | 'phone_number' | 'created_at'
>;

/** The member's profile is left-joined (`adminFrom`). */
type AdminCallRow = CallRow &
  Pick<SqlRow<typeof scheduledCalls>, 'staff_notes'> &
  Pick<SqlRow<typeof user>, 'email'> &
  LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'phone' | 'avatar_url'>> & {
    /** `count(*) over ()`: the list's size, on the list's rows only. */
    total?: number;
  };

const isActive = (status: CallStatus) => (activeCallStatuses as readonly string[]).includes(status);

/** The instant a stored call starts (its time is always the one slot today). */
const startsAtOf = (row: Pick<CallRow, 'scheduled_date'>) => callStartsAt(row.scheduled_date);

function toCall(row: CallRow, now: number): Call {
  const startsAt = startsAtOf(row);
  const isPast = startsAt.getTime() <= now;
  return {
    id: row.id,
    date: row.scheduled_date,
    time: row.scheduled_time,
    startsAt: startsAt.toISOString(),
    status: row.status,
    notes: row.notes,
    phoneNumber: row.phone_number,
    isPast,
    canCancel: isActive(row.status) && !isPast,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toAdminCall(row: AdminCallRow, now: number): AdminCall {
  return {
    ...toCall(row, now),
    staffNotes: row.staff_notes,
    member: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      avatarUrl: row.avatar_url,
    },
  };
}

const callColumns = sql`c.id, c.user_id, c.scheduled_date::text as scheduled_date, c.scheduled_time, c.status,
  c.notes, c.phone_number, c.created_at`;

/* ------------------------------------------------------------------------------------------
 * Book a Call (members).
 * ---------------------------------------------------------------------------------------- */

export async function getBooking(
  ctx: ViewerContext,
  query: { weekStart?: string },
): Promise<BookingResponse> {
  const now = Date.now();
  const today = callDateAt(now);
  // Never before the current week (spec 02 section 9): an earlier week shows this one. A
  // current week with no day left to book (Thursday 7 AM to Sunday) counts as past: the
  // screen opens on the next one.
  const currentWeek = firstBookableWeekStart(now);
  const asked = query.weekStart ? mondayOf(query.weekStart) : currentWeek;
  const weekStart = asked < currentWeek ? currentWeek : asked;
  const days = bookableDaysOf(weekStart);
  // Held in memory (issue 21): the week's taken slots are the same for every member
  // (content scope 'call_slots'), the viewer's calls are theirs (lib/member-cache.ts); both
  // counters move with every write to scheduled_calls (migration 0020). Raw rows only: what
  // depends on the clock (isPast, bookable) is computed below, per request.
  const [takenRows, myRows] = await Promise.all([
    ctx.content.get('call_slots', weekStart, () =>
      queryRows<{ scheduled_date: string; scheduled_time: string }>(
        ctx.db,
        sql`select scheduled_date::text as scheduled_date, scheduled_time from scheduled_calls
             where status in ('pending', 'confirmed') and scheduled_date between ${days[0]} and ${days[3]}`,
      ),
    ),
    ctx.viewerRows.get('calls', () =>
      queryRows<CallRow>(
        ctx.db,
        sql`select ${callColumns} from scheduled_calls c
             where c.user_id = ${ctx.viewer.userId} and c.status <> 'cancelled'
             order by c.scheduled_date desc`,
      ),
    ),
  ]);
  const taken = new Set(takenRows.map((row) => `${row.scheduled_date} ${row.scheduled_time}`));
  const myCalls = myRows.map((row) => toCall(row, now));
  const upcoming = myCalls
    .filter((call) => !call.isPast && isActive(call.status))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  return {
    timeZone: callTimeZone,
    today,
    week: {
      start: weekStart,
      previousStart: weekStart > currentWeek ? addDays(weekStart, -7) : null,
      nextStart: addDays(weekStart, 7),
    },
    days: days.map((date) => {
      const startsAt = callStartsAt(date);
      const isTaken = taken.has(`${date} ${callSlotTime}`);
      return {
        date,
        weekday: weekdayOf(date),
        slots: [
          {
            time: callSlotTime,
            startsAt: startsAt.toISOString(),
            isTaken,
            isPast: startsAt.getTime() <= now,
            isBookable: !isTaken && isFarEnoughAhead(date, now),
          },
        ],
      };
    }),
    myCalls,
    upcomingCall: upcoming ?? null,
  };
}

/** The server's own checks of a booking: a real Tuesday-Friday date at the one slot, 24 hours away or more. */
function checkBookable(date: string, time: string, now: number): void {
  if (!isCalendarDate(date))
    throw validationFailed(callMessages.invalidDate, { date: callMessages.invalidDate });
  if (time !== callSlotTime)
    throw validationFailed(callMessages.invalidTime, { time: callMessages.invalidTime });
  if (!isBookableWeekday(date)) {
    throw validationFailed(callMessages.weekdayOnly, { date: callMessages.weekdayOnly });
  }
  if (callStartsAt(date).getTime() <= now) {
    throw validationFailed(callMessages.pastDate, { date: callMessages.pastDate });
  }
  if (!isFarEnoughAhead(date, now)) {
    throw validationFailed(callMessages.tooSoon, { date: callMessages.tooSoon });
  }
}

export async function bookCall(
  ctx: ViewerContext,
  body: { date: string; time: string; phoneNumber: string; notes: string | null },
): Promise<CallResponse> {
  checkBookable(body.date, body.time, Date.now());
  // A slot another member booked meanwhile fails the active-slot unique index: the error
  // handler answers 409 with callMessages.slotTaken.
  const [row] = await queryRows<CallRow>(
    ctx.db,
    sql`insert into scheduled_calls as c (user_id, scheduled_date, scheduled_time, status, notes, phone_number)
          values (${ctx.viewer.userId}, ${body.date}, ${body.time}, 'pending', ${body.notes}, ${body.phoneNumber})
          returning ${callColumns}`,
  );
  ctx.log.info({ callId: row!.id, date: body.date }, 'call booked');
  return { call: toCall(row!, Date.now()) };
}

/** For the policy: whose call it is, and their organization. */
export async function loadCallResource(
  ctx: ViewerContext,
  { callId }: { callId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ user_id: string; organization_id: string | null }>(
    ctx.db,
    sql`select c.user_id, p.organization_id from scheduled_calls c
          left join profiles p on p.id = c.user_id
         where c.id = ${callId}`,
  );
  return row ? { ownerId: row.user_id, organizationId: row.organization_id } : null;
}

/** The viewer's own call (a superadmin may act on any: the policy lets them). */
function ownCall(ctx: ViewerContext) {
  const scope = scopeFor(ctx.viewer, 'call.cancel');
  if (scope.rows === 'all') return sql`true`;
  return scope.rows === 'own' ? sql`c.user_id = ${scope.userId}` : sql`false`;
}

/**
 * The member's own upcoming pending or confirmed call becomes cancelled (the policy checked the
 * owner). A superadmin may cancel anyone's: that is a staff write on a member's booking, so it
 * leaves an audit row in the same transaction; a member cancelling their own leaves none.
 */
export async function cancelCall(ctx: ViewerContext, { callId }: { callId: string }): Promise<CallResponse> {
  const [row] = await queryRows<CallRow>(
    ctx.db,
    sql`select ${callColumns} from scheduled_calls c where c.id = ${callId} and ${ownCall(ctx)}`,
  );
  if (!row) throw notFound(callMessages.callNotFound);
  if (!toCall(row, Date.now()).canCancel) throw new AppError('CONFLICT', callMessages.cannotCancel);
  const isOwnCall = row.user_id === ctx.viewer.userId;
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [updated] = await queryRows<
      CallRow & { member_name: string | null; organization_id: string | null }
    >(
      tx,
      sql`update scheduled_calls c set status = 'cancelled', updated_at = now()
           where c.id = ${callId} and ${ownCall(ctx)} and c.status in ('pending', 'confirmed')
           returning ${callColumns},
                     (select ${displayName('p')} from profiles p where p.id = c.user_id) as member_name,
                     (select p.organization_id from profiles p where p.id = c.user_id) as organization_id`,
    );
    // An agent changed it meanwhile.
    if (!updated) throw new AppError('CONFLICT', callMessages.cannotCancel);
    if (!isOwnCall) {
      await ctx.audit.record(tx, {
        action: 'call.status',
        target: {
          type: 'call',
          id: callId,
          name: `${updated.member_name ?? 'Member'}, ${updated.scheduled_date}`,
        },
        organizationId: updated.organization_id,
        before: { status: row.status },
        after: { status: 'cancelled' },
      });
    }
    return updated;
  });
  ctx.log.info({ callId, byItsMember: isOwnCall }, 'call cancelled');
  return { call: toCall(cancelled, Date.now()) };
}

/* ------------------------------------------------------------------------------------------
 * Manage Scheduled Calls (superadmins: every call; agents: their organization's members').
 * ---------------------------------------------------------------------------------------- */

/** Agents see their organization's members' calls only, whatever they ask for. */
function scopeCondition(ctx: ViewerContext) {
  const scope = scopeFor(ctx.viewer, 'call.view');
  if (scope.rows === 'all') return sql`true`;
  return scope.rows === 'organization' ? sql`p.organization_id = ${scope.organizationId}` : sql`false`;
}

// staff_notes only here: the member's reads (callColumns) never select it.
const adminColumns = sql`${callColumns}, c.staff_notes, p.first_name, p.last_name, u.email, p.phone, p.avatar_url`;
const adminFrom = sql`scheduled_calls c join "user" u on u.id = c.user_id left join profiles p on p.id = c.user_id`;

/**
 * 'Upcoming First': the calls still to come, soonest first, then the past ones, most recent
 * first (as Manage Events does), so the next call is at the top and not last year's.
 * 'Recent First': newest date first.
 */
function adminCallsOrder(sort: 'asc' | 'desc', now: number) {
  if (sort === 'desc') return sql`c.scheduled_date desc, c.created_at desc`;
  const today = callDateAt(now);
  // Today's call is still to come until its 7:00 AM PT start.
  const firstUpcomingDate = callStartsAt(today).getTime() > now ? today : addDays(today, 1);
  return sql`(c.scheduled_date < ${firstUpcomingDate}) asc,
             case when c.scheduled_date >= ${firstUpcomingDate} then c.scheduled_date end asc,
             c.scheduled_date desc, c.created_at asc`;
}

export async function listAdminCalls(
  ctx: ViewerContext,
  query: { search?: string; status?: CallStatus; sort: 'asc' | 'desc'; page: number },
): Promise<AdminCallsResponse> {
  const conditions = [scopeCondition(ctx)];
  if (query.status) conditions.push(sql`c.status = ${query.status}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(p.first_name ilike ${pattern} or p.last_name ilike ${pattern}
           or ${displayName('p', sql`''`)} ilike ${pattern}
           or u.email ilike ${pattern} or c.notes ilike ${pattern} or c.staff_notes ilike ${pattern})`,
    );
  }
  const now = Date.now();
  const rows = await queryRows<AdminCallRow>(
    ctx.db,
    sql`select ${adminColumns}, count(*) over ()::int as total from ${adminFrom}
         where ${sql.join(conditions, sql` and `)}
         order by ${adminCallsOrder(query.sort, now)}
         limit ${adminCallsPageSize} offset ${(query.page - 1) * adminCallsPageSize}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the count still answers.
    const [counted] = await queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from ${adminFrom} where ${sql.join(conditions, sql` and `)}`,
    );
    total = Number(counted?.total ?? 0);
  }
  return {
    calls: rows.map((row) => toAdminCall(row, now)),
    total,
    page: query.page,
    pageSize: adminCallsPageSize,
  };
}

async function loadAdminCall(ctx: ViewerContext, callId: string): Promise<AdminCallRow> {
  const [row] = await queryRows<AdminCallRow>(
    ctx.db,
    sql`select ${adminColumns} from ${adminFrom} where c.id = ${callId} and ${scopeCondition(ctx)}`,
  );
  if (!row) throw notFound(callMessages.callNotFound);
  return row;
}

export async function getAdminCall(
  ctx: ViewerContext,
  { callId }: { callId: string },
): Promise<AdminCallResponse> {
  return { call: toAdminCall(await loadAdminCall(ctx, callId), Date.now()) };
}

/**
 * A status button (any status from any other, spec 02 section 4) or Save Notes (the staff
 * notes only: the member's call topics are theirs and stay as they wrote them). The scope is
 * in the statement too, not only in the route's policy check. Each change records its audit
 * row in the transaction ('call.status', 'call.staff_notes'; decision 023), in the member's
 * organization: an agent's trail shows their organization's calls.
 */
export async function updateAdminCall(
  ctx: ViewerContext,
  { callId, ...body }: { callId: string; status?: CallStatus; staffNotes?: string | null },
): Promise<AdminCallResponse> {
  const sets = [sql`updated_at = now()`];
  if (body.status !== undefined) sets.push(sql`status = ${body.status}`);
  if (body.staffNotes !== undefined) sets.push(sql`staff_notes = ${body.staffNotes}`);
  // Back to pending or confirmed while another call holds the slot: the active-slot unique
  // index refuses it, answered 409 with callMessages.slotTaken by the error handler.
  await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<
      Pick<SqlRow<typeof scheduledCalls>, 'status' | 'staff_notes' | 'scheduled_date'> &
        LeftJoined<Pick<SqlRow<typeof profiles>, 'organization_id'>> & {
          /** The member's name put together; null without one. */
          member_name: string | null;
        }
    >(
      tx,
      sql`select c.status, c.staff_notes, c.scheduled_date::text as scheduled_date, p.organization_id,
                   ${displayName('p')} as member_name
              from ${adminFrom}
             where c.id = ${callId} and ${scopeCondition(ctx)}
               for update of c`,
    );
    if (!before) throw notFound(callMessages.callNotFound);
    await tx.execute(sql`update scheduled_calls set ${sql.join(sets, sql`, `)} where id = ${callId}`);
    const entry = {
      target: {
        type: 'call',
        id: callId,
        name: `${before.member_name ?? 'Member'}, ${before.scheduled_date}`,
      },
      organizationId: before.organization_id,
    };
    if (body.status !== undefined && body.status !== before.status) {
      await ctx.audit.record(tx, {
        ...entry,
        action: 'call.status',
        before: { status: before.status },
        after: { status: body.status },
      });
    }
    if (body.staffNotes !== undefined && body.staffNotes !== before.staff_notes) {
      await ctx.audit.record(tx, {
        ...entry,
        action: 'call.staff_notes',
        before: { staffNotes: auditText(before.staff_notes) },
        after: { staffNotes: auditText(body.staffNotes) },
      });
    }
  });
  ctx.log.info(
    { callId, status: body.status, staffNotesChanged: body.staffNotes !== undefined },
    'call updated',
  );
  return getAdminCall(ctx, { callId });
}
