import type { AnnouncementAudience } from '@pillars/shared/announcements/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { organizationHasAccessSql } from '../../lib/organization-access.ts';

/*
 * Who an announcement goes to (decision 073): always the people of organizations with member
 * access now (as the session judges it), narrowed by the audience's kind. The team behind
 * Pillars (support, superadmins, who belong to no organization) is never in it.
 */

/** Every lesson of the pillar completed by the person `p` (and the pillar has lessons). */
const completedPillarSql = (pillarId: string) =>
  sql`(exists (select 1 from lessons l join key_elements k on k.id = l.key_element_id where k.pillar_id = ${pillarId}::uuid)
       and not exists (select 1 from lessons l join key_elements k on k.id = l.key_element_id
                        where k.pillar_id = ${pillarId}::uuid
                          and not exists (select 1 from user_lesson_progress ulp
                                           where ulp.user_id = p.id and ulp.lesson_id = l.id)))`;

function kindSql(audience: AnnouncementAudience): SQL {
  switch (audience.kind) {
    case 'everyone':
      return sql`true`;
    case 'owners':
      return sql`p.role = 'agent'`;
    case 'plans':
      return sql`(select pp.plan_id from subscriptions s join plan_prices pp on pp.id = s.plan_price_id
                   where s.organization_id = p.organization_id and s.status in ('active', 'trialing')
                   order by s.created_at desc limit 1) = any(${sql.param(audience.planIds)}::uuid[])`;
    case 'pillar_completed':
      return completedPillarSql(audience.pillarId);
    case 'pillar_not_completed':
      return sql`not ${completedPillarSql(audience.pillarId)}`;
    case 'organization':
      return sql`p.organization_id = ${audience.organizationId}::uuid`;
  }
}

/**
 * The audience as a statement of `(user_id, email, first_name)` rows (`p` is `profiles`),
 * for a count or a batch.
 */
export function audienceSql(audience: AnnouncementAudience): SQL {
  return sql`select p.id as user_id, u.email, p.first_name
               from profiles p join "user" u on u.id = p.id
              where p.organization_id is not null
                and p.role in ('agent', 'team_member')
                and ${organizationHasAccessSql(sql`p.organization_id`)}
                and ${kindSql(audience)}`;
}

/** The audience in words, for the admin list. */
export function audienceLabel(
  audience: AnnouncementAudience,
  names: { plans: Map<string, string>; pillars: Map<string, string>; organizations: Map<string, string> },
): string {
  switch (audience.kind) {
    case 'everyone':
      return 'Everyone';
    case 'owners':
      return 'Owners only';
    case 'plans':
      return `Organizations on ${audience.planIds.map((id) => names.plans.get(id) ?? 'a removed plan').join(', ')}`;
    case 'pillar_completed':
      return `Completed ${names.pillars.get(audience.pillarId) ?? 'a removed pillar'}`;
    case 'pillar_not_completed':
      return `Not completed ${names.pillars.get(audience.pillarId) ?? 'a removed pillar'}`;
    case 'organization':
      return names.organizations.get(audience.organizationId) ?? 'A removed organization';
  }
}
