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

/**
 * Whether the person `person` (an alias of `profiles`) has member access now: the team behind
 * Pillars always, anyone else while their organization has it. Who may be mentioned and told
 * (the Community's notices) and who shows in the member directory.
 */
export const personHasAccessSql = (person: string) =>
  sql`(${sql.raw(person)}.role in ('support', 'superadmin') or ${organizationHasAccessSql(sql.raw(`${person}.organization_id`))})`;

/**
 * Whether a person shows in the member directory now (decision 056): their listing
 * (`listing`, an alias of `member_directory_profiles`) is on, and they (`person`, an alias of
 * `profiles`) have access. Their page (/members/:id) is open to every member exactly then,
 * so an @mention of them links to it (decision 055).
 */
export const shownInDirectorySql = (listing: string, person: string) =>
  sql`(${sql.raw(listing)}.listed and ${personHasAccessSql(person)})`;
