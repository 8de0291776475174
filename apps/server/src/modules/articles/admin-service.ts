import type {
  AdminArticleFlagsBody,
  AdminArticleFlagsResponse,
  AdminArticleFormResponse,
  AdminArticleOptions,
  AdminArticleRow,
  AdminArticleSavedResponse,
  AdminArticlesFilters,
  AdminArticlesResponse,
  AdminArticleValues,
} from '@pillars/shared/articles/admin-schemas';
import { adminArticleMessages as messages } from '@pillars/shared/articles/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type {
  articleCategoryMappings,
  articles,
  articleTopicMappings,
  gurus,
  profiles,
} from '../../db/schema/index.ts';
import { notFound, postgresErrorCode, postgresErrorDetail, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { recordArticleRevision } from './revisions.ts';

/*
 * Manage Articles (spec 02): superadmins only (the route's action, article.manage). The list
 * is one statement (the page's rows with their categories, topics and counts, and the total
 * through a window count); a write is one transaction (the article and its category and topic
 * mappings). The member side's caches follow by themselves: statement triggers on articles
 * and the mapping tables bump the 'articles' content version (migrations 0005 and 0009).
 * Each write records its audit row in its transaction (ctx.audit, decision 023): 'article.create',
 * 'article.update', 'article.published', 'article.featured', 'article.delete'; the HTML body
 * and the pro tip kept short. Each write that changes or deletes an article first keeps the version
 * it replaces (recordArticleRevision, content_revisions; issue 25).
 */

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * Admin search: every word as a prefix ('publ' finds 'publishing') over the articles'
 * full-text vector (title, subtitle, body; GIN index). Null when the text has no word.
 */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}

const typeCondition: Record<AdminArticlesFilters['type'], SQL | null> = {
  all: null,
  post: sql`a.content_type = 'post'`,
  // 'Documents' holds documents and presentations: both are files behind a document URL.
  document: sql`a.content_type in ('document', 'presentation')`,
  video: sql`a.content_type = 'video'`,
};

const sortColumn: Record<AdminArticlesFilters['sort'], SQL> = {
  createdAt: sql`a.created_at`,
  publishedAt: sql`a.published_at`,
  title: sql`a.title`,
};

/** The article's columns, its author and guru (left-joined), its tags and counts, and the list's size. */
interface ListRow
  extends Pick<
    SqlRow<typeof articles>,
    'id' | 'title' | 'slug' | 'content_type' | 'is_published' | 'is_featured' | 'published_at' | 'created_at'
  > {
  author_first_name: SqlRow<typeof profiles>['first_name'] | null;
  author_last_name: SqlRow<typeof profiles>['last_name'] | null;
  guru_id: SqlRow<typeof gurus>['id'] | null;
  guru_name: SqlRow<typeof gurus>['name'] | null;
  categories: AdminArticleRow['categories'];
  topics: AdminArticleRow['topics'];
  like_count: number;
  comment_count: number;
  bookmark_count: number;
  total: number;
}

export async function listAdminArticles(
  ctx: ViewerContext,
  filters: AdminArticlesFilters,
): Promise<AdminArticlesResponse> {
  const conditions: SQL[] = [];
  const search = filters.q ? prefixQuery(filters.q) : null;
  if (filters.q && !search) {
    return { articles: [], total: 0, page: filters.page, pageSize: filters.pageSize };
  }
  if (search) conditions.push(sql`a.search_vector @@ to_tsquery('english', ${search})`);
  if (filters.published === 'published') conditions.push(sql`a.is_published`);
  if (filters.published === 'drafts') conditions.push(sql`not a.is_published`);
  if (filters.featured === 'featured') conditions.push(sql`a.is_featured`);
  if (filters.featured === 'not_featured') conditions.push(sql`not a.is_featured`);
  const type = typeCondition[filters.type];
  if (type) conditions.push(type);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = filters.direction === 'asc' ? sql`asc` : sql`desc`;
  // Drafts have no published date: they come last either way (an index for each direction).
  // The id keeps pages stable among equal values.
  const nulls = filters.sort === 'publishedAt' ? sql` nulls last` : sql``;
  const order = sql`${sortColumn[filters.sort]} ${direction}${nulls}, a.id ${direction}`;
  const offset = (filters.page - 1) * filters.pageSize;

  const rows = await queryRows<ListRow>(
    ctx.db,
    sql`with page as (
          select a.id, a.title, a.slug, a.content_type, a.is_published, a.is_featured, a.published_at,
                 a.created_at, a.author_id, a.guru_id, (count(*) over ())::int as total
            from articles a
            ${where}
           order by ${order}
           limit ${filters.pageSize} offset ${offset}
        )
        select a.id, a.title, a.slug, a.content_type, a.is_published, a.is_featured, a.published_at,
               a.created_at, a.total,
               p.first_name as author_first_name, p.last_name as author_last_name,
               g.id as guru_id, g.name as guru_name,
               coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
                           from article_category_mappings m join article_categories c on c.id = m.category_id
                          where m.article_id = a.id), '[]'::json) as categories,
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                           from article_topic_mappings m join article_topics t on t.id = m.topic_id
                          where m.article_id = a.id), '[]'::json) as topics,
               (select count(*)::int from article_likes l where l.article_id = a.id) as like_count,
               (select count(*)::int from article_comments c where c.article_id = a.id) as comment_count,
               (select count(*)::int from article_bookmarks b where b.article_id = a.id) as bookmark_count
          from page a
          left join profiles p on p.id = a.author_id
          left join gurus g on g.id = a.guru_id
         order by ${order}`,
  );

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filters.page > 1) {
    // Past the last page: the window count saw no row, so count on its own.
    const [counted] = await queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from articles a ${where}`,
    );
    total = counted?.total ?? 0;
  }
  return {
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      contentType: row.content_type,
      isPublished: row.is_published,
      isFeatured: row.is_featured,
      publishedAt: toIso(row.published_at),
      createdAt: toIso(row.created_at)!,
      author:
        row.author_first_name !== null
          ? { firstName: row.author_first_name, lastName: row.author_last_name ?? '' }
          : null,
      guru: row.guru_id ? { id: row.guru_id, name: row.guru_name ?? '' } : null,
      categories: row.categories,
      topics: row.topics,
      likeCount: row.like_count,
      commentCount: row.comment_count,
      bookmarkCount: row.bookmark_count,
    })),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

const optionsQuery = sql`select
    coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from article_categories), '[]'::json) as categories,
    coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from article_topics), '[]'::json) as topics,
    coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from gurus), '[]'::json) as gurus`;

export async function getAdminArticleOptions(ctx: ViewerContext): Promise<AdminArticleOptions> {
  const [row] = await queryRows<AdminArticleOptions>(ctx.db, optionsQuery);
  return row!;
}

/** The article's columns, its tag ids, and the form's choices (`optionsQuery`). */
interface DetailRow
  extends Pick<
    SqlRow<typeof articles>,
    | 'id'
    | 'title'
    | 'subtitle'
    | 'slug'
    | 'featured_image_url'
    | 'body'
    | 'pro_tip'
    | 'content_type'
    | 'video_url'
    | 'document_url'
    | 'content_images'
    | 'visibility_scope'
    | 'is_featured'
    | 'is_published'
    | 'published_at'
    | 'guru_id'
    | 'estimated_read_time_minutes'
  > {
  category_ids: Array<SqlRow<typeof articleCategoryMappings>['category_id']>;
  topic_ids: Array<SqlRow<typeof articleTopicMappings>['topic_id']>;
  categories: AdminArticleOptions['categories'];
  topics: AdminArticleOptions['topics'];
  gurus: AdminArticleOptions['gurus'];
}

/** Imported articles may hold their images as a JSON string (spec 02 section 3). */
function imageList(value: unknown): string[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  return Array.isArray(list)
    ? list.filter((url): url is string => typeof url === 'string' && url !== '')
    : [];
}

/** The edit form in one statement: the article, its mappings and the choices. */
export async function getAdminArticle(
  ctx: ViewerContext,
  articleId: string,
): Promise<AdminArticleFormResponse> {
  const [row] = await queryRows<DetailRow>(
    ctx.db,
    sql`select a.id, a.title, a.subtitle, a.slug, a.featured_image_url, a.body, a.pro_tip, a.content_type,
               a.video_url, a.document_url, a.content_images, a.visibility_scope, a.is_featured,
               a.is_published, a.published_at, a.guru_id, a.estimated_read_time_minutes,
               array(select category_id from article_category_mappings where article_id = a.id) as category_ids,
               array(select topic_id from article_topic_mappings where article_id = a.id) as topic_ids,
               o.categories, o.topics, o.gurus
          from articles a cross join (${optionsQuery}) o
         where a.id = ${articleId}`,
  );
  if (!row) throw notFound(messages.articleNotFound);
  return {
    categories: row.categories,
    topics: row.topics,
    gurus: row.gurus,
    article: {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      slug: row.slug,
      featuredImageUrl: row.featured_image_url,
      body: row.body,
      proTip: row.pro_tip,
      contentType: row.content_type,
      videoUrl: row.video_url,
      documentUrl: row.document_url,
      contentImages: imageList(row.content_images),
      categoryIds: row.category_ids,
      topicIds: row.topic_ids,
      visibilityScope: row.visibility_scope,
      isFeatured: row.is_featured,
      isPublished: row.is_published,
      publishedAt: toIso(row.published_at),
      guruId: row.guru_id,
      estimatedReadTimeMinutes: row.estimated_read_time_minutes,
    },
  };
}

export const slugTaken = () => validationFailed(messages.slugTaken, { slug: messages.slugTaken });

/**
 * The rules the schema cannot see: a free slug, a guru, categories and topics that exist.
 * The guru article service checks its writes with it too (no guru id: its own record).
 */
export async function checkReferences(
  tx: Executor,
  values: Pick<AdminArticleValues, 'slug' | 'categoryIds' | 'topicIds'> & { guruId?: string | null },
  articleId: string | null,
) {
  const [found] = await queryRows<{
    slug_taken: boolean;
    guru_found: boolean;
    categories: number;
    topics: number;
  }>(
    tx,
    sql`select exists(select 1 from articles where slug = ${values.slug}
                        and (${articleId}::uuid is null or id <> ${articleId}::uuid)) as slug_taken,
               (${values.guruId ?? null}::uuid is null or exists(select 1 from gurus where id = ${values.guruId ?? null}::uuid)) as guru_found,
               (select count(*)::int from article_categories
                 where id = any(${sql.param(values.categoryIds)}::uuid[])) as categories,
               (select count(*)::int from article_topics
                 where id = any(${sql.param(values.topicIds)}::uuid[])) as topics`,
  );
  if (found!.slug_taken) throw slugTaken();
  if (!found!.guru_found) throw validationFailed(messages.guruNotFound, { guruId: messages.guruNotFound });
  if (found!.categories !== values.categoryIds.length) {
    throw validationFailed(messages.unknownCategory, { categoryIds: messages.unknownCategory });
  }
  if (found!.topics !== values.topicIds.length) {
    throw validationFailed(messages.unknownCategory, { topicIds: messages.unknownCategory });
  }
}

/** Replaces an article's category and topic mappings (spec 02 section 7: delete all, insert the new). */
export async function replaceMappings(
  tx: Executor,
  articleId: string,
  values: Pick<AdminArticleValues, 'categoryIds' | 'topicIds'>,
) {
  await tx.execute(sql`delete from article_category_mappings where article_id = ${articleId}`);
  await tx.execute(sql`delete from article_topic_mappings where article_id = ${articleId}`);
  if (values.categoryIds.length) {
    await tx.execute(
      sql`insert into article_category_mappings (article_id, category_id)
          select ${articleId}, unnest(${sql.param(values.categoryIds)}::uuid[])`,
    );
  }
  if (values.topicIds.length) {
    await tx.execute(
      sql`insert into article_topic_mappings (article_id, topic_id)
          select ${articleId}, unnest(${sql.param(values.topicIds)}::uuid[])`,
    );
  }
}

/** A concurrent save that took the slug first: the same 400 as the check. */
export async function withSlugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === '23505' && postgresErrorDetail(error).constraint?.includes('slug')) {
      throw slugTaken();
    }
    throw error;
  }
}

function columnsOf(values: AdminArticleValues) {
  return sql`title = ${values.title}, subtitle = ${values.subtitle}, slug = ${values.slug},
    featured_image_url = ${values.featuredImageUrl}, body = ${sanitizeHtml(values.body)},
    pro_tip = ${values.proTip}, content_type = ${values.contentType}, video_url = ${values.videoUrl},
    document_url = ${values.documentUrl}, content_images = ${JSON.stringify(values.contentImages)}::jsonb,
    visibility_scope = ${values.visibilityScope}, is_featured = ${values.isFeatured},
    is_published = ${values.isPublished}, guru_id = ${values.guruId},
    estimated_read_time_minutes = ${values.estimatedReadTimeMinutes}`;
}

/** An article's saved fields as its audit rows keep them (long texts short, ids in order). */
function auditedArticle(values: AdminArticleValues & { body: string }) {
  return {
    title: values.title,
    subtitle: values.subtitle,
    slug: values.slug,
    featuredImageUrl: values.featuredImageUrl,
    body: auditText(values.body),
    proTip: auditText(values.proTip),
    contentType: values.contentType,
    videoUrl: values.videoUrl,
    documentUrl: values.documentUrl,
    contentImages: values.contentImages,
    categoryIds: [...values.categoryIds].sort(),
    topicIds: [...values.topicIds].sort(),
    visibilityScope: values.visibilityScope,
    isFeatured: values.isFeatured,
    isPublished: values.isPublished,
    guruId: values.guruId,
    estimatedReadTimeMinutes: values.estimatedReadTimeMinutes,
  };
}

/** The stored article, locked for the write that reads it, in the shape auditedArticle takes. */
async function lockedArticleValues(tx: Executor, articleId: string) {
  await tx.execute(sql`select id from articles where id = ${articleId} for update`);
  const [row] = await queryRows<Omit<DetailRow, 'id' | 'published_at' | 'categories' | 'topics' | 'gurus'>>(
    tx,
    sql`select a.title, a.subtitle, a.slug, a.featured_image_url, a.body, a.pro_tip, a.content_type,
               a.video_url, a.document_url, a.content_images, a.visibility_scope, a.is_featured,
               a.is_published, a.guru_id, a.estimated_read_time_minutes,
               array(select category_id from article_category_mappings where article_id = a.id) as category_ids,
               array(select topic_id from article_topic_mappings where article_id = a.id) as topic_ids
          from articles a where a.id = ${articleId}`,
  );
  if (!row) return null;
  return auditedArticle({
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    featuredImageUrl: row.featured_image_url,
    body: row.body,
    proTip: row.pro_tip,
    contentType: row.content_type,
    videoUrl: row.video_url,
    documentUrl: row.document_url,
    contentImages: imageList(row.content_images),
    categoryIds: row.category_ids,
    topicIds: row.topic_ids,
    visibilityScope: row.visibility_scope,
    isFeatured: row.is_featured,
    isPublished: row.is_published,
    guruId: row.guru_id,
    estimatedReadTimeMinutes: row.estimated_read_time_minutes,
  });
}

export async function createAdminArticle(
  ctx: ViewerContext,
  values: AdminArticleValues,
): Promise<AdminArticleSavedResponse> {
  return withSlugRace(() =>
    ctx.db.transaction(async (tx) => {
      await checkReferences(tx, values, null);
      const [article] = await queryRows<{ id: string; slug: string }>(
        tx,
        sql`insert into articles (title, subtitle, slug, featured_image_url, body, pro_tip, content_type,
                                  video_url, document_url, content_images, visibility_scope, is_featured,
                                  is_published, published_at, guru_id, estimated_read_time_minutes, author_id)
            values (${values.title}, ${values.subtitle}, ${values.slug}, ${values.featuredImageUrl},
                    ${sanitizeHtml(values.body)}, ${values.proTip}, ${values.contentType}, ${values.videoUrl},
                    ${values.documentUrl}, ${JSON.stringify(values.contentImages)}::jsonb,
                    ${values.visibilityScope}, ${values.isFeatured}, ${values.isPublished},
                    case when ${values.isPublished} then now() end, ${values.guruId},
                    ${values.estimatedReadTimeMinutes}, ${ctx.viewer.userId})
            returning id, slug`,
      );
      await replaceMappings(tx, article!.id, values);
      await ctx.audit.record(tx, {
        action: 'article.create',
        target: { type: 'article', id: article!.id, name: values.title },
        after: auditedArticle({ ...values, body: sanitizeHtml(values.body) }),
      });
      return { article: article! };
    }),
  );
}

export async function updateAdminArticle(
  ctx: ViewerContext,
  articleId: string,
  values: AdminArticleValues,
): Promise<AdminArticleSavedResponse> {
  return withSlugRace(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockedArticleValues(tx, articleId);
      if (!before) throw notFound(messages.articleNotFound);
      await checkReferences(tx, values, articleId);
      const changes = changedFields(before, auditedArticle({ ...values, body: sanitizeHtml(values.body) }));
      // The version this save replaces is kept (content_revisions), unless the save changes nothing.
      if (changes) await recordArticleRevision(tx, ctx, articleId, 'admin.update');
      // Publishing sets published_at once: a later unpublish and republish keeps the first date.
      // The update locks the article's row before its mappings are replaced, so concurrent
      // saves of one article run one after the other and its mappings are one save's, whole.
      const [article] = await queryRows<{ id: string; slug: string }>(
        tx,
        sql`update articles
               set ${columnsOf(values)},
                   published_at = case when ${values.isPublished} then coalesce(published_at, now()) else published_at end,
                   updated_at = now()
             where id = ${articleId}
            returning id, slug`,
      );
      if (!article) throw notFound(messages.articleNotFound);
      await replaceMappings(tx, article.id, values);
      if (changes) {
        await ctx.audit.record(tx, {
          action: 'article.update',
          target: { type: 'article', id: article.id, name: before.title },
          ...changes,
        });
      }
      return { article };
    }),
  );
}

export async function setAdminArticleFlags(
  ctx: ViewerContext,
  articleId: string,
  flags: AdminArticleFlagsBody,
): Promise<AdminArticleFlagsResponse> {
  const isPublished = flags.isPublished ?? null;
  const isFeatured = flags.isFeatured ?? null;
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ title: string; is_published: boolean; is_featured: boolean }>(
      tx,
      sql`select title, is_published, is_featured from articles where id = ${articleId} for update`,
    );
    if (!before) throw notFound(messages.articleNotFound);
    const publishes = isPublished !== null && isPublished !== before.is_published;
    const features = isFeatured !== null && isFeatured !== before.is_featured;
    if (publishes || features) {
      await recordArticleRevision(tx, ctx, articleId, publishes ? 'admin.published' : 'admin.featured');
    }
    const [row] = await queryRows<{
      id: string;
      is_published: boolean;
      is_featured: boolean;
      published_at: Date | string | null;
    }>(
      tx,
      sql`update articles
           set is_published = coalesce(${isPublished}::boolean, is_published),
               is_featured = coalesce(${isFeatured}::boolean, is_featured),
               published_at = case when coalesce(${isPublished}::boolean, is_published)
                                   then coalesce(published_at, now()) else published_at end,
               updated_at = now()
         where id = ${articleId}
        returning id, is_published, is_featured, published_at`,
    );
    if (!row) throw notFound(messages.articleNotFound);
    // One row per switch that moved (the screen's switches send one each).
    const target = { type: 'article', id: row.id, name: before.title };
    if (row.is_published !== before.is_published) {
      await ctx.audit.record(tx, {
        action: 'article.published',
        target,
        before: { isPublished: before.is_published },
        after: { isPublished: row.is_published },
      });
    }
    if (row.is_featured !== before.is_featured) {
      await ctx.audit.record(tx, {
        action: 'article.featured',
        target,
        before: { isFeatured: before.is_featured },
        after: { isFeatured: row.is_featured },
      });
    }
    return {
      article: {
        id: row.id,
        isPublished: row.is_published,
        isFeatured: row.is_featured,
        publishedAt: toIso(row.published_at),
      },
    };
  });
}

/** Its comments, likes, bookmarks and mappings go with it (foreign keys on delete cascade). */
export async function deleteAdminArticle(ctx: ViewerContext, articleId: string): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    // Its last version is kept (content_revisions has no foreign key), so a deleted article can be recovered.
    await tx.execute(sql`select id from articles where id = ${articleId} for update`);
    await recordArticleRevision(tx, ctx, articleId, 'admin.delete');
    const [deleted] = await queryRows<{ id: string; title: string; slug: string; is_published: boolean }>(
      tx,
      sql`delete from articles where id = ${articleId} returning id, title, slug, is_published`,
    );
    if (!deleted) throw notFound(messages.articleNotFound);
    await ctx.audit.record(tx, {
      action: 'article.delete',
      target: { type: 'article', id: deleted.id, name: deleted.title },
      before: { title: deleted.title, slug: deleted.slug, isPublished: deleted.is_published },
    });
  });
  return { ok: true };
}
