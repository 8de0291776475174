import { describe, expect, it } from 'vitest';
import { formatInTimeZone } from './zoned-time.ts';

describe('formatInTimeZone', () => {
  it('writes the wall clock of the zone and names it', () => {
    const instant = new Date('2026-03-03T23:30:00Z');
    expect(formatInTimeZone(instant, 'Asia/Tokyo')).toBe('Wednesday, March 4, 2026 at 8:30 AM (Asia/Tokyo)');
    expect(formatInTimeZone(instant, 'America/New_York')).toBe(
      'Tuesday, March 3, 2026 at 6:30 PM (America/New York)',
    );
    expect(formatInTimeZone(instant, 'Nowhere/Special')).toBe('Tuesday, March 3, 2026 at 11:30 PM (UTC)');
  });
});
