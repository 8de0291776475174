import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time';

describe('formatDateTime', () => {
  it('writes the date and a 12-hour time', () => {
    expect(formatDateTime(new Date(2025, 4, 30, 15, 4))).toBe('May 30, 2025, 3:04 PM');
    expect(formatDateTime(new Date(2025, 0, 2, 0, 5))).toBe('January 2, 2025, 12:05 AM');
    expect(formatDateTime(new Date(2025, 0, 2, 12, 0))).toBe('January 2, 2025, 12:00 PM');
  });
});
