import type { callStatuses } from '../domain-values.ts';

/*
 * Book a Call and Manage Scheduled Calls texts and constants (spec 02), apart from the zod
 * schemas so the web app can show them without loading the schema library.
 */

export const callMessages = {
  // Book a Call (spec 02 sections 2, 5 and 8).
  bookTitle: 'Book a Call',
  requiredFields: 'Please fill in all required fields.',
  invalidPhone: 'Please enter a valid phone number.',
  slotTaken: 'Sorry, this time slot has just been booked. Please select another time.',
  bookFailed: 'Failed to schedule your call. Please try again.',
  cancelFailed: 'Failed to cancel the call. Please try again.',
  booked: 'Your call has been successfully scheduled! We will contact you at the scheduled time.',
  cancelled: 'Your call has been cancelled.',
  myCallsLoadFailed: 'Failed to load your scheduled calls. Please try again later.',
  noScheduledCalls: 'No Scheduled Calls',
  upcomingCallBanner: 'You already have an upcoming call scheduled',
  weekCaption: 'Tuesday - Friday only',
  // Ours: the server's refusals of a booking the screen would not offer.
  pastDate: 'That date has passed. Please select an upcoming date.',
  slotTooSoon: 'Less than 24 hours away',
  tooSoon: 'Calls are confirmed 24 hours in advance. Please select a time at least 24 hours away.',
  weekdayOnly: 'Calls can be booked Tuesday through Friday only.',
  invalidTime: 'The only available time is 7:00 AM PT.',
  invalidDate: 'Please select a valid date.',
  notesTooLong: 'Call topics can be at most 2,000 characters.',
  staffNotesTooLong: 'Notes can be at most 2,000 characters.',
  callNotFound: 'Call not found',
  cannotCancel: 'Only upcoming pending or confirmed calls can be cancelled.',
  // Manage Scheduled Calls (spec 02 sections 2 and 8).
  adminTitle: 'Manage Scheduled Calls',
  adminSubtitle: 'View and manage all scheduled client calls',
  adminLoadFailed: 'Failed to load call data. Please try again.',
  updateFailed: 'Failed to update call status. Please try again.',
  searchPlaceholder: 'Search by name, email, or notes...',
  noCallsFound: 'No Calls Found',
  noCallsMatch: 'No calls match your search criteria.',
  noCalls: 'No scheduled calls found.',
  noPhone: 'No phone number',
  notesPlaceholder: 'Add or update notes about this call...',
  scheduleNote: 'One call per day at 7:00 AM PT/ET',
  nothingToUpdate: 'Send a status or staff notes.',
  callTopicsLabel: 'Call Topics',
  noCallTopics: 'No call topics given.',
  staffNotesLabel: 'Staff Notes',
  staffNotesHint: 'Only staff see these notes; the member does not.',
  cancelConfirmTitle: 'Cancel this call?',
  keepCall: 'Keep Call',
} as const;

/** The only slot (spec 02 section 9), at 07:00 in America/Los_Angeles. */
export const callSlotTime = '7:00 AM PT';
export const callSlotHour = 7;
/** Calls are confirmed this many hours ahead: the earliest bookable call starts at least this far away. */
export const callNoticeHours = 24;
export const callTimeZone = 'America/Los_Angeles';
export const callDurationMinutes = 30;
export const callNotesMaxLength = 2_000;
export const adminCallsPageSize = 50;

export type CallStatus = (typeof callStatuses)[number];

export const callStatusLabels: Record<CallStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

/** Badge colours (spec 02 section 4). */
export const callStatusColours: Record<CallStatus, 'blue' | 'green' | 'purple' | 'red' | 'gray'> = {
  pending: 'blue',
  confirmed: 'green',
  completed: 'purple',
  missed: 'red',
  cancelled: 'gray',
};

/** The Call Details modal's status buttons (the current status's one is disabled). */
export const callStatusActions: Record<CallStatus, string> = {
  pending: 'Mark as Pending',
  confirmed: 'Confirm Call',
  completed: 'Mark as Completed',
  missed: 'Mark as Missed',
  cancelled: 'Cancel Call',
};

/**
 * US 10-digit numbers, optional parentheses around the area code, optional '-', '.' or space
 * separators (spec 02 section 5): (555) 123-4567, 555-123-4567, 555.123.4567, 5551234567.
 */
export const usPhonePattern = /^(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}$/;
export const isValidUsPhone = (value: string): boolean => usPhonePattern.test(value.trim());
