import { callStartsAt } from '@pillars/shared/calls/schedule';
import { describe, expect, it } from 'vitest';
import {
  dateBlock,
  formatCallDate,
  localClockTime,
  monthDayShort,
  weekdayShort,
  weekRangeLabel,
} from './booking-week';

describe('call dates', () => {
  it('writes calendar dates without a time zone shift', () => {
    expect(formatCallDate('2026-03-03')).toBe('Tuesday, Mar 3, 2026');
    expect(formatCallDate('2026-11-06')).toBe('Friday, Nov 6, 2026');
    expect(dateBlock('2026-03-03')).toEqual({ month: 'MAR', day: '3', weekday: 'Tue' });
    expect(weekdayShort('2026-03-06')).toBe('Fri');
    expect(monthDayShort('2026-12-25')).toBe('Dec 25');
    expect(weekRangeLabel(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01'])).toBe(
      'Dec 29 - Jan 1, 2027',
    );
    expect(weekRangeLabel([])).toBe('');
  });

  it("writes the slot on the member's own clock as Intl would", () => {
    const intl = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    for (const date of ['2026-03-06', '2026-03-10', '2026-07-07', '2026-11-03']) {
      const instant = callStartsAt(date);
      expect(localClockTime(instant.toISOString())).toBe(intl.format(instant).replace(/\u202f/g, ' '));
    }
  });
});
