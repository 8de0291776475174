import { callNoticeHours, callSlotHour, callTimeZone } from './messages.ts';

/*
 * Calendar arithmetic for Book a Call, in America/Los_Angeles whatever the machine's zone:
 * dates are 'YYYY-MM-DD' strings (a calendar day in Los Angeles), instants are Date. The
 * offset of a day is asked of Intl, so daylight-saving changes are the tz database's, not ours.
 */

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parts(date: string): [number, number, number] {
  const match = datePattern.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday, of a calendar date (zone-free). */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Tuesday to Friday (spec 02 section 9). */
export const isBookableWeekday = (date: string): boolean => {
  const day = weekdayOf(date);
  return day >= 2 && day <= 5;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return Date.UTC(values.year!, values.month! - 1, values.day!, values.hour!, values.minute!, values.second!);
}

/** The calendar date in `timeZone` at `instant` (Los Angeles unless said). */
export function dateInZone(instant: Date, timeZone: string = callTimeZone): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/*
 * Today's date in Los Angeles, asked of Intl once per day: the day's bounds are remembered,
 * and an instant inside them is the same date (Book a Call asks on every request; issue 21).
 * Midnight exists every day there (the clocks change at 2:00), so the bounds are exact.
 */
let rememberedDay: { date: string; startsAt: number; endsAt: number } | null = null;

/** The calendar date in Los Angeles at `now` (milliseconds). */
export function callDateAt(now: number): string {
  if (rememberedDay && now >= rememberedDay.startsAt && now < rememberedDay.endsAt) return rememberedDay.date;
  const date = dateInZone(new Date(now));
  rememberedDay = {
    date,
    startsAt: zonedTimeToInstant(date, 0).getTime(),
    endsAt: zonedTimeToInstant(addDays(date, 1), 0).getTime(),
  };
  return date;
}

/**
 * The instant when the wall clock in `timeZone` reads `date` at `hour`:`minute`. Two passes
 * find the offset in force at that moment (it differs from the offset at midnight only on
 * the change days, which is why one pass is not enough).
 */
export function zonedTimeToInstant(
  date: string,
  hour: number,
  minute = 0,
  timeZone: string = callTimeZone,
): Date {
  const [y, m, d] = parts(date);
  const wanted = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = wallClockMs(new Date(guess), timeZone) - guess;
    guess = wanted - offset;
  }
  return new Date(guess);
}

/*
 * A day's 7:00 AM instant never changes, and asking Intl for it costs two formatToParts: the
 * booking screen wants it eight times per request (issue 21's profile: a tenth of the
 * server's time under load). Remembered per date; cleared when it grows past a few years of
 * days, so weeks asked of the URL cannot grow it without end.
 */
const startsAtByDate = new Map<string, number>();
const startsAtRemembered = 2_000;

/** When a call on `date` starts: 7:00 AM in Los Angeles. */
export function callStartsAt(date: string): Date {
  let startsAt = startsAtByDate.get(date);
  if (startsAt === undefined) {
    startsAt = zonedTimeToInstant(date, callSlotHour).getTime();
    if (startsAtByDate.size >= startsAtRemembered) startsAtByDate.clear();
    startsAtByDate.set(date, startsAt);
  }
  return new Date(startsAt);
}

/**
 * Calls are confirmed 24 hours ahead (the About Your Call panel), so the earliest call one can
 * book starts at least that long from `now`: a same-day or next-morning slot is not offered.
 */
export const isFarEnoughAhead = (date: string, now: number): boolean =>
  callStartsAt(date).getTime() - now >= callNoticeHours * 60 * 60 * 1000;

/** The Monday of the week of `date` (weeks run Monday to Sunday; the screen shows Tue-Fri). */
export function mondayOf(date: string): string {
  const day = weekdayOf(date);
  return addDays(date, day === 0 ? -6 : 1 - day);
}

/** The four bookable days of the week starting on Monday `weekStart`. */
export const bookableDaysOf = (weekStart: string): string[] => [1, 2, 3, 4].map((n) => addDays(weekStart, n));

/**
 * The week Book a Call opens on (and the earliest it goes back to): the current week while
 * one of its days can still be booked, else the next one. From Thursday 7:00 AM (the 24-hour
 * notice) to Sunday night every day of the current week is past or too close.
 */
export function firstBookableWeekStart(now: number): string {
  const currentWeek = mondayOf(callDateAt(now));
  const hasBookableDay = bookableDaysOf(currentWeek).some((date) => isFarEnoughAhead(date, now));
  return hasBookableDay ? currentWeek : addDays(currentWeek, 7);
}
