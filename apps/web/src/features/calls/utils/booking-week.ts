import { weekdayOf } from '@pillars/shared/calls/schedule';
// Relative, not '@/lib': the unit test project has no '@' alias.
import { monthNames, weekdayNames } from '../../../lib/format';
import { inTimeZone } from '../../../lib/time-zone';

/*
 * How Book a Call and Manage Scheduled Calls write a call's day and time. Dates are
 * 'YYYY-MM-DD' calendar days in America/Los_Angeles as the server sends them (it owns the
 * Tuesday-Friday rule and the week navigation); the member's own clock time comes from the
 * slot's UTC instant. Written by hand like lib/format.ts (no Intl locale load on a phone).
 */

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

/** 'Tue' */
export function weekdayShort(date: string): string {
  return weekdayNames[weekdayOf(date)]!.slice(0, 3);
}

/** 'Mar 3' */
export function monthDayShort(date: string): string {
  const [, month, day] = parts(date);
  return `${monthNames[month - 1]!.slice(0, 3)} ${day}`;
}

/** 'Tuesday, March 3, 2026' (a calendar date, no time zone involved). */
export function formatCallDate(date: string): string {
  const [year, month, day] = parts(date);
  return `${weekdayNames[weekdayOf(date)]}, ${monthNames[month - 1]} ${day}, ${year}`;
}

/** The date block of the admin list: 'MAR', '3', 'Tue'. */
export function dateBlock(date: string): { month: string; day: string; weekday: string } {
  const [, month, day] = parts(date);
  return {
    month: monthNames[month - 1]!.slice(0, 3).toUpperCase(),
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
