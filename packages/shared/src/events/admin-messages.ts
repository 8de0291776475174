/*
 * The admin event screens' texts and constants (spec 02 sections 2, 5, 8 and 9), apart from
 * the zod schemas so the pages can show them without loading the schema library;
 * admin-schemas.ts re-exports them.
 */
import type { paymentStatuses } from '../domain-values.ts';

export const adminEventMessages = {
  // Spec 02 section 5.
  requiredFields: 'Please fill in all required fields.',
  locationRequired: 'Location is required for live events.',
  zoomLinkRequired: 'Zoom link is required for virtual events.',
  invalidDateTime: 'Invalid date or time format.',
  // Spec 02 section 8.
  eventsLoadFailed: 'Failed to load events. Please try again.',
  eventLoadFailed: 'Failed to load event data. Please try again.',
  registrationsLoadFailed: 'Failed to load registration data. Please try again.',
  saveFailed: 'Failed to save event. Please try again.',
  createFailed: 'Failed to create event',
  deleteFailed: 'Failed to delete event. Please try again.',
  eventNotFound: 'Event not found',
  // Ours, where the spec has none.
  feeNotNumber: 'Registration fee must be a number.',
  feeNegative: 'Registration fee must be 0 or more.',
  feeCents: 'Registration fee can have at most 2 decimal places.',
  feeTooLarge: 'Registration fee must be at most $100,000.',
  seatsInvalid: 'Available seats must be a whole number, 0 or more.',
  seatsTooLarge: 'Available seats must be at most 1,000,000.',
  titleTooLong: 'Title must be at most 200 characters.',
  descriptionTooLong: 'Description must be at most 10,000 characters.',
  locationTooLong: 'Location must be at most 500 characters.',
  webAddress: 'Please enter a web address (https://...).',
  imageAddress: 'Please enter an image address (https://... or an uploaded file).',
  tagTooLong: 'A tag must be at most 50 characters.',
  tooManyTags: 'An event can have at most 20 tags.',
  hostNotAllowed: 'Please choose a host from the list.',
  eventCreated: 'Event created successfully.',
  eventUpdated: 'Event updated successfully.',
  eventDeleted: 'Event deleted.',
  activeToggleFailed: 'Failed to update the event. The change was undone.',
  noEvents: 'No events found',
  noEventsMatch: 'No events match these filters.',
  noRegistrations: 'No registrations yet',
  noRegistrationsMatch: 'No registrations match your search.',
  exportFailed: 'Failed to export registrations. Please try again.',
} as const;

export const adminEventStatusFilters = ['all', 'active', 'inactive'] as const;
export type AdminEventStatusFilter = (typeof adminEventStatusFilters)[number];

export const adminEventTypeLabels = { all: 'All Types', virtual: 'Virtual', live: 'Live' } as const;
export const adminEventStatusLabels = {
  all: 'All Status',
  active: 'Active',
  inactive: 'Inactive',
} as const;

/** How the registrations list and the CSV write a payment status ('none': a free registration). */
export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  none: 'Free Event',
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
};

export const adminEventsPageSize = 50;
export const registrationsPageSize = 50;
export const maxEventTags = 20;
export const maxTagLength = 50;

/** Spec 02 section 9: the export's columns, in order. */
export const registrationCsvColumns = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Registration Date',
  'Payment Status',
] as const;
