import type { AuditEntry, AuditResponse } from '@pillars/shared/audit/schemas';
import { auditCsvMaxRows, auditPageSize, teamAuditTargetTypes } from '@pillars/shared/audit/schemas';
import { scopeFor } from '@pillars/shared/policies';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { auditEvents } from '../../db/schema/index.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * The audit trail's reader (issue 22). Superadmins read every row; an agent their
 * organization's (the 'audit.view' scope), whatever organization a request names. Nothing
 * here writes: rows are added by `ctx.audit.record` in the changes' transactions, and only
 * the retention job (retention.ts) removes them.
 */

export interface AuditFilterInput {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  organizationId?: string | undefined;
  /** 'YYYY-MM-DD' (UTC), included. */
  from?: string | undefined;
  /** 'YYYY-MM-DD' (UTC), included. */
  to?: string | undefined;
}

/** `auditColumns`, and the filtered trail's size (`count(*) over ()`, a bigint) on a page's rows. */
export type AuditRow = Pick<
  SqlRow<typeof auditEvents>,
  | 'id'
  | 'occurred_at'
  | 'actor_id'
  | 'actor_name'
  | 'actor_email'
  | 'action'
  | 'target_type'
  | 'target_id'
  | 'target_name'
  | 'organization_id'
  | 'before'
  | 'after'
  | 'ip'
  | 'user_agent'
> & { total?: string | number };

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, name: row.target_name },
    organizationId: row.organization_id,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/**
 * The `where` of a read: the viewer's scope first, then each filter, each on an index
 * (migrations 0016 and 0018): the organization, the actor's e-mail and name (lower-cased,
 * prefix), the action (prefix), the target type, the time.
 */
/** An agent's trail: their organization's team changes only (see `teamAuditTargetTypes`). */
const teamTargets = sql.join(
  teamAuditTargetTypes.map((type) => sql`${type}`),
  sql`, `,
);

function auditConditions(ctx: ViewerContext, filters: AuditFilterInput): SQL {
  const scope = scopeFor(ctx.viewer, 'audit.view');
  const conditions: SQL[] = [
    scope.rows === 'all'
      ? sql`true`
      : scope.rows === 'organization'
        ? sql`a.organization_id = ${scope.organizationId} and a.target_type in (${teamTargets})`
        : sql`false`,
  ];
  if (filters.actor) {
    const pattern = startsWithPattern(filters.actor.toLowerCase());
    conditions.push(sql`(lower(a.actor_email) like ${pattern} or lower(a.actor_name) like ${pattern})`);
  }
  if (filters.action) conditions.push(sql`a.action like ${startsWithPattern(filters.action.toLowerCase())}`);
  if (filters.targetType) conditions.push(sql`a.target_type = ${filters.targetType.toLowerCase()}`);
  // Beside the scope, never instead of it: an agent naming another organization gets nothing.
  if (filters.organizationId) conditions.push(sql`a.organization_id = ${filters.organizationId}`);
  if (filters.from) conditions.push(sql`a.occurred_at >= ${`${filters.from}T00:00:00Z`}::timestamptz`);
  if (filters.to) {
    conditions.push(sql`a.occurred_at < ${`${filters.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  }
  return sql.join(conditions, sql` and `);
}

const auditColumns = sql`a.id, a.occurred_at, a.actor_id, a.actor_name, a.actor_email, a.action, a.target_type,
  a.target_id, a.target_name, a.organization_id, a.before, a.after, a.ip, a.user_agent`;

/** GET /api/admin/audit: newest first, 50 a page, with the total of the filtered trail. */
export async function listAuditEntries(
  ctx: ViewerContext,
  query: AuditFilterInput & { page: number; retentionDays: number },
): Promise<AuditResponse> {
  const where = auditConditions(ctx, query);
  const rows = await queryRows<AuditRow>(
    ctx.db,
    sql`select ${auditColumns}, count(*) over () as total from audit_events a
         where ${where}
         order by a.occurred_at desc, a.id desc
         limit ${auditPageSize} offset ${(query.page - 1) * auditPageSize}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the count still answers.
    const [counted] = await queryRows<{ total: string | number }>(
      ctx.db,
      sql`select count(*) as total from audit_events a where ${where}`,
    );
    total = Number(counted?.total ?? 0);
  }
  return {
    entries: rows.map(toAuditEntry),
    total,
    page: query.page,
    pageSize: auditPageSize,
    retentionDays: query.retentionDays,
  };
}

/** Every row of the filtered trail for the export, newest first (at most `auditCsvMaxRows`). */
export async function allAuditEntries(ctx: ViewerContext, filters: AuditFilterInput): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    ctx.db,
    sql`select ${auditColumns} from audit_events a
         where ${auditConditions(ctx, filters)}
         order by a.occurred_at desc, a.id desc
         limit ${auditCsvMaxRows}`,
  );
}
