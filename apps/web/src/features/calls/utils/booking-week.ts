/*
 * The Book a Call calendar (spec 02 section 2 and 9): weeks of Tuesday to Friday, the one
 * '7:00 AM PT' slot, dates as 'YYYY-MM-DD' calendar days in America/Los_Angeles (the
 * server's rule; it checks every booking again). Pacific time is computed from the US
 * daylight-saving rule (second Sunday of March to first Sunday of November, at 2:00 local)
 * rather than Intl's time-zone data, which costs a locale load on a phone.
 */

const dayMilliseconds = 24 * 60 * 60 * 1000;
const hourMilliseconds = 60 * 60 * 1000;

export const slotLabel = '7:00 AM PT';
const slotHourPacific = 7;

const monthShortNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLongNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdayShortNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayLongNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

function calendarMillis(date: string): number {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day);
}

function toCalendarDate(millis: number): string {
  const date = new Date(millis);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  return toCalendarDate(calendarMillis(date) + days * dayMilliseconds);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(calendarMillis(date)).getUTCDay();
}

/** The day of the month of the `nth` Sunday of a month (UTC calendar). */
function nthSunday(year: number, monthIndex: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/** Whether Pacific daylight time is in force at this instant. */
export function isPacificDaylightTime(instant: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  // 2:00 PST = 10:00 UTC; 2:00 PDT = 9:00 UTC.
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  return instant >= start && instant < end;
}

function pacificOffsetHours(instant: number): number {
  return isPacificDaylightTime(instant) ? -7 : -8;
}

/** Today's date in Los Angeles. */
export function pacificToday(now: number): string {
  return toCalendarDate(now + pacificOffsetHours(now) * hourMilliseconds);
}

/** The instant of a date's 7:00 AM Pacific slot. */
export function slotInstant(date: string): number {
  const localSlot = calendarMillis(date) + slotHourPacific * hourMilliseconds;
  // At 7:00 the offset of the day is settled (changes happen at 2:00).
  const offset = isPacificDaylightTime(localSlot + 8 * hourMilliseconds) ? -7 : -8;
  return localSlot - offset * hourMilliseconds;
}

/** The Monday of the (Pacific) week that holds `date`. */
export function mondayOf(date: string): string {
  const weekday = weekdayOf(date);
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}

/** Tuesday to Friday of the week `weekOffset` weeks after the current Pacific week. */
export function bookingWeek(now: number, weekOffset: number): string[] {
  const monday = addDays(mondayOf(pacificToday(now)), Math.max(0, weekOffset) * 7);
  return [1, 2, 3, 4].map((day) => addDays(monday, day));
}

/** A day can be booked while its slot is still ahead. */
export function isSlotAhead(date: string, now: number): boolean {
  return slotInstant(date) > now;
}

/** 'Tue' */
export function weekdayShort(date: string): string {
  return weekdayShortNames[weekdayOf(date)]!;
}

/** 'Mar 3' */
export function monthDayShort(date: string): string {
  const [, month, day] = parts(date);
  return `${monthShortNames[month - 1]} ${day}`;
}

/** 'Tuesday, March 3, 2026' (a calendar date, no time zone involved). */
export function formatCallDate(date: string): string {
  const [year, month, day] = parts(date);
  return `${weekdayLongNames[weekdayOf(date)]}, ${monthLongNames[month - 1]} ${day}, ${year}`;
}

/** The date block of the admin list: 'MAR', '3', 'Tue'. */
export function dateBlock(date: string): { month: string; day: string; weekday: string } {
  const [, month, day] = parts(date);
  return { month: monthShortNames[month - 1]!.toUpperCase(), day: String(day), weekday: weekdayShort(date) };
}

/** 'Mar 3 - Mar 6, 2026' for the week navigator. */
export function weekRangeLabel(days: string[]): string {
  const first = days[0]!;
  const last = days.at(-1)!;
  return `${monthDayShort(first)} - ${monthDayShort(last)}, ${parts(last)[0]}`;
}

/** '10:00 AM' in the member's own time zone for the 7:00 AM PT slot of `date`. */
export function slotLocalTime(date: string): string {
  const local = new Date(slotInstant(date));
  const hours = local.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(local.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A call is past once its day is before today in Los Angeles. */
export function isPastCallDate(date: string, now: number): boolean {
  return date < pacificToday(now);
}
