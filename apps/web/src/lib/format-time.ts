import { formatLongDate } from './format';

/** An ISO string or a Date -> 'May 30, 2025, 3:04 PM' (the viewer's time zone), by hand as format.ts explains. */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  const hours = date.getHours();
  const minutes = date.getMinutes().toString().padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatLongDate(date)}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
