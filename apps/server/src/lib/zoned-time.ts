/*
 * Times in e-mails, on the recipient's own clock (Settings > Time zone) with the zone named:
 * 'Tuesday, March 3, 2026 at 6:00 PM (Europe/Paris)'. One formatter per zone, made once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The instant in `timeZone`, the zone named; UTC for a zone this runtime does not know. */
export function formatInTimeZone(instant: Date, timeZone: string): string {
  let zone = timeZone;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(zone);
  } catch {
    zone = 'UTC';
    formatter = formatterFor(zone);
  }
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(instant)) values[part.type] = part.value;
  return `${values.weekday}, ${values.month} ${values.day}, ${values.year} at ${values.hour}:${values.minute} ${values.dayPeriod} (${zone.replaceAll('_', ' ')})`;
}
