import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingWeek,
  dateBlock,
  formatCallDate,
  isPacificDaylightTime,
  isPastCallDate,
  isSlotAhead,
  mondayOf,
  pacificToday,
  slotInstant,
  weekdayOf,
  weekRangeLabel,
} from './booking-week';

/** What Intl says (the real time-zone database): the hand-written rule must agree. */
const pacificParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function pacificWallClock(instant: number): string {
  const values = Object.fromEntries(pacificParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${values.year}-${values.month}-${values.day} ${values.hour}:${values.minute}`;
}

describe('Pacific time', () => {
  it('puts every slot of 2025-2028 at 7:00 in Los Angeles, across daylight-saving changes', () => {
    for (let date = '2025-01-01'; date < '2029-01-01'; date = addDays(date, 1)) {
      expect(pacificWallClock(slotInstant(date))).toBe(`${date} 07:00`);
    }
  });

  it('agrees with the time-zone database on today around the changes', () => {
    const instants = [
      Date.UTC(2026, 2, 8, 9, 59),
      Date.UTC(2026, 2, 8, 10, 0),
      Date.UTC(2026, 10, 1, 8, 59),
      Date.UTC(2026, 10, 1, 9, 0),
      Date.UTC(2026, 0, 1, 7, 59),
      Date.UTC(2026, 0, 1, 8, 0),
      Date.UTC(2026, 6, 4, 6, 59),
      Date.UTC(2026, 6, 4, 7, 0),
    ];
    for (const instant of instants) {
      expect(pacificToday(instant)).toBe(pacificWallClock(instant).slice(0, 10));
    }
    expect(isPacificDaylightTime(Date.UTC(2026, 2, 8, 10, 0))).toBe(true);
    expect(isPacificDaylightTime(Date.UTC(2026, 2, 8, 9, 59))).toBe(false);
  });
});

describe('booking weeks', () => {
  // Wednesday 2026-03-04, 12:00 in Los Angeles.
  const now = Date.UTC(2026, 2, 4, 20, 0);

  it('offers Tuesday to Friday of the current week and later ones, never earlier', () => {
    expect(bookingWeek(now, 0)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(bookingWeek(now, 1)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(bookingWeek(now, -1)).toEqual(bookingWeek(now, 0));
    for (const date of bookingWeek(now, 3)) expect([2, 3, 4, 5]).toContain(weekdayOf(date));
  });

  it('treats a Sunday as the end of its week', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
  });

  it('closes a day once its slot has passed', () => {
    expect(isSlotAhead('2026-03-03', now)).toBe(false);
    // 7:00 PT on the 4th is 15:00 UTC, before now (20:00 UTC).
    expect(isSlotAhead('2026-03-04', now)).toBe(false);
    expect(isSlotAhead('2026-03-05', now)).toBe(true);
    expect(isPastCallDate('2026-03-03', now)).toBe(true);
    expect(isPastCallDate('2026-03-04', now)).toBe(false);
  });

  it('writes dates', () => {
    expect(formatCallDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
    expect(dateBlock('2026-03-03')).toEqual({ month: 'MAR', day: '3', weekday: 'Tue' });
    expect(weekRangeLabel(bookingWeek(now, 0))).toBe('Mar 3 - Mar 6, 2026');
  });
});
