import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from './query-keys';

/*
 * Event and call times are shown in the account's own time zone (Settings > Time zone), not
 * the browser's, with the zone named. The formatters of lib/format.ts and the features read a
 * Date's local fields; `inTimeZone` gives them a Date whose local fields are the wall clock of
 * the chosen zone. This is the one place that needs `Intl` for dates (a formatter per zone,
 * made once).
 */

/** The browser's zone ('Europe/Paris'), UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A Date whose local fields (getHours, getDate, ...) read the wall clock of `timeZone` at
 * `instant`: hand it to the formatters, never back to the server. (In the rare hour the
 * browser's own zone skips for daylight saving, that wall clock reads an hour later.)
 */
export function inTimeZone(instant: string | number | Date, timeZone: string): Date {
  const date = new Date(instant);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(timeZone).formatToParts(date);
  } catch {
    return date;
  }
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/** 'America/New_York' -> 'America/New York', as a caption names it. */
export function timeZoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}

/** The zones the browser knows, for the Settings picker (the current one first when missing). */
export function knownTimeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf(key: 'timeZone'): string[] }).supportedValuesOf(
      'timeZone',
    );
  } catch {
    zones = [];
  }
  if (!zones.includes('UTC')) zones = ['UTC', ...zones];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The signed-in account's time zone, re-rendering when Settings changes it (the session
 * check's cached answer); the browser's before the check has answered.
 */
export function useViewerTimeZone(): string {
  const queryClient = useQueryClient();
  const me = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<MeResponse | null>(queryKeys.me),
  );
  return me?.profile.timeZone ?? browserTimeZone();
}

/**
 * The UTC offset (in `Date#getTimezoneOffset`'s sign: minutes to add to the wall clock to
 * reach UTC) of `timeZone` at the wall clock `date` ('2026-03-03') `time` ('18:00'): what an
 * admin's form sends with the time it was typed in, in the admin's own zone.
 */
export function utcOffsetMinutesAt(date: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  let instant = wallAsUtc;
  // Twice: the second pass settles a wall clock next to a daylight-saving change.
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = inTimeZone(instant, timeZone);
    const readAsUtc = Date.UTC(
      wall.getFullYear(),
      wall.getMonth(),
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
    );
    instant += wallAsUtc - readAsUtc;
  }
  return Math.round((instant - wallAsUtc) / 60_000);
}
