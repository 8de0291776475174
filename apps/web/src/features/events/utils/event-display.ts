import { lowSeatsThreshold, seatsRemainingMessage } from '@pillars/shared/events/messages';
import { plural } from '@pillars/shared/plural';
import { formatDate } from '../../../lib/format-date';
import { inTimeZone, timeZoneLabel } from '../../../lib/time-zone';

/** The instant as the member's zone reads it (Settings > Time zone); the browser's when not given. */
function wallClock(dateTime: string, timeZone: string | undefined): Date {
  return timeZone ? inTimeZone(dateTime, timeZone) : new Date(dateTime);
}

/*
 * What the events screens write about an event (spec 01 sections 2 and 9): month groups,
 * dates and times in the member's own time zone, seats and countdown (the server
 * writes the fee, the place and the tags' overflow). Dates and times in the viewer's locale
 * (lib/format-date.ts, issue 54).
 */

const hourMilliseconds = 60 * 60 * 1000;
const dayMilliseconds = 24 * hourMilliseconds;

/** An event is past once its start time is before now (spec 01 section 4). */
export function isPastEvent(dateTime: string, now: number): boolean {
  return Date.parse(dateTime) < now;
}

export interface MonthGroup<T> {
  /** 'upcoming-YYYY-MM' or 'past-YYYY-MM' (member's time zone): a month can hold both. */
  key: string;
  /** 'March 2026'. */
  label: string;
  events: T[];
}

/**
 * Events grouped by the month they start in (member's time zone): upcoming events first,
 * soonest first, then past ones (when shown), latest first, so what is next is always on top.
 */
export function groupEventsByMonth<T extends { dateTime: string }>(
  events: T[],
  now: number,
  timeZone?: string,
): MonthGroup<T>[] {
  const upcoming = events
    .filter((event) => !isPastEvent(event.dateTime, now))
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const past = events
    .filter((event) => isPastEvent(event.dateTime, now))
    .sort((a, b) => Date.parse(b.dateTime) - Date.parse(a.dateTime));
  const groups: MonthGroup<T>[] = [];
  for (const event of [...upcoming, ...past]) {
    const date = wallClock(event.dateTime, timeZone);
    const section = isPastEvent(event.dateTime, now) ? 'past' : 'upcoming';
    const key = `${section}-${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    const last = groups.at(-1);
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, label: formatDate(date, 'monthYear'), events: [event] });
  }
  return groups;
}

/** 'Tuesday, Mar 3, 2026' (the member's time zone). */
export function formatEventDate(dateTime: string, timeZone?: string): string {
  return formatDate(wallClock(dateTime, timeZone), 'weekdayDate');
}

/** 'Tue, Mar 3 · 6:00 PM' for cards (the member's time zone). */
export function formatEventShortDateTime(dateTime: string, timeZone?: string): string {
  const date = wallClock(dateTime, timeZone);
  return `${formatDate(date, 'shortWeekdayDay')} · ${formatDate(date, 'time')}`;
}

/** '6:00 PM' (the member's time zone). */
export function formatEventTime(dateTime: string, timeZone?: string): string {
  return formatDate(wallClock(dateTime, timeZone), 'time');
}

/** '6:00 PM (Europe/Paris)': a time with the zone it is read in named. */
export function formatEventTimeWithZone(dateTime: string, timeZone: string): string {
  return `${formatEventTime(dateTime, timeZone)} (${timeZoneLabel(timeZone)})`;
}

/** 'Tue, Mar 3 · 6:00 PM (Europe/Paris)' for cards. */
export function formatEventShortDateTimeWithZone(dateTime: string, timeZone: string): string {
  return `${formatEventShortDateTime(dateTime, timeZone)} (${timeZoneLabel(timeZone)})`;
}

/** null seats left means unlimited. */
export function formatSeatsLeft(seatsLeft: number | null): string {
  if (seatsLeft === null) return 'Unlimited seats';
  if (seatsLeft <= 0) return 'Sold out';
  return `${plural(seatsLeft, 'seat')} left`;
}

/** The admin's place of an event: 'Online' for virtual events, the place (or 'TBA') for live ones. */
export function formatAdminEventPlace(event: { type: 'live' | 'virtual'; location: string | null }): string {
  if (event.type === 'virtual') return 'Online';
  return event.location?.trim() || 'TBA';
}

/** The admin's seat count: '3 / 50 registered', or '3 registered (unlimited seats)'. */
export function formatAdminSeats(event: { seatsTaken: number; availableSeats: number | null }): string {
  return event.availableSeats === null
    ? `${event.seatsTaken} registered (unlimited seats)`
    : `${event.seatsTaken} / ${event.availableSeats} registered`;
}

/** The warning of spec 01 section 9: under 10 seats left (and some left). */
export function lowSeatsWarning(seatsLeft: number | null): string | null {
  if (seatsLeft === null || seatsLeft <= 0 || seatsLeft >= lowSeatsThreshold) return null;
  return seatsRemainingMessage(seatsLeft);
}

/** Countdown to the start: whole days left, else hours left; null once it has started. */
export function countdownText(dateTime: string, now: number): string | null {
  const remaining = Date.parse(dateTime) - now;
  if (remaining <= 0) return null;
  const days = Math.floor(remaining / dayMilliseconds);
  if (days >= 1) return `${plural(days, 'day')} left`;
  const hours = Math.floor(remaining / hourMilliseconds);
  if (hours >= 1) return `${plural(hours, 'hour')} left`;
  return 'Less than an hour left';
}
