// Relative, not '@/lib': the unit test project has no '@' alias.
import { formatDay } from '../../../lib/format-date';
import { inTimeZone } from '../../../lib/time-zone';

/*
 * How Book a Call and Manage Scheduled Calls write a call's day and time. Dates are
 * 'YYYY-MM-DD' calendar days in America/Los_Angeles as the server sends them (it owns the
 * Tuesday-Friday rule and the week navigation); the member's own clock time comes from the
 * slot's UTC instant. Days in the viewer's locale (lib/format-date.ts, issue 54).
 */

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

/** 'Tue' */
export function weekdayShort(date: string): string {
  return formatDay(date, 'weekday');
}

/** 'Mar 3' */
export function monthDayShort(date: string): string {
  return formatDay(date, 'monthDay');
}

/** 'Tuesday, Mar 3, 2026' (a calendar date, no time zone involved). */
export function formatCallDate(date: string): string {
  return formatDay(date, 'weekdayDate');
}

/** The date block of the admin list: 'MAR', '3', 'Tue'. */
export function dateBlock(date: string): { month: string; day: string; weekday: string } {
  const [, , day] = parts(date);
  return {
    month: formatDay(date, 'month').toUpperCase(),
    day: String(day),
    weekday: weekdayShort(date),
  };
}

/** 'Mar 3 - Mar 6, 2026' for the week navigator. */
export function weekRangeLabel(days: string[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  return `${monthDayShort(first)} - ${monthDayShort(last)}, ${parts(last)[0]}`;
}

/** '10:00 AM' for an instant, on the member's own clock (their Settings zone when given). */
export function localClockTime(instant: string, timeZone?: string): string {
  const local = timeZone ? inTimeZone(instant, timeZone) : new Date(instant);
  const hours = local.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(local.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
