import type {
  ArticleBookmarkResponse,
  ArticleCard,
  ArticleComment,
  ArticleDetail,
  ArticleDetailResponse,
  ArticleLikeResponse,
  ArticleTag,
} from '@pillars/shared/articles/schemas';
import {
  articleCommentsLimit,
  articlesMessages,
  relatedArticlesLimit,
} from '@pillars/shared/articles/schemas';
import { can, type PolicyResource } from '@pillars/shared/policies';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { preparedStatement, queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import {
  type articleCategories,
  type articleCategoryMappings,
  articles,
  articleTopicMappings,
  type communityPosts,
  type gurus,
  profiles,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Viewer, ViewerContext } from '../../lib/service-context.ts';
import { articleIdOfOldSlug } from './old-slugs.ts';

/**
 * The articles a viewer may read, as SQL: 'agents_only' ones only where the policy lets
 * this viewer read them (spec 02 section 6). Every article list filters through this.
 */
export function visibleArticlesFor(viewer: Viewer): SQL | undefined {
  if (can(viewer, 'article.read', { visibilityScope: 'agents_only' })) return undefined;
  return ne(articles.visibilityScope, 'agents_only');
}

export async function selectPublishedArticleCards(
  ctx: ViewerContext,
  options: { where?: SQL; limit: number },
): Promise<ArticleCard[]> {
  const { db, viewer } = ctx;
  // The page of articles first (a partial index scan that stops at `limit`), then the
  // authors: joining before the limit makes the planner read every published article.
  const page = db.$with('page').as(
    db
      .select({
        id: articles.id,
        title: articles.title,
        subtitle: articles.subtitle,
        slug: articles.slug,
        featuredImageUrl: articles.featuredImageUrl,
        contentType: articles.contentType,
        publishedAt: articles.publishedAt,
        estimatedReadTimeMinutes: articles.estimatedReadTimeMinutes,
        authorId: articles.authorId,
      })
      .from(articles)
      .where(and(eq(articles.isPublished, true), visibleArticlesFor(viewer), options.where))
      .orderBy(desc(articles.publishedAt))
      .limit(options.limit),
  );
  const rows = await db
    .with(page)
    .select({
      id: page.id,
      title: page.title,
      subtitle: page.subtitle,
      slug: page.slug,
      featuredImageUrl: page.featuredImageUrl,
      contentType: page.contentType,
      publishedAt: page.publishedAt,
      estimatedReadTimeMinutes: page.estimatedReadTimeMinutes,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
      authorAvatarUrl: profiles.avatarUrl,
    })
    .from(page)
    .leftJoin(profiles, eq(profiles.id, page.authorId))
    .orderBy(desc(page.publishedAt));
  return rows.map(({ authorFirstName, authorLastName, authorAvatarUrl, publishedAt, ...card }) => ({
    ...card,
    publishedAt: publishedAt?.toISOString() ?? null,
    author:
      authorFirstName === null
        ? null
        : { firstName: authorFirstName, lastName: authorLastName ?? '', avatarUrl: authorAvatarUrl },
  }));
}

/**
 * The cache key of what a viewer may read: every viewer of the same audience gets the same
 * article lists, so one entry serves them all.
 */
export function audienceOf(viewer: Viewer): string {
  return visibleArticlesFor(viewer) === undefined ? 'with-agents-only' : 'members';
}

/** Featured and published, newest first (home scroller); from memory between article writes. */
export function listFeaturedArticleCards(ctx: ViewerContext, options: { limit: number }) {
  return ctx.content.get('articles', `featured:${audienceOf(ctx.viewer)}:${options.limit}`, () =>
    selectPublishedArticleCards(ctx, { ...options, where: eq(articles.isFeatured, true) }),
  );
}

/** The latest published (home's Recent Resources); from memory between article writes. */
export function listRecentArticleCards(ctx: ViewerContext, options: { limit: number }) {
  return ctx.content.get('articles', `recent:${audienceOf(ctx.viewer)}:${options.limit}`, () =>
    selectPublishedArticleCards(ctx, options),
  );
}

/*
 * The resources screens' shared data (filters, the article index, an article with its
 * related list) comes from memory between article writes (scope 'articles'); what changes
 * with every member's click (likes, comments) is read live in one statement; the viewer's
 * own likes and bookmarks come from the member cache (lib/member-cache.ts).
 */

export interface ArticleFilters {
  categories: ArticleTag[];
  topics: ArticleTag[];
  categoriesBySlug: Map<string, ArticleTag>;
  topicsBySlug: Map<string, ArticleTag>;
  categoriesById: Map<string, ArticleTag>;
  topicsById: Map<string, ArticleTag>;
}

/** Categories and topics by name (the filters; tags of each article resolve through these). */
export function getArticleFilters(ctx: ViewerContext): Promise<ArticleFilters> {
  return ctx.content.get('articles', 'filters', async () => {
    // A category's or a topic's columns (the two tables have the same), and which it is.
    const rows = await queryRows<
      Pick<SqlRow<typeof articleCategories>, 'id' | 'name' | 'slug'> & { kind: 'category' | 'topic' }
    >(
      ctx.db,
      sql`(select 'category' as kind, id, name, slug from article_categories)
          union all
          (select 'topic', id, name, slug from article_topics)
          order by name, slug`,
    );
    const pick = (kind: 'category' | 'topic') =>
      rows.filter((row) => row.kind === kind).map(({ id, name, slug }) => ({ id, name, slug }));
    const categories = pick('category');
    const topics = pick('topic');
    return {
      categories,
      topics,
      categoriesBySlug: new Map(categories.map((tag) => [tag.slug, tag])),
      topicsBySlug: new Map(topics.map((tag) => [tag.slug, tag])),
      categoriesById: new Map(categories.map((tag) => [tag.id, tag])),
      topicsById: new Map(topics.map((tag) => [tag.id, tag])),
    };
  });
}

/** What the policy needs of an article, for every article, by slug and by id. */
interface ArticleIndexEntry {
  id: string;
  slug: string;
  isPublished: boolean;
  visibilityScope: 'all' | 'agents_only';
  guruUserId: string | null;
}

interface ArticleIndex {
  bySlug: Map<string, ArticleIndexEntry>;
  byId: Map<string, ArticleIndexEntry>;
}

/**
 * Every article's slug, state and guru, from memory: an unknown or hidden slug or id is
 * answered without a statement, and the per-article cache keys stay bounded by the data.
 */
function getArticleIndex(ctx: ViewerContext): Promise<ArticleIndex> {
  return ctx.content.get('articles', 'index', async () => {
    // The article's columns, and the user behind its guru record (left-joined).
    const rows = await queryRows<
      Pick<SqlRow<typeof articles>, 'id' | 'slug' | 'is_published' | 'visibility_scope'> & {
        guru_user_id: SqlRow<typeof gurus>['user_id'] | null;
      }
    >(
      ctx.db,
      sql`select articles.id, articles.slug, articles.is_published, articles.visibility_scope,
                 gurus.user_id as guru_user_id
            from articles left join gurus on gurus.id = articles.guru_id`,
    );
    const index: ArticleIndex = { bySlug: new Map(), byId: new Map() };
    for (const row of rows) {
      const entry: ArticleIndexEntry = {
        id: row.id,
        slug: row.slug,
        isPublished: row.is_published,
        visibilityScope: row.visibility_scope,
        guruUserId: row.guru_user_id,
      };
      index.bySlug.set(entry.slug, entry);
      index.byId.set(entry.id, entry);
    }
    return index;
  });
}

const policyResourceOf = (entry: ArticleIndexEntry): PolicyResource => ({
  isPublished: entry.isPublished,
  visibilityScope: entry.visibilityScope,
  guruUserId: entry.guruUserId,
});

/**
 * The article the viewer may read (by its slug, or a slug it had), or 404 'Article not found': a draft or an agents_only
 * article the viewer may not read does not exist for them (no 403 that would confirm it).
 */
async function findReadableArticle(
  ctx: ViewerContext,
  by: { slug: string } | { id: string },
): Promise<ArticleIndexEntry> {
  const index = await getArticleIndex(ctx);
  let entry = 'slug' in by ? index.bySlug.get(by.slug) : index.byId.get(by.id);
  // A slug the article had before it was renamed (decision 043): the article as it is now,
  // whose own slug tells the page its current address. One statement, on a miss only.
  if (!entry && 'slug' in by) {
    const movedId = await articleIdOfOldSlug(ctx, { slug: by.slug });
    entry = movedId ? index.byId.get(movedId) : undefined;
  }
  if (!entry || !can(ctx.viewer, 'article.read', policyResourceOf(entry))) {
    throw notFound(articlesMessages.articleNotFound);
  }
  return entry;
}

/** The viewer's liked and bookmarked article ids. */
export interface ViewerArticleRows {
  likedIds: Set<string>;
  bookmarkedIds: Set<string>;
}

const selectViewerArticleRows = preparedStatement<
  { article_id: string; is_like: boolean },
  { userId: string }
>(
  'viewer_article_rows',
  sql`select article_id, true as is_like from article_likes where user_id = ${sql.placeholder('userId')}
      union all
      select article_id, false from article_bookmarks where user_id = ${sql.placeholder('userId')}`,
);

/** From memory while the viewer's counter has not moved, otherwise one statement. Do not change it. */
export function readViewerArticleRows(ctx: ViewerContext): Promise<ViewerArticleRows> {
  return ctx.viewerRows.get('articles', async () => {
    const rows = await selectViewerArticleRows(ctx.db, { userId: ctx.viewer.userId });
    const result: ViewerArticleRows = { likedIds: new Set(), bookmarkedIds: new Set() };
    for (const row of rows) (row.is_like ? result.likedIds : result.bookmarkedIds).add(row.article_id);
    return result;
  });
}

/** `content_images` is a list, but imported rows may hold a JSON string of one (spec 01 section 3). */
export function normaliseContentImages(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.trim() === '' ? [] : [value];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
}

interface CachedArticle {
  article: ArticleDetail;
  related: ArticleCard[];
}

/**
 * The article's columns, its author (left-joined profile), its guru's (left-joined, read
 * under aliases) and its category and topic ids (`array(...)` of the mappings).
 */
type LoadedArticleRow = Pick<
  SqlRow<typeof articles>,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'slug'
  | 'featured_image_url'
  | 'content_type'
  | 'published_at'
  | 'estimated_read_time_minutes'
  | 'body'
  | 'pro_tip'
  | 'video_url'
  | 'document_url'
  | 'content_images'
  | 'is_published'
  | 'visibility_scope'
> &
  LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'avatar_url'>> & {
    guru_name: SqlRow<typeof gurus>['name'] | null;
    guru_slug: SqlRow<typeof gurus>['slug'] | null;
    guru_image_url: SqlRow<typeof gurus>['image_url'];
    category_ids: Array<SqlRow<typeof articleCategoryMappings>['category_id']>;
    topic_ids: Array<SqlRow<typeof articleTopicMappings>['topic_id']>;
  };

async function loadArticle(ctx: ViewerContext, id: string): Promise<CachedArticle> {
  const [row] = await queryRows<LoadedArticleRow>(
    ctx.db,
    sql`select a.id, a.title, a.subtitle, a.slug, a.featured_image_url, a.content_type, a.published_at,
               a.estimated_read_time_minutes, a.body, a.pro_tip, a.video_url, a.document_url,
               a.content_images, a.is_published, a.visibility_scope,
               p.first_name, p.last_name, p.avatar_url,
               g.name as guru_name, g.slug as guru_slug, g.image_url as guru_image_url,
               array(select category_id from article_category_mappings where article_id = a.id)::text[] as category_ids,
               array(select topic_id from article_topic_mappings where article_id = a.id)::text[] as topic_ids
          from articles a
          left join profiles p on p.id = a.author_id
          left join gurus g on g.is_active and g.id = coalesce(
            a.guru_id, (select gc.guru_id from guru_content gc where gc.article_id = a.id order by gc.guru_id limit 1))
         where a.id = ${id}`,
  );
  if (!row) throw notFound(articlesMessages.articleNotFound);
  const filters = await getArticleFilters(ctx);
  const tags = (ids: string[], byId: Map<string, ArticleTag>) =>
    ids
      .map((tagId) => byId.get(tagId))
      .filter((tag): tag is ArticleTag => tag !== undefined)
      .sort((a, b) => a.name.localeCompare(b.name));
  const article: ArticleDetail = {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    featuredImageUrl: row.featured_image_url,
    contentType: row.content_type,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    estimatedReadTimeMinutes: row.estimated_read_time_minutes,
    author:
      row.first_name === null
        ? null
        : { firstName: row.first_name, lastName: row.last_name ?? '', avatarUrl: row.avatar_url },
    body: sanitizeHtml(row.body),
    proTip: row.pro_tip,
    videoUrl: row.video_url,
    documentUrl: row.document_url,
    contentImages: normaliseContentImages(row.content_images),
    isPublished: row.is_published,
    visibilityScope: row.visibility_scope,
    categories: tags(row.category_ids, filters.categoriesById),
    topics: tags(row.topic_ids, filters.topicsById),
    guru:
      row.guru_name === null || row.guru_slug === null
        ? null
        : { name: row.guru_name, slug: row.guru_slug, imageUrl: row.guru_image_url },
  };

  // Related: other published articles the audience may read, those sharing a topic first,
  // then the newest (two short index reads, from memory afterwards).
  const others = ne(articles.id, id);
  const [sharingTopic, newest] = await Promise.all([
    row.topic_ids.length === 0
      ? Promise.resolve([])
      : selectPublishedArticleCards(ctx, {
          where: and(
            others,
            inArray(
              articles.id,
              ctx.db
                .select({ articleId: articleTopicMappings.articleId })
                .from(articleTopicMappings)
                .where(inArray(articleTopicMappings.topicId, row.topic_ids)),
            ),
          ),
          limit: relatedArticlesLimit,
        }),
    selectPublishedArticleCards(ctx, { where: others, limit: relatedArticlesLimit + 1 }),
  ]);
  const related: ArticleCard[] = [];
  const seen = new Set<string>();
  for (const card of [...sharingTopic, ...newest]) {
    if (related.length === relatedArticlesLimit) break;
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    related.push(card);
  }
  return { article, related };
}

/** Counts, and the newest comments as JSON (each with its author's left-joined profile). */
interface LiveArticleRow {
  like_count: number;
  comment_count: number;
  comments: Array<
    Pick<SqlRow<typeof communityPosts>, 'id' | 'created_at'> & {
      /** The post's body and author (the article's discussion, decision 055). */
      content: SqlRow<typeof communityPosts>['body'];
      user_id: SqlRow<typeof communityPosts>['author_id'];
    } & LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'avatar_url'>>
  >;
}

/**
 * What changes with members' clicks: the like count and the newest comments, one
 * statement, held in memory until the next like or comment (scope 'article_activity').
 */
const selectLiveArticle = preparedStatement<LiveArticleRow, { articleId: string; limit: number }>(
  'article_live',
  sql`select
        (select count(*)::int from article_likes where article_id = ${sql.placeholder('articleId')}) as like_count,
        (select count(*)::int from community_posts where article_id = ${sql.placeholder('articleId')}) as comment_count,
        coalesce((
          select json_agg(c order by c.created_at desc, c.id desc) from (
            select ac.id, ac.body as content, ac.created_at, ac.author_id as user_id, p.first_name, p.last_name, p.avatar_url
              from community_posts ac left join profiles p on p.id = ac.author_id
             -- A comment hidden by moderators is not served (decision 055).
             where ac.article_id = ${sql.placeholder('articleId')} and ac.hidden_at is null
             order by ac.created_at desc, ac.id desc
             limit ${sql.placeholder('limit')}
          ) c
        ), '[]'::json) as comments`,
);

function toComment(viewer: Viewer, row: LiveArticleRow['comments'][number]): ArticleComment {
  return {
    id: row.id,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    author: {
      id: row.user_id,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      avatarUrl: row.avatar_url,
    },
    canDelete: can(viewer, 'community.delete', { ownerId: row.user_id }),
  };
}

/** The article page: the article, related, likes and comments from memory, and the viewer's marks. */
export async function getArticleDetail(
  ctx: ViewerContext,
  { slug }: { slug: string },
): Promise<ArticleDetailResponse> {
  const entry = await findReadableArticle(ctx, { slug });
  const [cached, [live], mine] = await Promise.all([
    ctx.content.get('articles', `article:${audienceOf(ctx.viewer)}:${entry.id}`, () =>
      loadArticle(ctx, entry.id),
    ),
    ctx.content.get('article_activity', `live:${entry.id}`, () =>
      selectLiveArticle(ctx.db, { articleId: entry.id, limit: articleCommentsLimit }),
    ),
    readViewerArticleRows(ctx),
  ]);
  return {
    article: cached.article,
    related: cached.related,
    likeCount: Math.max(0, live?.like_count ?? 0),
    isLiked: mine.likedIds.has(entry.id),
    isBookmarked: mine.bookmarkedIds.has(entry.id),
    comments: (live?.comments ?? []).map((row) => toComment(ctx.viewer, row)),
    commentCount: live?.comment_count ?? 0,
  };
}

/*
 * Likes and bookmarks: one row per member and article (unique keys), written with
 * `on conflict do nothing` so a repeated or concurrent click neither fails nor counts twice.
 * The count comes in the same statement: the other members' likes as its snapshot sees
 * them, plus the viewer's own, which after this statement is certain (a concurrent twin
 * click may have written or removed it, so it is not counted from the snapshot).
 */
export async function setArticleLike(
  ctx: ViewerContext,
  { articleId, isLiked }: { articleId: string; isLiked: boolean },
): Promise<ArticleLikeResponse> {
  await findReadableArticle(ctx, { id: articleId });
  const userId = ctx.viewer.userId;
  const write = isLiked
    ? sql`insert into article_likes (article_id, user_id) values (${articleId}, ${userId})
          on conflict (article_id, user_id) do nothing returning 1`
    : sql`delete from article_likes where article_id = ${articleId} and user_id = ${userId} returning 1`;
  const [row] = await queryRows<{ like_count: number }>(
    ctx.db,
    sql`with written as (${write})
        select ((select count(*) from article_likes where article_id = ${articleId} and user_id <> ${userId})
                + ${isLiked ? 1 : 0})::int as like_count`,
  );
  return { isLiked, likeCount: Math.max(0, row?.like_count ?? 0) };
}

export async function setArticleBookmark(
  ctx: ViewerContext,
  { articleId, isBookmarked }: { articleId: string; isBookmarked: boolean },
): Promise<ArticleBookmarkResponse> {
  await findReadableArticle(ctx, { id: articleId });
  const userId = ctx.viewer.userId;
  await ctx.db.execute(
    isBookmarked
      ? sql`insert into article_bookmarks (article_id, user_id) values (${articleId}, ${userId})
            on conflict (article_id, user_id) do nothing`
      : sql`delete from article_bookmarks where article_id = ${articleId} and user_id = ${userId}`,
  );
  return { isBookmarked };
}
