import { describe, expect, it } from 'vitest';
import { inTimeZone, utcOffsetMinutesAt } from './time-zone';

describe('time zones', () => {
  it('reads an instant on the wall clock of the chosen zone', () => {
    const instant = '2026-03-03T23:30:00.000Z';
    const tokyo = inTimeZone(instant, 'Asia/Tokyo');
    expect([tokyo.getDate(), tokyo.getHours(), tokyo.getMinutes()]).toEqual([4, 8, 30]);
    const newYork = inTimeZone(instant, 'America/New_York');
    expect([newYork.getDate(), newYork.getHours()]).toEqual([3, 18]);
  });

  it('gives the offset of a wall clock in a zone, daylight saving included', () => {
    expect(utcOffsetMinutesAt('2026-01-15', '09:00', 'America/New_York')).toBe(300);
    expect(utcOffsetMinutesAt('2026-07-15', '09:00', 'America/New_York')).toBe(240);
    expect(utcOffsetMinutesAt('2026-07-15', '09:00', 'Asia/Kolkata')).toBe(-330);
    expect(utcOffsetMinutesAt('2026-07-15', '09:00', 'UTC')).toBe(0);
  });
});
