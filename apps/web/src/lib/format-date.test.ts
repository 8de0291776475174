import { describe, expect, it } from 'vitest';
import { dateFormatsFor, formatDate, formatDateTime, formatDay } from './format-date';

/*
 * One date format in the person's locale (issue 54): what Intl writes for each locale, with
 * plain spaces. The instant is 2026-12-04 15:04 UTC, read in UTC; a calendar day is the day
 * named wherever the reader is.
 */
const instant = '2026-12-04T15:04:00Z';

describe('the date format of each locale', () => {
  it.each([
    ['en-US', 'Dec 4, 2026'],
    ['en-GB', '4 Dec 2026'],
    ['de-DE', '04.12.2026'],
    ['fr-FR', '4 déc. 2026'],
  ])('writes a date in %s as %j', (locale, written) => {
    const formats = dateFormatsFor(locale);
    expect(formats.formatDay('2026-12-04')).toBe(written);
  });

  it('writes the date with a time, a weekday, a time alone and a month heading in the same locale', () => {
    const us = dateFormatsFor('en-US');
    expect(us.formatDay('2026-12-04', 'weekdayDate')).toBe('Friday, Dec 4, 2026');
    expect(us.formatDay('2026-12-04', 'shortWeekdayDay')).toBe('Fri, Dec 4');
    expect(us.formatDay('2026-12-04', 'monthYear')).toBe('December 2026');
    const gb = dateFormatsFor('en-GB');
    expect(gb.formatDay('2026-12-04', 'weekdayDate')).toBe('Friday, 4 Dec 2026');
    expect(gb.formatDay('2026-12-04', 'weekday')).toBe('Fri');
  });

  it('writes times with plain spaces, never narrow or no-break ones', () => {
    const us = dateFormatsFor('en-US');
    // Read in the test's zone: only the shape is checked here.
    expect(us.format(instant, 'time')).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(us.format(instant, 'dateTime')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    // A Date of local fields (as lib/time-zone.ts `inTimeZone` makes) reads those fields.
    expect(us.format(new Date(2025, 4, 30, 15, 4), 'dateTime')).toBe('May 30, 2025, 3:04 PM');
    expect(us.format(new Date(2025, 0, 2, 0, 5), 'dateTime')).toBe('Jan 2, 2025, 12:05 AM');
    expect(us.format(new Date(2025, 0, 2, 12, 0), 'time')).toBe('12:00 PM');
    expect(dateFormatsFor('en-GB').format(new Date(2025, 0, 2, 12, 0), 'time')).toBe('12:00');
    for (const locale of ['en-US', 'en-GB', 'fr-FR', 'de-DE']) {
      expect(dateFormatsFor(locale).format(instant, 'dateTime')).not.toMatch(/[\u00a0\u202f\u2009]/);
    }
  });

  it('keeps a calendar day the day it names (a due date, a call), read in UTC whatever the zone', () => {
    const us = dateFormatsFor('en-US');
    expect(['2026-01-01', '2026-03-08', '2026-12-31', '2028-02-29'].map((day) => us.formatDay(day))).toEqual([
      'Jan 1, 2026',
      'Mar 8, 2026',
      'Dec 31, 2026',
      'Feb 29, 2028',
    ]);
    expect(us.formatDay('2026-03-08', 'monthDay')).toBe('Mar 8');
    expect(us.formatDay('2026-03-08', 'month')).toBe('Mar');
  });

  it('writes en-US’s plain date by hand exactly as Intl does, every month, in the zone and in UTC', () => {
    const us = dateFormatsFor('en-US');
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    const intlUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const local = new Date(2027, month, day, 8, 30);
        expect(us.format(local)).toBe(intl.format(local));
        expect(us.format(local.toISOString())).toBe(intl.format(local));
        const calendarDay = `2027-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(us.formatDay(calendarDay)).toBe(intlUtc.format(new Date(`${calendarDay}T12:00:00Z`)));
      }
    }
  });

  it('the app’s own helpers write the browser locale’s format', () => {
    const browser = dateFormatsFor();
    expect(formatDay('2026-12-04')).toBe(browser.formatDay('2026-12-04'));
    expect(formatDate(instant)).toBe(browser.format(instant));
    expect(formatDateTime(instant)).toBe(browser.format(instant, 'dateTime'));
  });
});
