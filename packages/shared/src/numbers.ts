/**
 * A whole number with the product's locale's (en-US) thousands separators: 12000 -> '12,000'.
 * Written out by hand: the first `toLocaleString` or `Intl.NumberFormat` of a page loads the
 * locale's data on the main thread, tens of milliseconds on a phone, and the shared schemas
 * build their messages as they load (docs/decisions/047-phone-largest-paint.md).
 */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}${Math.trunc(Math.abs(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
