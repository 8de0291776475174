import {
  type ActiveDiscussion,
  mostActiveDiscussionsDays,
  mostActiveDiscussionsLimit,
} from '@pillars/shared/home/schemas';
import { can } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { communityPosts, organizations, profiles } from '../../db/schema/index.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

type ActiveRow = Pick<
  SqlRow<typeof communityPosts>,
  'id' | 'reply_count' | 'like_count' | 'last_activity_at'
> &
  Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name'> & {
    title: string;
    agency_name: SqlRow<typeof organizations>['name'] | null;
    week_activity: number;
  };

/**
 * Home's "Most active this week" (issue 42): the discussions with the most replies and likes
 * (of the post and of its replies) of the last 7 days, among those the viewer may see, not
 * hidden. One statement; its cost follows the week's activity (indexes on the replies' and
 * likes' dates, migration 0041), not the size of the Community: the week's 50 busiest are
 * found first and only they are read from the posts (were 48 of them hidden or of articles
 * the viewer may not read, fewer than three would show).
 */
/** How many of the week's busiest discussions are read to find three the viewer may see. */
const candidatesLimit = 50;

export function listMostActiveDiscussions(ctx: ViewerContext): Promise<ActiveDiscussion[]> {
  const readsAgentsOnly = can(ctx.viewer, 'article.read', { visibilityScope: 'agents_only' });
  // The same for everyone of an audience, so it is held in memory (scope 'community': every
  // write to the posts, replies, likes, and to the articles', lessons', authors' and agencies'
  // shown columns moves its counter, migration 0041) and Home stays one shared answer. The
  // week's window moves with the clock, not with a write: an entry can count a like a few
  // minutes past its seventh day until the next Community write; the ranking is of the week.
  return ctx.content.get('community', `most-active:${readsAgentsOnly ? 'agents' : 'members'}`, () =>
    loadMostActiveDiscussions(ctx, readsAgentsOnly),
  );
}

async function loadMostActiveDiscussions(
  ctx: ViewerContext,
  readsAgentsOnly: boolean,
): Promise<ActiveDiscussion[]> {
  const since = sql`now() - make_interval(days => ${mostActiveDiscussionsDays})`;
  const agentsOnly = readsAgentsOnly ? sql`true` : sql`a.visibility_scope <> 'agents_only'`;
  const rows = await queryRows<ActiveRow>(
    ctx.db,
    sql`select p.id, coalesce(p.title, l.title, a.title, '') as title, p.reply_count, p.like_count,
               p.last_activity_at, au.first_name, au.last_name, org.name as agency_name, w.week_activity
          from (select e.post_id, count(*)::int as week_activity from (
                  select r.post_id, r.created_at from community_replies r where r.created_at > ${since} and r.hidden_at is null
                  union all
                  select lk.post_id, lk.created_at from community_likes lk where lk.created_at > ${since} and lk.post_id is not null
                  union all
                  select r.post_id, lk.created_at from community_likes lk join community_replies r on r.id = lk.reply_id
                   where lk.created_at > ${since}) e
                group by e.post_id
                -- The busiest few, before the posts are read: each then by its key.
                order by count(*) desc, max(e.created_at) desc
                limit ${candidatesLimit}) w
          join community_posts p on p.id = w.post_id
          left join profiles au on au.id = p.author_id
          left join organizations org on org.id = au.organization_id
          left join lessons l on l.id = p.lesson_id
          left join articles a on a.id = p.article_id
         where p.hidden_at is null and (p.article_id is null or (a.is_published and ${agentsOnly}))
         order by w.week_activity desc, p.last_activity_at desc, p.id desc
         limit ${mostActiveDiscussionsLimit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    authorName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    agencyName: row.agency_name,
    replyCount: row.reply_count,
    likeCount: row.like_count,
    weekActivity: row.week_activity,
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
  }));
}
