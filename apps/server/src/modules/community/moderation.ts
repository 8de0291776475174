import type {
  CommunityReportRow,
  HiddenItemsResponse,
  ModerationAction,
  ReportsResponse,
} from '@pillars/shared/community/schemas';
import { communityMessages } from '@pillars/shared/community/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type {
  communityCategories,
  communityPosts,
  communityReplies,
  communityReports,
  profiles,
} from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { communityNotice } from '../../lib/realtime.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { giveBackPoints, takeBackPoints } from '../engagement/points.ts';
import { removeReply } from './service.ts';

/*
 * Moderation at /admin/community ('community.moderate': support and superadmins). Each
 * action is one transaction that changes the row, resolves its open reports and leaves its
 * audit row (`community.post.<action>`, `community.reply.<action>`).
 */

type Person = LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'avatar_url'>> & {
  agency: string | null;
};
type ReportRow = Pick<
  SqlRow<typeof communityReports>,
  'id' | 'reason' | 'note' | 'created_at' | 'post_id' | 'reply_id'
> & {
  reporter_id: string;
  reporter: Person;
  author_id: string;
  author: Person;
  post_title: SqlRow<typeof communityPosts>['title'];
  text: string;
  is_hidden: boolean;
  is_locked: boolean;
  is_pinned: boolean;
  category_id: string | null;
};

const person = (alias: string) =>
  sql.raw(
    `json_build_object('first_name', ${alias}.first_name, 'last_name', ${alias}.last_name, 'avatar_url', ${alias}.avatar_url, 'agency', (select name from organizations where id = ${alias}.organization_id))`,
  );

const toPerson = (id: string, row: Person) => ({
  id,
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  avatarUrl: row.avatar_url,
  agencyName: row.agency,
});

export async function listReports(ctx: ViewerContext): Promise<ReportsResponse> {
  const [rows, categories] = await Promise.all([
    queryRows<ReportRow>(
      ctx.db,
      sql`select cr.id, cr.reason, cr.note, cr.created_at, cr.post_id, cr.reply_id,
                 cr.reporter_id, ${person('rp')} as reporter,
                 coalesce(r.author_id, p.author_id) as author_id, ${person('ap')} as author,
                 p.title as post_title, coalesce(r.body, p.body) as text,
                 coalesce(r.hidden_at, p.hidden_at) is not null as is_hidden,
                 p.locked_at is not null as is_locked, p.pinned_at is not null as is_pinned, p.category_id
            from community_reports cr
            join community_posts p on p.id = cr.post_id
            left join community_replies r on r.id = cr.reply_id
            left join profiles rp on rp.id = cr.reporter_id
            left join profiles ap on ap.id = coalesce(r.author_id, p.author_id)
           where cr.resolved_at is null
           order by cr.created_at desc, cr.id desc
           limit 200`,
    ),
    queryRows<Pick<SqlRow<typeof communityCategories>, 'id' | 'name' | 'position'>>(
      ctx.db,
      sql`select id, name, position from community_categories order by position, name`,
    ),
  ]);
  const reports: CommunityReportRow[] = rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
    reporter: toPerson(row.reporter_id, row.reporter),
    postId: row.post_id,
    postTitle: row.post_title,
    replyId: row.reply_id,
    excerpt: row.text.length > 300 ? `${row.text.slice(0, 299)}…` : row.text,
    author: toPerson(row.author_id, row.author),
    isHidden: row.is_hidden,
    isLocked: row.is_locked,
    isPinned: row.is_pinned,
    categoryId: row.category_id,
  }));
  return { reports, categories };
}

/** How many hidden posts and replies /admin/community lists (the newest). */
const hiddenListLimit = 100;

/**
 * /admin/community's "Hidden by moderators": the newest hidden posts and replies with their
 * text, so moderators read what was hidden and may restore it (decision 055). One statement,
 * over the partial indexes on `hidden_at` (migration 0043).
 */
export async function listHidden(ctx: ViewerContext): Promise<HiddenItemsResponse> {
  // A union of posts and replies: the columns both share are the replies' own.
  const rows = await queryRows<
    Pick<SqlRow<typeof communityReplies>, 'post_id' | 'author_id' | 'hidden_at'> & {
      reply_id: string | null;
      post_title: SqlRow<typeof communityPosts>['title'];
      place_name: string | null;
      text: string;
      author: Person;
    }
  >(
    ctx.db,
    sql`select h.post_id, h.reply_id, p.title as post_title,
               coalesce(c.name, l.title, a.title) as place_name,
               h.text, h.author_id, ${person('ap')} as author, h.hidden_at
          from (
            (select id as post_id, null::uuid as reply_id, body as text, author_id, hidden_at
               from community_posts where hidden_at is not null order by hidden_at desc limit ${hiddenListLimit})
            union all
            (select post_id, id, body, author_id, hidden_at
               from community_replies where hidden_at is not null order by hidden_at desc limit ${hiddenListLimit})
          ) h
          join community_posts p on p.id = h.post_id
          left join community_categories c on c.id = p.category_id
          left join lessons l on l.id = p.lesson_id
          left join articles a on a.id = p.article_id
          left join profiles ap on ap.id = h.author_id
         order by h.hidden_at desc, h.reply_id nulls first
         limit ${hiddenListLimit}`,
  );
  return {
    items: rows.map((row) => ({
      postId: row.post_id,
      replyId: row.reply_id,
      postTitle: row.post_title,
      placeName: row.place_name ?? '',
      excerpt: row.text.length > 300 ? `${row.text.slice(0, 299)}…` : row.text,
      author: toPerson(row.author_id, row.author),
      hiddenAt: new Date(row.hidden_at!).toISOString(),
    })),
  };
}

async function resolveReports(tx: Executor, ctx: ViewerContext, where: ReturnType<typeof sql>) {
  await tx.execute(
    sql`update community_reports set resolved_at = now(), resolved_by = ${ctx.viewer.userId}
         where resolved_at is null and ${where}`,
  );
}

const postChanges: Record<Exclude<ModerationAction, 'move' | 'delete'>, ReturnType<typeof sql>> = {
  hide: sql`hidden_at = coalesce(hidden_at, now())`,
  unhide: sql`hidden_at = null`,
  lock: sql`locked_at = coalesce(locked_at, now())`,
  unlock: sql`locked_at = null`,
  pin: sql`pinned_at = coalesce(pinned_at, now())`,
  unpin: sql`pinned_at = null`,
};

export async function moderatePost(
  ctx: ViewerContext,
  input: { postId: string; action: ModerationAction; categoryId?: string },
): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<
      Pick<
        SqlRow<typeof communityPosts>,
        'title' | 'category_id' | 'author_id' | 'hidden_at' | 'locked_at' | 'pinned_at'
      > & {
        organization_id: string | null;
      }
    >(
      tx,
      sql`select p.title, p.category_id, p.author_id, p.hidden_at, p.locked_at, p.pinned_at,
                 (select organization_id from profiles where id = p.author_id) as organization_id
            from community_posts p where p.id = ${input.postId} for update`,
    );
    if (!before) throw notFound(communityMessages.postNotFound);
    const target = { type: 'community_post', id: input.postId, name: before.title };
    const audit = {
      action: `community.post.${input.action}`,
      target,
      organizationId: before.organization_id,
    };
    if (input.action === 'delete') {
      await takeBackPoints({ db: tx }, { thingIds: [input.postId], repliesOfPostId: input.postId });
      await tx.execute(sql`delete from community_posts where id = ${input.postId}`);
      await ctx.audit.record(tx, { ...audit, before: { authorId: before.author_id, title: before.title } });
      return;
    }
    if (input.action === 'move') {
      // Only a category's discussion moves (a lesson's or an article's belongs where it is).
      if (before.category_id === null)
        throw validationFailed(communityMessages.categoryRequired, {
          categoryId: communityMessages.categoryRequired,
        });
      const [moved] = await queryRows<{ id: string }>(
        tx,
        sql`update community_posts set category_id = c.id from community_categories c
             where community_posts.id = ${input.postId} and c.id = ${input.categoryId!} returning community_posts.id`,
      );
      if (!moved)
        throw validationFailed(communityMessages.categoryNotFound, {
          categoryId: communityMessages.categoryNotFound,
        });
      await ctx.audit.record(tx, {
        ...audit,
        before: { categoryId: before.category_id },
        after: { categoryId: input.categoryId },
      });
    } else {
      await tx.execute(
        sql`update community_posts set ${postChanges[input.action]} where id = ${input.postId}`,
      );
      // Hidden: the post's points (its start and its likes) go back; unhidden: they return.
      if (input.action === 'hide') await takeBackPoints({ db: tx }, { thingIds: [input.postId] });
      if (input.action === 'unhide') await giveBackPoints({ db: tx }, { thingIds: [input.postId] });
      await ctx.audit.record(tx, {
        ...audit,
        before: {
          hidden: before.hidden_at !== null,
          locked: before.locked_at !== null,
          pinned: before.pinned_at !== null,
        },
      });
    }
    await resolveReports(tx, ctx, sql`post_id = ${input.postId} and reply_id is null`);
    await tx.execute(communityNotice({ postId: input.postId, replyId: null }));
  });
  return { ok: true };
}

export async function moderateReply(
  ctx: ViewerContext,
  input: { replyId: string; action: 'hide' | 'unhide' | 'delete' },
): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{
      post_id: string;
      author_id: string;
      post_title: string | null;
      organization_id: string | null;
    }>(
      tx,
      sql`select r.post_id, r.author_id, p.title as post_title,
                 (select organization_id from profiles where id = r.author_id) as organization_id
            from community_replies r join community_posts p on p.id = r.post_id
           where r.id = ${input.replyId} for update of r`,
    );
    if (!before) throw notFound(communityMessages.replyNotFound);
    if (input.action === 'delete') {
      await resolveReports(tx, ctx, sql`reply_id = ${input.replyId}`);
      await removeReply({ db: tx }, { replyId: input.replyId });
    } else {
      // A hidden reply leaves its post's count, and comes back into it when restored
      // (decision 055): the count moves only when the reply's state does.
      const hide = input.action === 'hide';
      await tx.execute(
        sql`with changed as (
              update community_replies set hidden_at = ${hide ? sql`now()` : sql`null`}
               where id = ${input.replyId} and hidden_at is ${hide ? sql`null` : sql`not null`}
              returning post_id
            )
            update community_posts set reply_count = greatest(reply_count ${hide ? sql`-` : sql`+`} 1, 0)
             where id = (select post_id from changed)`,
      );
      await resolveReports(tx, ctx, sql`reply_id = ${input.replyId}`);
      if (hide) await takeBackPoints({ db: tx }, { thingIds: [input.replyId] });
      else await giveBackPoints({ db: tx }, { thingIds: [input.replyId] });
    }
    await tx.execute(communityNotice({ postId: before.post_id, replyId: input.replyId }));
    await ctx.audit.record(tx, {
      action: `community.reply.${input.action}`,
      target: { type: 'community_reply', id: input.replyId, name: before.post_title },
      organizationId: before.organization_id,
      before: { postId: before.post_id, authorId: before.author_id },
    });
  });
  return { ok: true };
}

/** Categories (superadmins): names unique whatever their case; one with discussions is not deleted. */
export async function saveCategory(
  ctx: ViewerContext,
  input: { categoryId?: string; name: string; position: number },
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<Pick<SqlRow<typeof communityCategories>, 'id' | 'name' | 'position'>>(
      tx,
      input.categoryId
        ? sql`update community_categories set name = ${input.name}, position = ${input.position}
               where id = ${input.categoryId} returning id, name, position`
        : sql`insert into community_categories (name, position) values (${input.name}, ${input.position})
              returning id, name, position`,
    );
    if (!row) throw notFound(communityMessages.categoryNotFound);
    await ctx.audit.record(tx, {
      action: input.categoryId ? 'community.category.update' : 'community.category.create',
      target: { type: 'community_category', id: row.id, name: row.name },
      after: { name: row.name, position: row.position },
    });
    return { category: { id: row.id, name: row.name, position: row.position } };
  });
}

export async function deleteCategory(ctx: ViewerContext, { categoryId }: { categoryId: string }) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<Pick<SqlRow<typeof communityCategories>, 'name'>>(
      tx,
      sql`delete from community_categories where id = ${categoryId} returning name`,
    );
    if (!row) throw notFound(communityMessages.categoryNotFound);
    await ctx.audit.record(tx, {
      action: 'community.category.delete',
      target: { type: 'community_category', id: categoryId, name: row.name },
      before: { name: row.name },
    });
  });
  return { ok: true as const };
}
