import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { displayName } from '../db/display-name.ts';

/** One admin or agent write, as the trail keeps it. */
export interface AuditEntry {
  /** What was done: 'organization.free_access', 'organization.delete', ... */
  action: string;
  target: { type: string; id: string; name?: string | null };
  /** The organization the change belongs to (an agent sees their organization's rows). */
  organizationId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The request's audit trail: `record(tx, entry)` writes one row in the caller's transaction,
 * so the row exists exactly when the change does. The actor's name and e-mail are copied as
 * they are now (the same statement reads them), so the row still says who it was after the
 * account is renamed or deleted.
 */
export interface Audit {
  record(executor: Executor, entry: AuditEntry): Promise<void>;
  /**
   * The same request's trail with another actor: a signed-out request that makes a person
   * (an accepted invitation) records that person as its actor.
   */
  as(actorId: string): Audit;
}

export function auditFor(
  actorId: string | null,
  request: { ip: string | null; userAgent: string | null },
): Audit {
  return {
    as: (otherActorId) => auditFor(otherActorId, request),
    async record(executor, entry) {
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      await executor.execute(
        sql`insert into audit_events (actor_id, actor_name, actor_email, action, target_type, target_id, target_name,
                                      organization_id, before, after, ip, user_agent)
            select ${actorId}::uuid,
                   (select ${displayName('p')} from profiles p where p.id = ${actorId}::uuid),
                   (select u.email from "user" u where u.id = ${actorId}::uuid),
                   ${entry.action}, ${entry.target.type}, ${entry.target.id}, ${entry.target.name ?? null},
                   ${entry.organizationId ?? null}::uuid, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb,
                   ${request.ip}, ${request.userAgent}`,
      );
    },
  };
}
