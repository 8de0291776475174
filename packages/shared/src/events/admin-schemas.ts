import { z } from 'zod';
import { eventTypes, paymentStatuses } from '../domain-values.ts';
import {
  type AdminEventStatusFilter,
  adminEventMessages,
  adminEventStatusFilters,
  maxEventTags,
  maxTagLength,
} from './admin-messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export * from './admin-messages.ts';

const messages = adminEventMessages;

/** Query strings carry text: 'true'/'1' tick the box, anything else (or nothing) leaves it off. */
const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

export const adminEventTypeFilters = ['all', ...eventTypes] as const;

/**
 * GET /api/admin/events. By default the active upcoming events (what members see);
 * `status` all or inactive and `includePast` widen it. Upcoming soonest first, then past
 * ones newest first.
 */
export const adminEventsQuery = z.object({
  type: z.enum(adminEventTypeFilters, { error: 'Type must be all, live or virtual' }).default('all'),
  status: z
    .enum(adminEventStatusFilters, { error: 'Status must be all, active or inactive' })
    .default('active' satisfies AdminEventStatusFilter),
  includePast: queryBoolean,
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type AdminEventsQuery = z.input<typeof adminEventsQuery>;

export const adminEventParams = z.object({ eventId: z.uuid(messages.eventNotFound) });

export const adminEventHost = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type AdminEventHost = z.infer<typeof adminEventHost>;

/** A row of /admin/events: tags, seats taken and the host come with it (one statement). */
export const adminEventRow = z.object({
  id: z.uuid(),
  title: z.string(),
  /** ISO 8601 UTC instant; the page shows it in the admin's own time zone. */
  dateTime: z.string(),
  type: z.enum(eventTypes),
  location: z.string().nullable(),
  imageUrl: z.string().nullable(),
  feeCents: z.number().int(),
  /** 'Free' or dollars. */
  feeLabel: z.string(),
  /** Null: unlimited. */
  availableSeats: z.number().int().nullable(),
  /** Seats taken, by the members' rule (free, paid, and paying within the hold). */
  seatsTaken: z.number().int(),
  /** Every registration row, whatever its status: what a delete removes with the event. */
  registrationCount: z.number().int(),
  isActive: z.boolean(),
  isPast: z.boolean(),
  /** In name order; cards show 2, then '+N more'. */
  tags: z.array(z.string()),
  hostName: z.string().nullable(),
});
export type AdminEventRow = z.infer<typeof adminEventRow>;

export const adminEventsResponse = z.object({
  events: z.array(adminEventRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminEventsResponse = z.infer<typeof adminEventsResponse>;

export const adminEventHostsResponse = z.object({ hosts: z.array(adminEventHost) });
export type AdminEventHostsResponse = z.infer<typeof adminEventHostsResponse>;

export const adminEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  type: z.enum(eventTypes),
  location: z.string().nullable(),
  zoomLink: z.string().nullable(),
  imageUrl: z.string().nullable(),
  feeCents: z.number().int(),
  availableSeats: z.number().int().nullable(),
  hostId: z.uuid().nullable(),
  isActive: z.boolean(),
  tags: z.array(z.string()),
  /** Offered on these plans only (issue 58); empty: every plan. */
  planIds: z.array(z.uuid()),
});
export type AdminEvent = z.infer<typeof adminEvent>;

/** GET /api/admin/events/:eventId: the edit form in one answer. */
export const adminEventResponse = z.object({ event: adminEvent, hosts: z.array(adminEventHost) });
export type AdminEventResponse = z.infer<typeof adminEventResponse>;

/* ------------------------------------------------------------------------------------------
 * The form (spec 02 section 5). The web form validates with `adminEventFields` (its values
 * are what the inputs hold: text and booleans) and sends them, with the browser's UTC offset
 * for that date, as `saveAdminEventBody`, which the server validates again.
 * ---------------------------------------------------------------------------------------- */

const required = (max: number, tooLong: string) =>
  z.string({ error: messages.requiredFields }).trim().min(1, messages.requiredFields).max(max, tooLong);

const trimmedOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const isWebAddress = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);
/** A web address or a file uploaded here (`/uploads/...`). */
const isImageAddress = (value: string) => isWebAddress(value) || /^\/uploads\/[^\s]+$/.test(value);

const optionalText = (max: number, tooLong: string) =>
  z.string().max(max, tooLong).nullable().optional().transform(trimmedOrNull);

/** 'YYYY-MM-DD' of a real calendar day. */
export function isValidEventDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1970 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** 'HH:MM' (24 hours, what a time input holds), seconds allowed. */
export function isValidEventTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
}

/** '25', '25.5', '25.50' (dollars) -> 2550 cents; '' -> 0 (spec: empty becomes 0). */
const registrationFee = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((value, context) => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return 0;
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      context.addIssue({ code: 'custom', message: messages.feeNotNumber });
      return z.NEVER;
    }
    if (text.startsWith('-')) {
      context.addIssue({ code: 'custom', message: messages.feeNegative });
      return z.NEVER;
    }
    const [whole = '0', fraction = ''] = text.split('.');
    if (fraction.replace(/0+$/, '').length > 2) {
      context.addIssue({ code: 'custom', message: messages.feeCents });
      return z.NEVER;
    }
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
    if (cents > 10_000_000) {
      context.addIssue({ code: 'custom', message: messages.feeTooLarge });
      return z.NEVER;
    }
    return cents;
  });

/** '' -> null (unlimited); otherwise a whole number, 0 or more. */
const availableSeats = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((value, context) => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return null;
    if (!/^\d+$/.test(text)) {
      context.addIssue({ code: 'custom', message: messages.seatsInvalid });
      return z.NEVER;
    }
    const seats = Number(text);
    if (seats > 1_000_000) {
      context.addIssue({ code: 'custom', message: messages.seatsTooLarge });
      return z.NEVER;
    }
    return seats;
  });

/** Trimmed, empty ones dropped, duplicates (any case) ignored: the first spelling stays. */
const tags = z
  .array(z.string().max(maxTagLength, messages.tagTooLong))
  .optional()
  .transform((values, context) => {
    const kept: string[] = [];
    const seen = new Set<string>();
    for (const value of values ?? []) {
      const tag = value.trim();
      const key = tag.toLocaleLowerCase();
      if (!tag || seen.has(key)) continue;
      seen.add(key);
      kept.push(tag);
    }
    if (kept.length > maxEventTags) {
      context.addIssue({ code: 'custom', message: messages.tooManyTags });
      return z.NEVER;
    }
    return kept;
  });

const eventFieldsObject = z.object({
  title: required(200, messages.titleTooLong),
  description: required(10_000, messages.descriptionTooLong),
  date: z.string({ error: messages.requiredFields }).trim().min(1, messages.requiredFields),
  time: z.string({ error: messages.requiredFields }).trim().min(1, messages.requiredFields),
  type: z.enum(eventTypes, { error: 'Type must be live or virtual' }).default('virtual'),
  location: optionalText(500, messages.locationTooLong),
  zoomLink: optionalText(2000, messages.webAddress),
  imageUrl: optionalText(2000, messages.imageAddress),
  registrationFee,
  availableSeats,
  /** '' or null: no host. The server accepts only someone from its host list. */
  hostId: z
    .string()
    .nullable()
    .optional()
    .transform(trimmedOrNull)
    .refine((value) => value === null || z.uuid().safeParse(value).success, messages.hostNotAllowed),
  isActive: z.boolean().default(true),
  tags,
  /** Offered on these plans only (issue 58); empty: every plan. */
  planIds: z.array(z.uuid('Plan id must be a UUID')).max(20).default([]),
});

type EventFieldsOutput = z.output<typeof eventFieldsObject>;

function checkEventFields(fields: EventFieldsOutput, context: z.RefinementCtx): void {
  if (fields.date && !isValidEventDate(fields.date)) {
    context.addIssue({ code: 'custom', path: ['date'], message: messages.invalidDateTime });
  }
  if (fields.time && !isValidEventTime(fields.time)) {
    context.addIssue({ code: 'custom', path: ['time'], message: messages.invalidDateTime });
  }
  if (fields.type === 'live' && !fields.location) {
    context.addIssue({ code: 'custom', path: ['location'], message: messages.locationRequired });
  }
  if (fields.type === 'virtual' && !fields.zoomLink) {
    context.addIssue({ code: 'custom', path: ['zoomLink'], message: messages.zoomLinkRequired });
  }
  if (fields.zoomLink && !isWebAddress(fields.zoomLink)) {
    context.addIssue({ code: 'custom', path: ['zoomLink'], message: messages.webAddress });
  }
  if (fields.imageUrl && !isImageAddress(fields.imageUrl)) {
    context.addIssue({ code: 'custom', path: ['imageUrl'], message: messages.imageAddress });
  }
}

/** The form's fields and rules (the web form's resolver). */
export const adminEventFields = eventFieldsObject.superRefine(checkEventFields);
export type AdminEventFieldsInput = z.input<typeof adminEventFields>;

/**
 * POST /api/admin/events, PUT /api/admin/events/:eventId: the form's fields, and the
 * browser's offset from UTC for that date and time (`Date#getTimezoneOffset`, minutes), so
 * 6:00 PM means 6:00 PM where the admin is, as members' pages show it in their own zone.
 */
export const saveAdminEventBody = eventFieldsObject
  .extend({
    utcOffsetMinutes: z
      .number({ error: messages.invalidDateTime })
      .int(messages.invalidDateTime)
      .min(-16 * 60, messages.invalidDateTime)
      .max(16 * 60, messages.invalidDateTime)
      .default(0),
  })
  .strict()
  .superRefine(checkEventFields);
export type SaveAdminEventBody = z.input<typeof saveAdminEventBody>;
export type SaveAdminEventInput = z.output<typeof saveAdminEventBody>;

/** The instant a date and time on a wall clock `utcOffsetMinutes` behind UTC stand for. */
export function eventInstant(date: string, time: string, utcOffsetMinutes: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) + utcOffsetMinutes * 60_000);
}

export const savedAdminEventResponse = z.object({ event: adminEvent });
export type SavedAdminEventResponse = z.infer<typeof savedAdminEventResponse>;

export const setAdminEventActiveBody = z
  .object({ isActive: z.boolean({ error: 'isActive must be true or false' }) })
  .strict();
export type SetAdminEventActiveBody = z.input<typeof setAdminEventActiveBody>;
export const setAdminEventActiveResponse = z.object({ id: z.uuid(), isActive: z.boolean() });

export const deleteAdminEventResponse = z.object({
  /** How many registrations went with it. */
  deletedRegistrations: z.number().int(),
});

/* ------------------------------------------------------------------------------------------
 * Registrations.
 * ---------------------------------------------------------------------------------------- */

export const eventRegistrationsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type EventRegistrationsQuery = z.input<typeof eventRegistrationsQuery>;

export const eventRegistration = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  registeredAt: z.string(),
  paymentStatus: z.enum(paymentStatuses),
});
export type EventRegistration = z.infer<typeof eventRegistration>;

export const eventRegistrationsResponse = z.object({
  event: adminEventRow,
  registrations: z.array(eventRegistration),
  /** Matching the search. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EventRegistrationsResponse = z.infer<typeof eventRegistrationsResponse>;

/** The CSV file (text/csv; charset=utf-8), sent as an attachment. */
export const registrationsCsvResponse = z.string();
