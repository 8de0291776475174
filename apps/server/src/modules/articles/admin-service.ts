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
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { articles, gurus, profiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { articleListTotal, articleTypeCondition, prefixQuery } from './article-lists.ts';
import {
  deleteArticle,
  insertArticle,
  type StoredArticleRow,
  setArticleFlags,
  storedArticleColumns,
  storedArticleValues,
  updateArticle,
} from './article-writes.ts';

/*
 * Manage Articles (spec 02): superadmins only (the route's action, article.manage). The list
 * is one statement: the page's rows read from the index of its order (each ends with the id,
 * decision 048) with their categories, topics and counts, and the total counted beside them,
 * not as a window count, which would read and keep every matching article for a page of 20
 * (issue 39). The writes are article-writes.ts', the same as a guru's and Article Magic's:
 * one transaction each, the version a change replaces kept, one audit row per change
 * ('article.create', 'article.update', 'article.published', 'article.featured',
 * 'article.delete'), nothing written for a save that changes nothing. The member side's
 * caches follow by themselves: statement triggers on articles and the mapping tables bump
 * the 'articles' content version (migrations 0005 and 0009).
 */

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

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
  const type = articleTypeCondition[filters.type];
  if (type) conditions.push(type);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = filters.direction === 'asc' ? sql`asc` : sql`desc`;
  // Drafts have no published date: they come last either way (an index for each direction).
  // The id keeps pages stable among equal values.
  const nulls = filters.sort === 'publishedAt' ? sql` nulls last` : sql``;
  const order = sql`${sortColumn[filters.sort]} ${direction}${nulls}, a.id ${direction}`;
  const offset = (filters.page - 1) * filters.pageSize;
  // The total without a search comes from memory between article writes (scope 'articles':
  // every write to articles bumps it): counting the 10,000 matching rows on every page was
  // the slowest part of the superadmin's screens on the large data (decision 057). A search's
  // total is counted with its page, as before (its words are not a key to keep).
  const knownTotal = search
    ? undefined
    : await ctx.content.get(
        'articles',
        `admin-total:${filters.published}:${filters.featured}:${filters.type}`,
        async () => {
          const [counted] = await queryRows<{ total: number }>(
            ctx.db,
            sql`select count(*)::int as total from articles a ${where}`,
          );
          return counted?.total ?? 0;
        },
      );
  const totalColumn =
    knownTotal === undefined ? sql`(select count(*)::int from articles a ${where})` : sql`null::int`;

  const rows = await queryRows<ListRow>(
    ctx.db,
    sql`with page as (
          select a.id, a.title, a.slug, a.content_type, a.is_published, a.is_featured, a.published_at,
                 a.created_at, a.author_id, a.guru_id
            from articles a
            ${where}
           order by ${order}
           limit ${filters.pageSize} offset ${offset}
        )
        select a.id, a.title, a.slug, a.content_type, a.is_published, a.is_featured, a.published_at,
               a.created_at, ${totalColumn} as total,
               p.first_name as author_first_name, p.last_name as author_last_name,
               g.id as guru_id, g.name as guru_name,
               coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
                           from article_category_mappings m join article_categories c on c.id = m.category_id
                          where m.article_id = a.id), '[]'::json) as categories,
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                           from article_topic_mappings m join article_topics t on t.id = m.topic_id
                          where m.article_id = a.id), '[]'::json) as topics,
               (select count(*)::int from article_likes l where l.article_id = a.id) as like_count,
               (select count(*)::int from community_posts c where c.article_id = a.id) as comment_count,
               (select count(*)::int from article_bookmarks b where b.article_id = a.id) as bookmark_count
          from page a
          left join profiles p on p.id = a.author_id
          left join gurus g on g.id = a.guru_id
         order by ${order}`,
  );

  const total =
    knownTotal ?? (await articleListTotal(ctx, { windowTotal: rows[0]?.total, page: filters.page, where }));
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

interface FormRow extends StoredArticleRow {
  categories: AdminArticleOptions['categories'];
  topics: AdminArticleOptions['topics'];
  gurus: AdminArticleOptions['gurus'];
}

/** The edit form in one statement: the article, its mappings and the choices. */
export async function getAdminArticle(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<AdminArticleFormResponse> {
  const [row] = await queryRows<FormRow>(
    ctx.db,
    sql`select ${storedArticleColumns}, o.categories, o.topics, o.gurus
          from articles a left join gurus g on g.id = a.guru_id cross join (${optionsQuery}) o
         where a.id = ${articleId}`,
  );
  if (!row) throw notFound(messages.articleNotFound);
  return {
    categories: row.categories,
    topics: row.topics,
    gurus: row.gurus,
    article: { id: row.id, ...storedArticleValues(row), publishedAt: toIso(row.published_at) },
  };
}

export async function createAdminArticle(
  ctx: ViewerContext,
  values: AdminArticleValues,
): Promise<AdminArticleSavedResponse> {
  return ctx.db.transaction(async (tx) => ({
    article: await insertArticle({ ...ctx, db: tx }, { values }),
  }));
}

export async function updateAdminArticle(
  ctx: ViewerContext,
  { articleId, values }: { articleId: string; values: AdminArticleValues },
): Promise<AdminArticleSavedResponse> {
  const article = await updateArticle(ctx, {
    articleId,
    values,
    source: 'admin.update',
    action: 'article.update',
  });
  return { article: { id: article.id, slug: article.slug } };
}

export async function setAdminArticleFlags(
  ctx: ViewerContext,
  { articleId, flags }: { articleId: string; flags: AdminArticleFlagsBody },
): Promise<AdminArticleFlagsResponse> {
  return { article: await setArticleFlags(ctx, { articleId, flags, writer: 'admin' }) };
}

/** Its comments, likes, bookmarks and mappings go with it (foreign keys on delete cascade). */
export async function deleteAdminArticle(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<{ ok: true }> {
  await deleteArticle(ctx, { articleId, writer: 'admin' });
  return { ok: true };
}
