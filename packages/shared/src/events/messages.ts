/*
 * The event screens' texts and constants, apart from the zod schemas so the web app can show
 * them without loading the schema library; schemas.ts re-exports them.
 */
import { plural } from '../plural';

/** Spec 01 sections 8 and 9 texts, and ours where the spec has none (marked). */
export const eventMessages = {
  eventsLoadFailed: 'Failed to load events. Please try again later.',
  eventLoadFailed: 'Failed to load event. Please try again later.',
  eventNotFound: 'Event not found',
  registerFailed: 'Failed to register for event. Please try again.',
  // Ours: the refusals the server explains.
  eventFull: 'Sorry, this event is full. No seats are left.',
  alreadyRegistered: 'You are already registered for this event.',
  eventPast: 'This event has already taken place. Registration is closed.',
  notRegistered: 'You are not registered for this event.',
  cancelPast: 'This event has already started. The registration can no longer be cancelled.',
  cancelPaid:
    'Paid registrations cannot be cancelled here. Please contact support to cancel and get a refund.',
  cancelFailed: 'Failed to cancel your registration. Please try again.',
  registered: 'You are registered for this event.',
  registrationCancelled: 'Your registration has been cancelled.',
  // Ours (issue 21): cancelling a registration asks first.
  cancelConfirmTitle: 'Cancel your registration?',
  cancelConfirmDescription: 'Your seat goes back to the event. You can register again while seats are left.',
  cancelConfirmKeep: 'Keep Registration',
  cancelling: 'Cancelling...',
  paymentPending: 'Your seat is held while you complete the payment.',
  noEvents: 'No events found',
  includePast: 'Include Past Events',
  addToCalendar: 'Add to calendar',
  free: 'Free',
  locationTba: 'TBA',
  online: 'Online',
} as const;

/** 'Only N seats remaining!' under this many seats left (spec 01 section 9). */
export const lowSeatsThreshold = 10;
export const seatsRemainingMessage = (seatsLeft: number): string =>
  `Only ${plural(seatsLeft, 'seat')} remaining!`;

/** Related events on an event page (spec 01 section 9). */
export const relatedEventsCount = 3;
/** Tags a card shows before '+N more'. */
export const cardTagCount = 2;
export const eventsPageSize = 50;

/** Where a paid registration's checkout returns the browser (the event page, with the outcome). */
export const eventPagePaths = {
  event: (eventId: string) => `/events/${encodeURIComponent(eventId)}`,
  paymentSuccess: (eventId: string) => `/events/${encodeURIComponent(eventId)}?payment=success`,
  paymentCancelled: (eventId: string) => `/events/${encodeURIComponent(eventId)}?payment=cancelled`,
} as const;

/** The fee as cards show it: 'Free' when 0, else dollars ('$25' or '$25.50'). */
export function formatEventFee(feeCents: number): string {
  if (feeCents <= 0) return eventMessages.free;
  const dollars = feeCents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}
