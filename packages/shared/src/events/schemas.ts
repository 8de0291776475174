import { z } from 'zod';
import { eventTypes, paymentStatuses } from '../domain-values.ts';
import {
  cardTagCount,
  eventMessages,
  eventPagePaths,
  eventsPageSize,
  formatEventFee,
  lowSeatsThreshold,
  relatedEventsCount,
  seatsRemainingMessage,
} from './messages.ts';

export { okResponse } from '../accounts/schemas.ts';
export {
  cardTagCount,
  eventMessages,
  eventPagePaths,
  eventsPageSize,
  formatEventFee,
  lowSeatsThreshold,
  relatedEventsCount,
  seatsRemainingMessage,
};

export const eventTypeFilters = ['all', ...eventTypes] as const;
export type EventTypeFilter = (typeof eventTypeFilters)[number];

/** Query strings carry text: 'true'/'1' tick the box, anything else (or nothing) leaves it off. */
const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET /api/events: upcoming first (soonest first), then past ones (newest first) when asked. */
export const listEventsQuery = z.object({
  type: z.enum(eventTypeFilters, { error: 'Type must be all, live or virtual' }).default('all'),
  includePast: queryBoolean,
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
});
export type ListEventsQuery = z.input<typeof listEventsQuery>;

export const eventParams = z.object({ eventId: z.uuid(eventMessages.eventNotFound) });

/** What a card shows (the list, the related events). */
export const eventCard = z.object({
  id: z.uuid(),
  title: z.string(),
  /** ISO 8601 UTC instant; the web shows it in the member's own time zone. */
  dateTime: z.string(),
  type: z.enum(eventTypes),
  /** What the card prints: the location or 'TBA' for live events, 'Online' for virtual ones. */
  locationLabel: z.string(),
  imageUrl: z.string().nullable(),
  /** 'Free' or dollars. */
  feeLabel: z.string(),
  /** max(0, available_seats - seats taken); null when unlimited. */
  seatsLeft: z.number().int().nullable(),
  /** Every tag, in name order; cards show the first 2, then '+N more'. */
  tags: z.array(z.string()),
  isPast: z.boolean(),
  /** The viewer holds a seat (registered, paid, or paying). */
  isRegistered: z.boolean(),
  /** Offered on these plans only (issue 58; empty: every plan): `content.open` decides. */
  planIds: z.array(z.uuid()),
  /** 'Available on Team and Agency'; null when it is on every plan. */
  availableOn: z.string().nullable(),
});
export type EventCard = z.infer<typeof eventCard>;

export const eventsResponse = z.object({
  events: z.array(eventCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EventsResponse = z.infer<typeof eventsResponse>;

export const eventHost = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type EventHost = z.infer<typeof eventHost>;

/**
 * The viewer's registration. `paymentStatus`: none (free event), pending (paying: the seat is
 * held until the hold expires), completed (paid). A failed payment is no registration (null).
 */
export const myRegistration = z.object({
  id: z.uuid(),
  registeredAt: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  /** May be cancelled now: the event has not started and nothing was paid. */
  canCancel: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistration>;

/*
 * A card carries what a card prints, no more: the events list sends up to a page of them
 * (issue 21: the list's bytes, not its queries, were what kept it under the throughput
 * budget). The raw figures behind the labels are the event page's.
 */
export const eventDetail = eventCard.extend({
  /** The stored location (live events); null when none. */
  location: z.string().nullable(),
  feeCents: z.number().int(),
  /** Null: unlimited (available_seats null). */
  availableSeats: z.number().int().nullable(),
  /** Seats taken: free and paid registrations, and pending paid ones holding their seat. */
  registeredCount: z.number().int(),
  description: z.string(),
  host: eventHost.nullable(),
  /**
   * The Zoom link of a virtual event: only for a viewer whose registration counts (free, or
   * paid); null for everyone else, who never receives it.
   */
  zoomLink: z.string().nullable(),
  /** Seats left is 0: registration is refused. */
  isFull: z.boolean(),
});
export type EventDetail = z.infer<typeof eventDetail>;

/** GET /api/events/:eventId: everything the event page shows, in one answer. */
export const eventDetailResponse = z.object({
  event: eventDetail,
  registration: myRegistration.nullable(),
  /** Up to 3 other active upcoming events, soonest first. */
  related: z.array(eventCard),
});
export type EventDetailResponse = z.infer<typeof eventDetailResponse>;

/**
 * POST /api/events/:eventId/registration: a free event answers the registration (paymentStatus
 * none); a paid one answers the pending registration and `checkoutUrl`, where the browser goes
 * to pay (the seat is held meanwhile). Calling it again while paying answers a new checkout URL.
 */
export const registerForEventResponse = z.object({
  registration: myRegistration,
  checkoutUrl: z.string().nullable(),
  seatsLeft: z.number().int().nullable(),
});
export type RegisterForEventResponse = z.infer<typeof registerForEventResponse>;

/** DELETE /api/events/:eventId/registration: the seat is free again. */
export const cancelRegistrationResponse = z.object({ seatsLeft: z.number().int().nullable() });
export type CancelRegistrationResponse = z.infer<typeof cancelRegistrationResponse>;

/** GET /api/events/:eventId/calendar.ics: an iCalendar file (text/calendar). */
export const calendarFileResponse = z.string();

export const eventCardTags = (tags: string[]): { shown: string[]; more: number } => ({
  shown: tags.slice(0, cardTagCount),
  more: Math.max(0, tags.length - cardTagCount),
});
