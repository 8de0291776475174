/*
 * Dates and times as the person reads them (issue 54, decision 068): one format for a date
 * everywhere ("Dec 4, 2026" in the United States, "4 Dec 2026" in Britain, "04.12.2026" in
 * Germany), written by the browser's own Intl.DateTimeFormat in the browser's locale. Screens
 * used to write four formats by hand in English. The same date gains a weekday where the day
 * of the week matters (an event, a call) and a time where the moment does (a message); a time
 * alone and a month heading come from here too, so every screen reads one locale.
 *
 * Each formatter is made once, on first use (making one costs far more than using it). The
 * first one of a page costs more still: its locale's data, 20-25 ms of a phone's main thread
 * (README, "In the browser"), and Home's first screen writes dates. So in the United States'
 * English, the browser's language in most of our members' browsers and in the Lighthouse runs,
 * the plain date is written by hand, the very text Intl writes (format-date.test.ts compares
 * them), and no formatter is made before something other than a plain date is asked for.
 */

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Dec 4, 2026': en-US's medium date, by hand (see above); read in UTC or the viewer's zone. */
function usMediumDate(date: Date, isUtc: boolean): string {
  return isUtc
    ? `${shortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${shortMonths[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The browser's language ('en-US'), without making an Intl formatter; undefined outside a browser. */
function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

const styles = {
  /** 'Dec 4, 2026' */
  date: { dateStyle: 'medium' },
  /** 'Dec 4, 2026, 3:04 PM' */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'Friday, Dec 4, 2026' */
  weekdayDate: { weekday: 'long', year: 'numeric', month: 'short', day: 'numeric' },
  /** 'Fri, Dec 4' (a card's or a picker's short form) */
  shortWeekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Fri' */
  weekday: { weekday: 'short' },
  /** 'Dec 4' */
  monthDay: { month: 'short', day: 'numeric' },
  /** 'Dec' */
  month: { month: 'short' },
  /** 'December 2026' (a heading over a month's events) */
  monthYear: { month: 'long', year: 'numeric' },
  /** '3:04 PM' */
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

/**
 * Intl writes some spaces as narrow or no-break spaces ('3:04\u202fPM'): written as plain
 * spaces, so a date reads, copies and searches as it looks.
 */
const unusualSpaces = /[\u00a0\u202f\u2009]/g;

/**
 * The formatting functions for a locale ('en-GB'); no locale is the browser's own. What the
 * app uses is `formatDate` and its siblings below; a test names a locale.
 */
export function dateFormatsFor(locale?: string) {
  const isUsEnglish = (locale ?? browserLanguage()) === 'en-US';
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatterOf = (style: DateStyle, timeZone?: string) => {
    const key = `${style}:${timeZone ?? ''}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone });
      formatters.set(key, formatter);
    }
    return formatter;
  };
  const format = (value: string | number | Date, style: DateStyle = 'date'): string =>
    style === 'date' && isUsEnglish
      ? usMediumDate(new Date(value), false)
      : formatterOf(style).format(new Date(value)).replace(unusualSpaces, ' ');
  return {
    /**
     * An instant (an ISO string, a Date, epoch milliseconds) in the viewer's time zone, in
     * the one date format or a sibling `style`. A Date made by lib/time-zone.ts `inTimeZone`
     * reads the wall clock of another zone.
     */
    format,
    /**
     * A calendar day ('2026-12-04': a due date, a call's day) in the same format: the day
     * itself whatever the viewer's zone (read in UTC, where the day is the one named).
     */
    formatDay(day: string, style: DateStyle = 'date'): string {
      const noon = new Date(`${day}T12:00:00Z`);
      return style === 'date' && isUsEnglish
        ? usMediumDate(noon, true)
        : formatterOf(style, 'UTC').format(noon).replace(unusualSpaces, ' ');
    },
  };
}

const browserFormats = dateFormatsFor();

/** 'Dec 4, 2026' in the viewer's locale and time zone (`style` for a sibling format). */
export const formatDate = browserFormats.format;

/** 'Dec 4, 2026, 3:04 PM' in the viewer's locale and time zone. */
export function formatDateTime(value: string | number | Date): string {
  return browserFormats.format(value, 'dateTime');
}

/** A calendar day ('2026-12-04') as 'Dec 4, 2026' in the viewer's locale, the same day wherever they are. */
export const formatDay = browserFormats.formatDay;
