/*
 * Prices and dates in the product's one locale (en-US), written out by hand: the first
 * `Intl.NumberFormat` and `Intl.DateTimeFormat` of a page load their locale data on the main
 * thread, tens of milliseconds on a phone, before anything could be shown.
 */
import { groupThousands } from '@pillars/shared/numbers';

/** 40000 -> '$400', 1999 -> '$19.99', 123456 -> '$1,234.56'. */
export function formatPriceCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(absolute / 100));
  const remainder = absolute % 100;
  return `${sign}$${dollars}${remainder === 0 ? '' : `.${remainder.toString().padStart(2, '0')}`}`;
}

/** Month and weekday names of the product's locale (the short forms are their first three letters). */
export const monthNames = [
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
] as const;

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** An ISO string, a Date or epoch milliseconds -> 'May 30, 2025' (the viewer's time zone). */
export function formatLongDate(value: string | number | Date): string {
  const date = new Date(value);
  return `${monthNames[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The same date with the month's short form -> 'May 30, 2025', for tight table columns. */
export function formatShortDate(value: string | number | Date): string {
  const date = new Date(value);
  return `${monthNames[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}
