import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether an organization has member access now, as the session judges it
 * (shared/access.ts `hasPortalAccess`): free access, or its newest subscription active or
 * trialing. The reminders of learning plans and the Community's notices skip those without.
 */
export const organizationHasAccessSql = (organizationId: SQL) =>
  sql`(coalesce((select o.has_free_access from organizations o where o.id = ${organizationId}), false)
       or coalesce((select s.status in ('active', 'trialing') from subscriptions s
                     where s.organization_id = ${organizationId} order by s.created_at desc limit 1), false))`;
