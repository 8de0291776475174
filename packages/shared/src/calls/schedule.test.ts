import { describe, expect, it } from 'vitest';
import { isValidUsPhone } from './messages.ts';
import {
  addDays,
  bookableDaysOf,
  callDateAt,
  callStartsAt,
  dateInZone,
  firstBookableWeekStart,
  isBookableWeekday,
  isCalendarDate,
  mondayOf,
} from './schedule.ts';

describe('Book a Call calendar (America/Los_Angeles)', () => {
  it('puts 7:00 AM PT at 15:00 UTC in winter and 14:00 UTC in summer', () => {
    expect(callStartsAt('2026-01-13').toISOString()).toBe('2026-01-13T15:00:00.000Z');
    expect(callStartsAt('2026-07-14').toISOString()).toBe('2026-07-14T14:00:00.000Z');
  });

  it('uses the offset of the day itself on both daylight-saving change days and around them', () => {
    // 2026-03-08 (Sunday) clocks go forward at 2:00; 2026-11-01 (Sunday) back at 2:00.
    expect(callStartsAt('2026-03-07').toISOString()).toBe('2026-03-07T15:00:00.000Z');
    expect(callStartsAt('2026-03-08').toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(callStartsAt('2026-03-10').toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(callStartsAt('2026-10-31').toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(callStartsAt('2026-11-01').toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(callStartsAt('2026-11-03').toISOString()).toBe('2026-11-03T15:00:00.000Z');
  });

  it('reads the Los Angeles date of an instant, not the UTC one', () => {
    // 03:00 UTC on the 14th is still the evening of the 13th in Los Angeles.
    expect(dateInZone(new Date('2026-01-14T03:00:00Z'))).toBe('2026-01-13');
    expect(dateInZone(new Date('2026-01-14T09:00:00Z'))).toBe('2026-01-14');
  });

  it('remembers today by its bounds and agrees with Intl at every hour around both change days', () => {
    // Asked in an order that jumps back and forth across days, so a remembered day is
    // tested against instants just inside and just outside its bounds.
    const instants: number[] = [];
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
      const midnightUtc = Date.parse(`${day}T00:00:00Z`);
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) instants.push(midnightUtc + minutes * 60_000);
    }
    instants.push(Date.parse('2026-03-08T07:59:59.999Z'), Date.parse('2026-03-08T08:00:00Z'));
    for (const instant of [...instants, ...instants.reverse()]) {
      expect(callDateAt(instant), new Date(instant).toISOString()).toBe(dateInZone(new Date(instant)));
    }
  });

  it('takes Tuesday to Friday only and finds the week around any day', () => {
    expect(
      ['2026-11-23', '2026-11-24', '2026-11-27', '2026-11-28', '2026-11-29'].map(isBookableWeekday),
    ).toEqual([false, true, true, false, false]);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(bookableDaysOf('2026-11-23')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
  });

  it('validates US phone numbers as spec 02 describes', () => {
    for (const ok of [
      '(555) 123-4567',
      '555-123-4567',
      '555.123.4567',
      '555 123 4567',
      '5551234567',
      '(555)123-4567',
    ])
      expect(isValidUsPhone(ok), ok).toBe(true);
    for (const bad of ['555-1234', '+1 555 123 4567', '(555 123-4567', '555-123-45678', 'abc-def-ghij', ''])
      expect(isValidUsPhone(bad), bad).toBe(false);
  });

  it('opens Book a Call on the first week that has a bookable day (a fixed clock)', () => {
    const at = (instant: string) => Date.parse(instant);
    // Week of Monday 2026-03-09 (PDT from the 8th: 7:00 AM is 14:00 UTC).
    expect(firstBookableWeekStart(at('2026-03-09T17:00:00Z'))).toBe('2026-03-09'); // Monday
    expect(firstBookableWeekStart(at('2026-03-10T20:00:00Z'))).toBe('2026-03-09'); // Tuesday
    // Thursday 6:59 AM: Friday 7:00 AM is just over 24 hours ahead.
    expect(firstBookableWeekStart(at('2026-03-12T13:59:00Z'))).toBe('2026-03-09');
    // Thursday after 7:00 AM: Friday is too close, and every other day is past.
    expect(firstBookableWeekStart(at('2026-03-12T14:01:00Z'))).toBe('2026-03-16');
    // Friday after 7 AM (issue 38), Saturday, and Sunday late evening in Los Angeles.
    expect(firstBookableWeekStart(at('2026-03-13T14:30:00Z'))).toBe('2026-03-16');
    expect(firstBookableWeekStart(at('2026-03-14T18:00:00Z'))).toBe('2026-03-16');
    expect(firstBookableWeekStart(at('2026-03-16T06:00:00Z'))).toBe('2026-03-16');
  });
});
