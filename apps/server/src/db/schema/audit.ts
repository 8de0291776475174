import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 22): one row per admin or agent write, written in the same
 * transaction as the change (`ctx.audit.record`). No foreign keys: a row outlives the actor,
 * the target and the organization it names, with their names and e-mail as they were. Rows
 * are never updated (a trigger refuses it, migration 0016); only the retention job deletes them
 * (migration 0019's trigger lets its delete of old rows through, and nothing else).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorName: text(),
    actorEmail: text(),
    /** 'organization.free_access', 'organization.delete', ... */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    targetName: text(),
    /** The organization the change belongs to: an agent's view of the trail is scoped by it. */
    organizationId: uuid(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    userAgent: text(),
  },
  (table) => [
    index('audit_events_occurred_at_idx').on(table.occurredAt.desc()),
    index('audit_events_organization_id_occurred_at_idx').on(table.organizationId, table.occurredAt.desc()),
    index('audit_events_actor_id_occurred_at_idx').on(table.actorId, table.occurredAt.desc()),
    index('audit_events_target_idx').on(table.targetType, table.targetId),
    // The trail's filters (issue 22): the target type, the action and the actor's e-mail and
    // name by prefix (text_pattern_ops serves `like 'x%'` whatever the collation).
    index('audit_events_target_type_occurred_at_idx').on(table.targetType, table.occurredAt.desc()),
    index('audit_events_action_idx').on(table.action.op('text_pattern_ops')),
    index('audit_events_actor_email_idx').on(sql`lower(${table.actorEmail}) text_pattern_ops`),
    index('audit_events_actor_name_idx').on(sql`lower(${table.actorName}) text_pattern_ops`),
  ],
);
