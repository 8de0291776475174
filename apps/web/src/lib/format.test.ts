import { describe, expect, it } from 'vitest';
import { formatPriceCents } from './format';

/** What the browser's Intl writes for en-US: the hand-written format must say the same. */
const intlPrice = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

describe('formatPriceCents', () => {
  it.each([0, 1, 5, 99, 100, 1999, 40000, 99_999, 123_456, 100_000_000, 123_456_789, -1999])(
    'writes %i cents as Intl does',
    (cents) => {
      expect(formatPriceCents(cents)).toBe(intlPrice.format(cents / 100));
    },
  );

  it('writes the examples of its comment, and keeps the cents whole', () => {
    expect(formatPriceCents(40000)).toBe('$400');
    expect(formatPriceCents(1999)).toBe('$19.99');
    // Intl with no minimum fraction writes '$19.9'; a price shows both digits of its cents.
    expect(formatPriceCents(1990)).toBe('$19.90');
    expect(formatPriceCents(10)).toBe('$0.10');
  });
});
