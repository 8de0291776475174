import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/** An audit row as the tests read it. */
export interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_name: string | null;
  organization_id: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Runs `write` and answers the audit rows it added (oldest first), whatever rows were there
 * before: `const { result, rows } = await auditRowsOf(db, () => app.inject(...))`.
 */
export async function auditRowsOf<T>(
  db: Database,
  write: () => Promise<T>,
): Promise<{ result: T; rows: AuditRow[] }> {
  const before = await queryRows<{ id: string }>(db, sql`select id from audit_events`);
  const known = new Set(before.map((row) => row.id));
  const result = await write();
  const all = await queryRows<AuditRow>(
    db,
    sql`select id, actor_id, actor_email, action, target_type, target_id, target_name, organization_id, before, after
          from audit_events order by occurred_at, id`,
  );
  return { result, rows: all.filter((row) => !known.has(row.id)) };
}
