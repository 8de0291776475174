import { mentionEndpoints } from '@pillars/shared/community/mention-endpoints';
import {
  type MentionCandidatesResponse,
  mentionCandidatesLimit,
} from '@pillars/shared/community/mention-schemas';
import { communityMessages } from '@pillars/shared/community/messages';
import { can } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { queryRows } from '../../db/client.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { articles, organizations, profiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { personHasAccessSql } from '../../lib/organization-access.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';

/*
 * The @mention autocomplete (issue 42, decision 055): up to 8 people whose first name, last
 * name or full name starts with what was typed, among those who can see the thread (the
 * rule `notifyCommunityWrite` applies to the ids sent back): a member with access, staff
 * always; for an agents-only article's discussion, agents and staff. And among them only
 * people the viewer already meets (issue 54): someone of their own organization, someone who
 * wrote in this thread, or someone listed in the member directory. A person of another agency
 * who never opted into the directory is not named to strangers. One statement.
 */

type CandidateRow = Pick<SqlRow<typeof profiles>, 'id' | 'first_name' | 'last_name' | 'avatar_url'> & {
  agency_name: SqlRow<typeof organizations>['name'] | null;
};

export async function listMentionCandidates(
  ctx: ViewerContext,
  input: { q: string; postId?: string },
): Promise<MentionCandidatesResponse> {
  const pattern = startsWithPattern(input.q.trim());
  let visibilityScope: string | null = null;
  const postId = input.postId ?? null;
  if (input.postId !== undefined) {
    // The thread as the viewer sees it: a discussion of an article they may not read does not exist for them.
    const viewerSeesAgentsOnly = can(ctx.viewer, 'article.read', { visibilityScope: 'agents_only' });
    const [post] = await queryRows<
      Pick<SqlRow<typeof articles>, 'visibility_scope'> | { visibility_scope: null }
    >(
      ctx.db,
      sql`select a.visibility_scope
            from community_posts p left join articles a on a.id = p.article_id
           where p.id = ${input.postId}
             and (p.article_id is null or (a.is_published and (${viewerSeesAgentsOnly} or a.visibility_scope <> 'agents_only')))`,
    );
    if (!post) throw notFound(communityMessages.postNotFound);
    visibilityScope = post.visibility_scope;
  }
  const rows = await queryRows<CandidateRow>(
    ctx.db,
    sql`select pr.id, pr.first_name, pr.last_name, pr.avatar_url, org.name as agency_name
          from profiles pr
          left join organizations org on org.id = pr.organization_id
         where (pr.first_name ilike ${pattern} or pr.last_name ilike ${pattern}
                or (pr.first_name || ' ' || pr.last_name) ilike ${pattern})
           and pr.id <> ${ctx.viewer.userId}
           and ${personHasAccessSql('pr')}
           and (${visibilityScope !== 'agents_only'} or pr.role in ('agent', 'support', 'superadmin'))
           and (pr.organization_id = ${ctx.viewer.organizationId}
                or exists(select 1 from member_directory_profiles listing where listing.user_id = pr.id and listing.listed)
                -- The thread's writers, read once (a hashed set), not per person.
                or pr.id in (select tp.author_id from community_posts tp where tp.id = ${postId}::uuid
                             union select tr.author_id from community_replies tr where tr.post_id = ${postId}::uuid))
         order by pr.first_name, pr.last_name, pr.id
         limit ${mentionCandidatesLimit}`,
  );
  return {
    people: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
      agencyName: row.agency_name,
    })),
  };
}

/** GET /api/community/mention-candidates (registered beside the Community's routes). */
export const mentionRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, mentionEndpoints.listMentionCandidates, (ctx, { query }) =>
    listMentionCandidates(ctx, query),
  );
};
