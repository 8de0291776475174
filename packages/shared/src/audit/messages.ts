/*
 * The audit trail's texts and limits (issue 22), apart from the zod schemas so the web app can
 * show them without loading the schema library; schemas.ts re-exports them.
 */
export const auditMessages = {
  title: 'Audit Trail',
  subtitle: 'Every admin, agent and billing change: who did what, to what, and when.',
  loadFailed: 'Failed to load the audit trail. Please try again.',
  noRows: 'No audit entries found.',
  noRowsMatch: 'No audit entries match your filters.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'Failed to export the audit trail. Please try again.',
  dateRangeInverted: 'The start date must be on or before the end date',
  retentionNote:
    'Entries are kept for a set number of days (AUDIT_RETENTION_DAYS, 365 by default), then removed by a daily job.',
} as const;

/**
 * The targets of an organization's team changes (people and invitations): all an agent's
 * trail shows (issue 22: "agent: their organization's team changes"). Their organization's
 * calls and billing rows stay with superadmins.
 */
export const teamAuditTargetTypes = ['user', 'invitation'] as const;
export type TeamAuditTargetType = (typeof teamAuditTargetTypes)[number];

/** A page of the trail. */
export const auditPageSize = 50;

/** The export's columns, in order. */
export const auditCsvColumns = [
  'Time (UTC)',
  'Actor',
  'Actor Email',
  'Action',
  'Target Type',
  'Target ID',
  'Target Name',
  'Organization ID',
  'Before',
  'After',
  'IP',
  'User Agent',
] as const;

/** At most this many rows go into one export (a narrower filter gets the rest). */
export const auditCsvMaxRows = 100_000;
