import { describe, expect, it } from 'vitest';
import {
  countdownText,
  formatAdminEventPlace,
  formatAdminSeats,
  formatEventShortDateTimeWithZone,
  formatEventTime,
  formatEventTimeWithZone,
  formatSeatsLeft,
  groupEventsByMonth,
  lowSeatsWarning,
} from './event-display';

const now = new Date(2026, 2, 10, 12, 0).getTime();
const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month, day, hour).toISOString();

describe('groupEventsByMonth', () => {
  it('puts upcoming events first (soonest first), then past ones (latest first), by month', () => {
    const events = [
      { id: 'april', dateTime: at(2026, 3, 2) },
      { id: 'past-feb', dateTime: at(2026, 1, 20) },
      { id: 'march-late', dateTime: at(2026, 2, 30) },
      { id: 'march-soon', dateTime: at(2026, 2, 11) },
      { id: 'past-march', dateTime: at(2026, 2, 9) },
    ];
    const groups = groupEventsByMonth(events, now);
    expect(groups.map((group) => [group.label, group.events.map((event) => event.id)])).toEqual([
      ['March 2026', ['march-soon', 'march-late']],
      ['April 2026', ['april']],
      ['March 2026', ['past-march']],
      ['February 2026', ['past-feb']],
    ]);
    // A month with upcoming and past events is two groups with their own keys.
    expect(groups.map((group) => group.key)).toEqual([
      'upcoming-2026-03',
      'upcoming-2026-04',
      'past-2026-03',
      'past-2026-02',
    ]);
  });

  it('answers no groups for no events', () => {
    expect(groupEventsByMonth([], now)).toEqual([]);
  });
});

describe('texts', () => {
  it('counts seats, null being unlimited, and warns under 10', () => {
    expect(formatSeatsLeft(null)).toBe('Unlimited seats');
    expect(formatSeatsLeft(1)).toBe('1 seat left');
    expect(formatSeatsLeft(25)).toBe('25 seats left');
    expect(formatSeatsLeft(0)).toBe('Sold out');
    expect(lowSeatsWarning(null)).toBeNull();
    expect(lowSeatsWarning(10)).toBeNull();
    expect(lowSeatsWarning(9)).toBe('Only 9 seats remaining!');
    expect(lowSeatsWarning(1)).toBe('Only 1 seat remaining!');
    expect(lowSeatsWarning(0)).toBeNull();
  });

  it("writes the admin's place and seat count", () => {
    expect(formatAdminEventPlace({ type: 'virtual', location: 'Paris' })).toBe('Online');
    expect(formatAdminEventPlace({ type: 'live', location: ' Paris ' })).toBe('Paris');
    expect(formatAdminEventPlace({ type: 'live', location: ' ' })).toBe('TBA');
    expect(formatAdminEventPlace({ type: 'live', location: null })).toBe('TBA');
    expect(formatAdminSeats({ seatsTaken: 3, availableSeats: 50 })).toBe('3 / 50 registered');
    expect(formatAdminSeats({ seatsTaken: 3, availableSeats: null })).toBe('3 registered (unlimited seats)');
  });

  it('counts down in days, else hours', () => {
    const hour = 60 * 60 * 1000;
    const iso = (offset: number) => new Date(now + offset).toISOString();
    expect(countdownText(iso(3 * 24 * hour + 5 * hour), now)).toBe('3 days left');
    expect(countdownText(iso(24 * hour), now)).toBe('1 day left');
    expect(countdownText(iso(23 * hour + 59 * 60 * 1000), now)).toBe('23 hours left');
    expect(countdownText(iso(hour), now)).toBe('1 hour left');
    expect(countdownText(iso(10 * 60 * 1000), now)).toBe('Less than an hour left');
    expect(countdownText(iso(-1), now)).toBeNull();
  });

  it('writes clock times as the locale does (12-hour in en-US)', () => {
    expect(formatEventTime('2026-01-01T00:05:00Z', 'UTC')).toBe('12:05 AM');
    expect(formatEventTime('2026-01-01T12:00:00Z', 'UTC')).toBe('12:00 PM');
    expect(formatEventTime('2026-01-01T19:30:00Z', 'UTC')).toBe('7:30 PM');
  });
});

describe('times in the account’s zone', () => {
  it('reads the zone’s clock and names the zone', () => {
    const instant = '2026-03-03T23:30:00.000Z';
    expect(formatEventShortDateTimeWithZone(instant, 'Asia/Tokyo')).toBe('Wed, Mar 4 · 8:30 AM (Asia/Tokyo)');
    expect(formatEventTimeWithZone(instant, 'America/New_York')).toBe('6:30 PM (America/New York)');
  });

  it('groups by the month in the zone', () => {
    const lateMarchUtc = '2026-03-31T20:00:00.000Z';
    const groups = groupEventsByMonth(
      [{ dateTime: lateMarchUtc }],
      Date.parse('2026-03-01T00:00:00Z'),
      'Asia/Tokyo',
    );
    expect(groups.map((group) => group.label)).toEqual(['April 2026']);
  });
});
