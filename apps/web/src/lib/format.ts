const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 40000 -> '$400', 1999 -> '$19.99'. */
export function formatPriceCents(cents: number): string {
  return wholeDollars.format(cents / 100);
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** An ISO string, a Date or epoch milliseconds -> 'May 30, 2025'. */
export function formatLongDate(value: string | number | Date): string {
  return longDate.format(new Date(value));
}
