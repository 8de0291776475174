import { paymentStatusLabels, registrationCsvColumns } from '@pillars/shared/events/admin-messages';
import { stringify } from 'csv-stringify/sync';
import type { SqlRow } from '../../db/row-types.ts';
import type { eventRegistrations, profiles, user } from '../../db/schema/index.ts';

/*
 * The registrations export (spec 02 section 9): the columns First Name, Last Name, Email,
 * Phone, Registration Date, Payment Status; the file '{sanitised title}_registrations.csv'.
 *
 * csv-stringify writes it: RFC 4180 quoting of commas, quotes and line breaks, CRLF between
 * rows, and a UTF-8 byte order mark so spreadsheets read accents and other scripts right.
 */

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, so it shows as text (OWASP's CSV injection rule).
 * The one place this rule lives; every cell of the export goes through it.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** A registration as the export reads it (raw SQL: the registration, its member's profile and e-mail). */
export type CsvRegistration = Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'phone'> &
  Pick<SqlRow<typeof user>, 'email'> &
  Pick<SqlRow<typeof eventRegistrations>, 'registration_date' | 'payment_status'>;

/** '2026-03-03 18:05 UTC' (the server knows no admin's time zone; the column says which). */
function formatRegistrationDate(value: Date | string): string {
  const date = new Date(value).toISOString();
  return `${date.slice(0, 10)} ${date.slice(11, 16)} UTC`;
}

export function registrationsCsv(registrations: readonly CsvRegistration[]): string {
  const records = registrations.map((registration) =>
    [
      registration.first_name,
      registration.last_name,
      registration.email,
      registration.phone ?? '',
      formatRegistrationDate(registration.registration_date),
      paymentStatusLabels[registration.payment_status],
    ].map(neutraliseFormula),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...registrationCsvColumns],
    record_delimiter: 'windows',
    // A lone line feed or carriage return inside a cell is quoted too, whatever the row delimiter.
    quoted_match: /[\r\n]/,
  });
}

/**
 * The export's file name: the title with every run of characters other than letters,
 * digits, '-' and '_' made one '_' (so no path, quote or control character survives), then
 * '_registrations.csv'. `ascii` is the fallback for clients without RFC 6266's filename*.
 */
export function registrationsFileName(title: string): { utf8: string; ascii: string } {
  const clean = (pattern: RegExp) =>
    title
      .normalize('NFC')
      .replace(pattern, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 100) || 'event';
  return {
    utf8: `${clean(/[^\p{L}\p{N}_-]+/gu)}_registrations.csv`,
    ascii: `${clean(/[^A-Za-z0-9_-]+/g)}_registrations.csv`,
  };
}

/** `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266 and 5987). */
export function contentDisposition(title: string): string {
  const { utf8, ascii } = registrationsFileName(title);
  const encoded = encodeURIComponent(utf8).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
