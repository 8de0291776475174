import {
  type AdminOrganization,
  type DeleteOrganizationResponse,
  type OrganizationResponse,
  type OrganizationsResponse,
  organizationMessages,
  organizationsPageSize,
} from '@pillars/shared/organizations/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, subscriptions } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { cancelOrganizationSubscription } from '../billing/subscription-service.ts';

/*
 * Manage Organizations (spec 02; superadmins, by the route's 'org.manage' policy): the list
 * with its counts, free access, and deletion. Pillars, articles and events are shared by every
 * organization here, so an organization's counts are of what its people did with them: the
 * pillars they started, the articles they wrote, the events they host.
 */

/** `organizationColumns`: the organization, its current subscription's status and its counts (bigints). */
interface OrganizationRow
  extends Pick<SqlRow<typeof organizations>, 'id' | 'name' | 'slug' | 'has_free_access' | 'created_at'> {
  subscription_status: SqlRow<typeof subscriptions>['status'] | null;
  users: string | number;
  pillars: string | number;
  articles: string | number;
  events: string | number;
  total?: string | number;
}

function toOrganization(row: OrganizationRow): AdminOrganization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    hasFreeAccess: row.has_free_access,
    createdAt: new Date(row.created_at).toISOString(),
    subscriptionStatus: row.subscription_status,
    counts: {
      users: Number(row.users),
      pillars: Number(row.pillars),
      articles: Number(row.articles),
      events: Number(row.events),
    },
  };
}

/**
 * The organization's people as an array, for the counts of what they did. Joined to profiles
 * instead, PostgreSQL plans for the average organization's people (most organizations have
 * none, one has hundreds) and scans all progress and all articles for every organization with
 * anyone in it; `= any (array(...))` is planned as an index lookup per person (issue 39).
 */
const organizationPeople = sql`array(select p.id from profiles p where p.organization_id = o.id)`;

/** Each count is a sub-select on an index (profiles by organization, then by user, author, host). */
const countColumns = sql`(select s.status from subscriptions s where s.organization_id = o.id
    order by s.created_at desc limit 1) as subscription_status,
  (select count(*) from profiles p where p.organization_id = o.id) as users,
  (select count(distinct ke.pillar_id) from user_lesson_progress ulp
     join lessons l on l.id = ulp.lesson_id
     join key_elements ke on ke.id = l.key_element_id
    where ulp.user_id = any (${organizationPeople})) as pillars,
  (select count(*) from events e where e.host_id = any (${organizationPeople})) as events`;

const organizationColumns = sql`o.id, o.name, o.slug, o.has_free_access, o.created_at, ${countColumns},
  (select count(*) from articles a where a.author_id = any (${organizationPeople})) as articles`;

/**
 * Articles per author, from memory between article writes (content scope 'articles': every
 * write to articles bumps it, and the count depends on nothing else).
 */
function articleCountsByAuthor(ctx: ViewerContext): Promise<ReadonlyMap<string, number>> {
  return ctx.content.get('articles', 'count-by-author', async () => {
    const rows = await queryRows<{ author_id: string; articles: string | number }>(
      ctx.db,
      sql`select author_id, count(*) as articles from articles where author_id is not null group by author_id`,
    );
    return new Map(rows.map((row) => [row.author_id, Number(row.articles)]));
  });
}

export async function listOrganizations(
  ctx: ViewerContext,
  query: { search?: string; page: number },
): Promise<OrganizationsResponse> {
  const where: SQL = query.search
    ? sql`o.name ilike ${containsPattern(query.search)} or o.slug ilike ${containsPattern(query.search)}`
    : sql`true`;
  // The articles count comes from memory (articles per author, `articleCountsByAuthor`) over
  // the organization's people: as a sub-select per organization, the plan (one for every row,
  // for an array of unknown length) scanned all 10,000 articles again for each organization of
  // the page, most of the list's time (decision 057). The other counts stay sub-selects on
  // their indexes.
  const [rows, articlesByAuthor] = await Promise.all([
    queryRows<OrganizationRow & { people: string[] | null }>(
      ctx.db,
      sql`select o.id, o.name, o.slug, o.has_free_access, o.created_at, ${countColumns},
                 ${organizationPeople} as people, count(*) over () as total
            from organizations o
           where ${where}
           order by o.created_at desc, o.id
           limit ${organizationsPageSize} offset ${(query.page - 1) * organizationsPageSize}`,
    ),
    articleCountsByAuthor(ctx),
  ]);
  for (const row of rows) {
    row.articles = (row.people ?? []).reduce((sum, id) => sum + (articlesByAuthor.get(id) ?? 0), 0);
  }
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await queryRows<{ total: string | number }>(
      ctx.db,
      sql`select count(*) as total from organizations o where ${where}`,
    );
    total = Number(counted?.total ?? 0);
  }
  return {
    organizations: rows.map(toOrganization),
    total,
    page: query.page,
    pageSize: organizationsPageSize,
  };
}

async function loadOrganization(db: Executor, organizationId: string): Promise<AdminOrganization> {
  const [row] = await queryRows<OrganizationRow>(
    db,
    sql`select ${organizationColumns} from organizations o where o.id = ${organizationId}`,
  );
  if (!row) throw notFound(organizationMessages.organizationNotFound);
  return toOrganization(row);
}

/**
 * Grant or Remove Free Access. Its members' access follows at once: every signed-in request
 * reads the organization with the session, and the change announces itself to the session
 * caches (migration 0005's accounts_changed).
 */
export async function updateOrganization(
  ctx: ViewerContext,
  input: { organizationId: string; hasFreeAccess: boolean },
): Promise<OrganizationResponse> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ name: string; has_free_access: boolean }>(
      tx,
      sql`select name, has_free_access from organizations where id = ${input.organizationId} for update`,
    );
    if (!before) throw notFound(organizationMessages.organizationNotFound);
    if (before.has_free_access !== input.hasFreeAccess) {
      await tx.execute(
        sql`update organizations set has_free_access = ${input.hasFreeAccess} where id = ${input.organizationId}`,
      );
      await ctx.audit.record(tx, {
        action: 'organization.free_access',
        target: { type: 'organization', id: input.organizationId, name: before.name },
        organizationId: input.organizationId,
        before: { hasFreeAccess: before.has_free_access },
        after: { hasFreeAccess: input.hasFreeAccess },
      });
      ctx.log.info(
        { organizationId: input.organizationId, hasFreeAccess: input.hasFreeAccess },
        'free access changed',
      );
    }
    return { organization: await loadOrganization(tx, input.organizationId) };
  });
}

/**
 * Deletes an organization after its exact name was typed. Its paid subscription is ended at
 * the provider first (a failure there deletes nothing: the provider would go on charging
 * an organization that no longer exists). Then, in one transaction, the organization goes,
 * and with it (foreign keys and migration 0003's trigger) its profiles, their users, sessions
 * and auth accounts, progress, bookmarks, registrations, calls, tickets and messages.
 * Articles and events its people wrote or host stay, without them.
 */
export async function deleteOrganization(
  ctx: ViewerContext,
  input: { organizationId: string; confirmName: string },
): Promise<DeleteOrganizationResponse> {
  const organization = await loadOrganization(ctx.db, input.organizationId);
  if (input.confirmName !== organization.name) {
    throw validationFailed(organizationMessages.confirmNameMismatch, {
      confirmName: organizationMessages.confirmNameMismatch,
    });
  }
  await cancelOrganizationSubscription(ctx, { organizationId: organization.id });
  await ctx.db.transaction(async (tx) => {
    const deleted = await queryRows<{ id: string }>(
      tx,
      sql`delete from organizations where id = ${organization.id} returning id`,
    );
    // Deleted meanwhile by another superadmin.
    if (deleted.length === 0) throw notFound(organizationMessages.organizationNotFound);
    await ctx.audit.record(tx, {
      action: 'organization.delete',
      target: { type: 'organization', id: organization.id, name: organization.name },
      organizationId: organization.id,
      before: { name: organization.name, slug: organization.slug, counts: organization.counts },
    });
  });
  ctx.log.info({ organizationId: organization.id, users: organization.counts.users }, 'organization deleted');
  return { deleted: { id: organization.id, name: organization.name, users: organization.counts.users } };
}
