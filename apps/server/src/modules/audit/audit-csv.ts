import { auditCsvColumns } from '@pillars/shared/audit/schemas';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../events/registrations-csv.ts';
import type { AuditRow } from './service.ts';

/*
 * The audit trail's export: one row per entry, newest first, the columns of
 * `auditCsvColumns`. As the registrations export does: csv-stringify's RFC 4180 quoting
 * (commas, quotes, line breaks), CRLF between rows, a UTF-8 byte order mark, and every cell
 * through the formula guard (a cell starting with = + - @ gets a leading apostrophe).
 */

/** '2026-03-03 18:05:09' (UTC, as the column's title says). */
function formatTime(value: Date | string): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsv(rows: readonly AuditRow[]): string {
  const records = rows.map((row) =>
    [
      formatTime(row.occurred_at),
      row.actor_name ?? '',
      row.actor_email ?? '',
      row.action,
      row.target_type,
      row.target_id,
      row.target_name ?? '',
      row.organization_id ?? '',
      json(row.before),
      json(row.after),
      row.ip ?? '',
      row.user_agent ?? '',
    ].map(neutraliseFormula),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...auditCsvColumns],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}

/** 'audit-trail-2026-03-03.csv' (the day of the export, UTC). */
export function auditFileName(now = new Date()): string {
  return `audit-trail-${now.toISOString().slice(0, 10)}.csv`;
}
