import { z } from 'zod';
import {
  auditCsvColumns,
  auditCsvMaxRows,
  auditMessages,
  auditPageSize,
  type TeamAuditTargetType,
  teamAuditTargetTypes,
} from './messages.ts';

export {
  auditCsvColumns,
  auditCsvMaxRows,
  auditMessages,
  auditPageSize,
  type TeamAuditTargetType,
  teamAuditTargetTypes,
};

/** One row of the trail, as written in the change's transaction (never changed afterwards). */
export const auditEntry = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actor: z.object({
    id: z.uuid().nullable(),
    /** The name and e-mail as they were when the change was made. */
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }),
  organizationId: z.uuid().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Empty means no filter (the service ignores an empty value). */
const optionalText = (label: string) =>
  z.string().trim().max(200, `${label} can be at most 200 characters`).optional();

/** 'YYYY-MM-DD' (a day, UTC): `from` includes the whole day, `to` too. */
const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    // A day the calendar has: Date.parse rolls 2026-02-30 over to March, the database refuses it.
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
    }, `${label} must be a real date`)
    .optional();

const auditFilterFields = z.object({
  actor: optionalText('Actor'),
  action: optionalText('Action'),
  targetType: optionalText('Target type'),
  /** One organization's rows (a superadmin's filter; an agent's scope stays their own organization). */
  organizationId: z.uuid('Organization must be an organization id').optional(),
  from: day('From'),
  to: day('To'),
});

const rangeInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;

/**
 * The trail's filters (the list and the export take the same): the actor's e-mail or name
 * (starting with, any case), the action (starting with: 'organization.' is every
 * organization change), the target type (exactly), an organization, and a range of days (UTC,
 * both included).
 */
export const auditFilters = auditFilterFields.refine(rangeInOrder, {
  message: auditMessages.dateRangeInverted,
  path: ['to'],
});
export type AuditFilters = z.input<typeof auditFilters>;

/** GET /api/admin/audit: newest first, in pages of 50. */
export const auditQuery = auditFilterFields
  .extend({ page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1) })
  .refine(rangeInOrder, { message: auditMessages.dateRangeInverted, path: ['to'] });
export type AuditQuery = z.input<typeof auditQuery>;

export const auditResponse = z.object({
  entries: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many days entries are kept (the server's setting), for the page's plain sentence. */
  retentionDays: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponse>;

/** The CSV file (text/csv; charset=utf-8), sent as an attachment. */
export const auditCsvResponse = z.string();
