import { planContentKindLabels, planStatusLabels } from '@pillars/shared/learning-plans/messages';
import type { PlanAssignment } from '@pillars/shared/learning-plans/schemas';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../events/registrations-csv.ts';

/*
 * The plans page's export: the rows the page shows for the same filters and order, all pages.
 * As the other exports: RFC 4180 quoting, CRLF, a UTF-8 byte order mark, and every cell
 * through the one formula guard (names and notes are typed by people).
 */

export function plansCsv(assignments: readonly PlanAssignment[]): string {
  const columns = [
    'Person',
    'Email',
    'Content',
    'Type',
    'Due date',
    'Status',
    'Lessons completed',
    'Lessons',
    'Progress (%)',
    'Completed (UTC)',
    'Assigned by',
    'Note',
  ];
  const records = assignments.map((row) =>
    [
      row.person.name,
      row.person.email,
      row.content.available ? row.content.title : `${row.content.title} (no longer available)`,
      planContentKindLabels[row.content.kind],
      row.dueDate ?? '',
      planStatusLabels[row.status],
      String(row.completedLessons),
      String(row.totalLessons),
      String(row.percent),
      row.completedAt ? `${row.completedAt.slice(0, 10)} ${row.completedAt.slice(11, 16)}` : '',
      row.everyone ? `${row.assignedBy?.name ?? ''} (everyone)` : (row.assignedBy?.name ?? ''),
      row.note,
    ].map(neutraliseFormula),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns,
    record_delimiter: 'windows',
    // A lone line feed or carriage return inside a cell (a note) is quoted too.
    quoted_match: /[\r\n]/,
  });
}

/** learning-plans-2026-11-27.csv */
export function plansCsvFileName(now = new Date()): string {
  return `learning-plans-${now.toISOString().slice(0, 10)}.csv`;
}
