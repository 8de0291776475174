import { describe, expect, it } from 'vitest';
import { addTag } from '../tags.ts';
import {
  adminEventFields,
  adminEventMessages,
  eventInstant,
  isValidEventDate,
  isValidEventTime,
  saveAdminEventBody,
} from './admin-schemas.ts';

const fields = {
  title: 'Title',
  description: 'Description',
  date: '2026-03-04',
  time: '18:30',
  type: 'virtual',
  zoomLink: 'https://zoom.us/j/1',
};

describe('the admin event form rules', () => {
  it('adds a tag once, trimmed, whatever its case', () => {
    expect(addTag([], '  Sales ')).toEqual(['Sales']);
    expect(addTag(['Sales'], 'sales')).toEqual(['Sales']);
    expect(addTag(['Sales'], '   ')).toEqual(['Sales']);
    expect(addTag(['Sales'], 'Growth')).toEqual(['Sales', 'Growth']);
  });

  it('reads dates and times as the inputs write them', () => {
    expect(isValidEventDate('2028-02-29')).toBe(true);
    expect(isValidEventDate('2027-02-29')).toBe(false);
    expect(isValidEventDate('2026-3-4')).toBe(false);
    expect(isValidEventTime('00:00')).toBe(true);
    expect(isValidEventTime('23:59:30')).toBe(true);
    expect(isValidEventTime('7:00')).toBe(false);
  });

  it('turns a wall-clock date and time with its UTC offset into the instant', () => {
    expect(eventInstant('2026-03-04', '18:30', -60).toISOString()).toBe('2026-03-04T17:30:00.000Z');
    expect(eventInstant('2026-12-31', '23:30', 480).toISOString()).toBe('2027-01-01T07:30:00.000Z');
  });

  it('parses fees to cents and seats to a number or unlimited', () => {
    const parsed = saveAdminEventBody.parse({ ...fields, registrationFee: '19.90', availableSeats: '' });
    expect(parsed).toMatchObject({ registrationFee: 1990, availableSeats: null, isActive: true, tags: [] });
    expect(saveAdminEventBody.parse({ ...fields, registrationFee: 5 }).registrationFee).toBe(500);
  });

  it('puts each message on its field', () => {
    const result = adminEventFields.safeParse({ ...fields, type: 'live', time: '25:00', title: ' ' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toMatchObject({
      title: adminEventMessages.requiredFields,
      time: adminEventMessages.invalidDateTime,
      location: adminEventMessages.locationRequired,
    });
  });
});
