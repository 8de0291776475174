/*
 * Prices in the product's one currency and locale (en-US), written out by hand: the first
 * `Intl.NumberFormat` of a page loads its locale data on the main thread. Dates are the
 * person's locale's (lib/format-date.ts, decision 068).
 */
import { groupThousands } from '@pillars/shared/numbers';

/** 40000 -> '$400', 1999 -> '$19.99', 123456 -> '$1,234.56'. */
export function formatPriceCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(absolute / 100));
  const remainder = absolute % 100;
  return `${sign}$${dollars}${remainder === 0 ? '' : `.${remainder.toString().padStart(2, '0')}`}`;
}
