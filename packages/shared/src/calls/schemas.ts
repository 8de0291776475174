import { z } from 'zod';
import { callStatuses } from '../domain-values.ts';
import {
  adminCallsPageSize,
  callDurationMinutes,
  callMessages,
  callNotesMaxLength,
  callSlotTime,
  callStatusActions,
  callStatusColours,
  callStatusLabels,
  callTimeZone,
  isValidUsPhone,
} from './messages.ts';
import { isCalendarDate } from './schedule.ts';

export {
  adminCallsPageSize,
  callDurationMinutes,
  callMessages,
  callNotesMaxLength,
  callSlotTime,
  callStatusActions,
  callStatusColours,
  callStatusLabels,
  callTimeZone,
};

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, { message });

/** A member's call, as Book a Call lists it. */
export const call = z.object({
  id: z.uuid(),
  /** 'YYYY-MM-DD', a calendar day in America/Los_Angeles. */
  date: z.string(),
  /** '7:00 AM PT'. */
  time: z.string(),
  /** When the call starts, ISO 8601 UTC (the web also shows it in the member's own zone). */
  startsAt: z.string(),
  status: z.enum(callStatuses),
  /** The member's call topics (Book a Call, step 4). */
  notes: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isPast: z.boolean(),
  /** Pending or confirmed and not started: the member may cancel it. */
  canCancel: z.boolean(),
  createdAt: z.string(),
});
export type Call = z.infer<typeof call>;

export const callSlot = z.object({
  time: z.string(),
  startsAt: z.string(),
  /** A pending or confirmed call holds it. */
  isTaken: z.boolean(),
  /** Started already (or the day is past). */
  isPast: z.boolean(),
  /** Free and at least 24 hours away (calls are confirmed 24 hours ahead): the one rule the server also checks. */
  isBookable: z.boolean(),
});
export type CallSlot = z.infer<typeof callSlot>;

export const bookingDay = z.object({
  /** 'YYYY-MM-DD' in America/Los_Angeles. */
  date: z.string(),
  /** 2 Tuesday ... 5 Friday. */
  weekday: z.number().int(),
  slots: z.array(callSlot),
});
export type BookingDay = z.infer<typeof bookingDay>;

/** GET /api/calls/booking?weekStart=: everything Book a Call shows, in one answer. */
export const bookingQuery = z.object({
  /** Any date of the wanted week (the server takes its Monday); default and minimum: this week. */
  weekStart: calendarDate(callMessages.invalidDate).optional(),
});
export type BookingQuery = z.input<typeof bookingQuery>;

export const bookingResponse = z.object({
  timeZone: z.string(),
  /** Today in America/Los_Angeles. */
  today: z.string(),
  week: z.object({
    /** The Monday of the shown week. */
    start: z.string(),
    /** Null on the current week: the navigator never goes back before it. */
    previousStart: z.string().nullable(),
    nextStart: z.string(),
  }),
  /** Tuesday to Friday of the shown week. */
  days: z.array(bookingDay),
  /** The viewer's calls, cancelled ones hidden, newest date first. */
  myCalls: z.array(call),
  /** The viewer's next pending or confirmed call, for the banner. */
  upcomingCall: call.nullable(),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** POST /api/calls. */
export const bookCallBody = z
  .object({
    date: z.string({ error: callMessages.requiredFields }).min(1, callMessages.requiredFields),
    time: z.string({ error: callMessages.requiredFields }).min(1, callMessages.requiredFields),
    phoneNumber: z
      .string({ error: callMessages.requiredFields })
      .trim()
      .min(1, callMessages.requiredFields)
      .refine(isValidUsPhone, callMessages.invalidPhone),
    notes: z
      .string()
      .max(callNotesMaxLength, callMessages.notesTooLong)
      .nullable()
      .optional()
      .transform(trimmedOrNull),
  })
  .strict();
export type BookCallBody = z.input<typeof bookCallBody>;

export const callParams = z.object({ callId: z.uuid(callMessages.callNotFound) });

export const callResponse = z.object({ call });
export type CallResponse = z.infer<typeof callResponse>;

/** A call on Manage Scheduled Calls: with its member and the staff's own notes. */
export const adminCall = call.extend({
  /** Save Notes in Call Details; never in a member's answer. */
  staffNotes: z.string().nullable(),
  member: z.object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
});
export type AdminCall = z.infer<typeof adminCall>;

export const adminCallSorts = ['asc', 'desc'] as const;

/**
 * GET /api/admin/calls: search (name, email, call topics, staff notes), status, sort by date
 * ('asc': Upcoming First, the calls still to come soonest first and then the past ones newest
 * first; 'desc': Recent First, newest date first).
 */
export const adminCallsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(callStatuses, { error: 'Unknown status' }).optional(),
  sort: z.enum(adminCallSorts, { error: 'Sort must be asc or desc' }).default('asc'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type AdminCallsQuery = z.input<typeof adminCallsQuery>;

export const adminCallsResponse = z.object({
  calls: z.array(adminCall),
  /** '{n} call(s) found'. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCallsResponse = z.infer<typeof adminCallsResponse>;

export const adminCallResponse = z.object({ call: adminCall });
export type AdminCallResponse = z.infer<typeof adminCallResponse>;

/** PATCH /api/admin/calls/:callId: a status button, or Save Notes (the staff notes only). */
export const updateCallBody = z
  .object({
    status: z.enum(callStatuses, { error: 'Unknown status' }).optional(),
    staffNotes: z
      .string()
      .max(callNotesMaxLength, callMessages.staffNotesTooLong)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : trimmedOrNull(value))),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.staffNotes !== undefined, {
    message: callMessages.nothingToUpdate,
  });
export type UpdateCallBody = z.input<typeof updateCallBody>;
