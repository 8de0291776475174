import { adminArticleMessages } from '@pillars/shared/articles/admin-messages';
import type {
  GuruArticleCard,
  GuruArticleFormResponse,
  GuruArticleOptions,
  GuruArticlePublishResponse,
  GuruArticleSavedResponse,
  GuruArticlesFilters,
  GuruArticlesResponse,
  GuruArticleValues,
  GuruProfileSavedResponse,
  GuruProfileValues,
  MyGuru,
} from '@pillars/shared/gurus/content-schemas';
import { guruArticlesPageSize, guruContentMessages as messages } from '@pillars/shared/gurus/content-schemas';
import type { PolicyResource } from '@pillars/shared/policies';
import { slugify } from '@pillars/shared/slugify';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { articles, gurus } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditText } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import type { ArticleCardColumns } from '../articles/article-columns.ts';
import { articleListTotal, articleTypeCondition, prefixQuery } from '../articles/article-lists.ts';
import {
  articleFormValues,
  deleteArticle,
  insertArticle,
  readStoredArticle,
  setArticleFlags,
  storedArticleValues,
  updateArticle,
} from '../articles/article-writes.ts';

/*
 * My Guru Content and the guru article form (spec 02; decision 025). A guru works on the
 * articles of their own guru record (`gurus.user_id` = the viewer): the route's action says
 * "a guru at all" (article.create), and a route on one article checks it before the service
 * runs (`loadGuruArticleResource`, the policy's `article.edit` with the article's guru's user):
 * another guru's article is a 403 with the spec's text whatever ids the body names (the body
 * has no guru field: the server sets it).
 *
 * The article writes are article-writes.ts', the same as Manage Articles' and Article
 * Magic's: one transaction each, the version a change replaces kept (issue 25), one audit
 * row per change, nothing written for a save that changes nothing.
 * The member side's caches follow by themselves: statement triggers on articles, the mapping
 * tables, gurus and guru_content bump the 'articles' and 'gurus' content versions
 * (migrations 0005 and 0009), so /resources and the guru's profile show a write at the next read.
 */

const toIso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const refuse = (message: string) => new AppError('FORBIDDEN', message);

/** The viewer's guru record with its specialties, as JSON columns the statements select. */
const myGuruJson = (userId: string) => sql`(
  select json_build_object(
           'id', g.id, 'name', g.name, 'slug', g.slug, 'businessName', g.business_name, 'bio', g.bio,
           'imageUrl', g.image_url, 'isActive', g.is_active,
           'specialties', coalesce((select json_agg(s.specialty order by s.specialty)
                                      from guru_specialties s where s.guru_id = g.id), '[]'::json))
    from gurus g where g.user_id = ${userId})`;

/** A card of `cards`' JSON: the article's columns, its categories and like count. */
interface CardRow
  extends ArticleCardColumns,
    Pick<SqlRow<typeof articles>, 'is_published' | 'published_at' | 'created_at'> {
  categories: GuruArticleCard['categories'];
  like_count: number;
}

/** What My Articles' statement computes: no column, the guru record and the page's cards as JSON, and its total. */
interface MyArticlesRow {
  guru: MyGuru | null;
  cards: CardRow[] | null;
  total: number | null;
}

/**
 * My Articles in one statement: the viewer's guru record (null: none; the page's states) and
 * one page of its articles, newest first (`articles_guru_id_idx`), with categories and likes.
 */
export async function listGuruArticles(
  ctx: ViewerContext,
  filters: GuruArticlesFilters,
): Promise<GuruArticlesResponse> {
  const conditions: SQL[] = [
    sql`a.guru_id = (select g.id from gurus g where g.user_id = ${ctx.viewer.userId})`,
  ];
  const search = filters.q ? prefixQuery(filters.q) : null;
  // A search with no word in it matches nothing.
  if (filters.q && !search) conditions.push(sql`false`);
  if (search) conditions.push(sql`a.search_vector @@ to_tsquery('english', ${search})`);
  if (filters.status === 'published') conditions.push(sql`a.is_published`);
  if (filters.status === 'drafts') conditions.push(sql`not a.is_published`);
  const type = articleTypeCondition[filters.type];
  if (type) conditions.push(type);
  const pageSize = guruArticlesPageSize;
  const offset = (filters.page - 1) * pageSize;

  const [row] = await queryRows<MyArticlesRow>(
    ctx.db,
    sql`with page as (
          select a.id, a.title, a.subtitle, a.slug, a.featured_image_url, a.content_type, a.is_published,
                 a.published_at, a.created_at, (count(*) over ())::int as total
            from articles a
           where ${sql.join(conditions, sql` and `)}
           order by a.created_at desc, a.id desc
           limit ${pageSize} offset ${offset}
        )
        select ${myGuruJson(ctx.viewer.userId)} as guru,
               (select total from page limit 1) as total,
               (select json_agg(json_build_object(
                         'id', p.id, 'title', p.title, 'subtitle', p.subtitle, 'slug', p.slug,
                         'featured_image_url', p.featured_image_url, 'content_type', p.content_type,
                         'is_published', p.is_published, 'published_at', p.published_at,
                         'created_at', p.created_at,
                         'categories', coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
                                                   from article_category_mappings m
                                                   join article_categories c on c.id = m.category_id
                                                  where m.article_id = p.id), '[]'::json),
                         'like_count', (select count(*)::int from article_likes l where l.article_id = p.id))
                       order by p.created_at desc, p.id desc)
                  from page p) as cards`,
  );
  const total = await articleListTotal(ctx, {
    windowTotal: row?.total ?? undefined,
    page: filters.page,
    where: sql`where ${sql.join(conditions, sql` and `)}`,
  });
  return {
    guru: row?.guru ?? null,
    articles: (row?.cards ?? []).map((card) => ({
      id: card.id,
      title: card.title,
      subtitle: card.subtitle,
      slug: card.slug,
      featuredImageUrl: card.featured_image_url,
      contentType: card.content_type,
      isPublished: card.is_published,
      publishedAt: toIso(card.published_at),
      createdAt: toIso(card.created_at)!,
      categories: card.categories,
      likeCount: card.like_count,
    })),
    total,
    page: filters.page,
    pageSize,
  };
}

const choicesColumns = sql`
  coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from article_categories), '[]'::json) as categories,
  coalesce((select json_agg(json_build_object('id', id, 'name', name) order by name) from article_topics), '[]'::json) as topics`;

/** The create form in one statement: the guru record (may they write yet?) and the choices. */
export async function getGuruArticleOptions(ctx: ViewerContext): Promise<GuruArticleOptions> {
  const [row] = await queryRows<GuruArticleOptions>(
    ctx.db,
    sql`select ${myGuruJson(ctx.viewer.userId)} as guru, ${choicesColumns}`,
  );
  return { guru: row!.guru ?? null, categories: row!.categories, topics: row!.topics };
}

/**
 * What `article.edit` needs of an article for the guru routes' row-level check
 * (`loadResource`): the user behind its guru record. Null when there is no such article: the
 * route answers 'Article not found' (404), and 'You do not have permission to edit this
 * article.' (403) when the policy says the guru is someone else's.
 */
export async function loadGuruArticleResource(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ guru_user_id: SqlRow<typeof gurus>['user_id'] | null }>(
    ctx.db,
    sql`select g.user_id as guru_user_id from articles a left join gurus g on g.id = a.guru_id
         where a.id = ${articleId}`,
  );
  return row ? { guruUserId: row.guru_user_id } : null;
}

/** The edit form: one of the viewer's own articles (the route checked it) with the choices. */
export async function getGuruArticle(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<GuruArticleFormResponse> {
  const article = await readStoredArticle(ctx, { articleId, forUpdate: false });
  if (!article) throw notFound(adminArticleMessages.articleNotFound);
  const [choices] = await queryRows<Pick<GuruArticleFormResponse, 'categories' | 'topics'>>(
    ctx.db,
    sql`select ${choicesColumns}`,
  );
  return {
    ...choices!,
    article: {
      id: article.id,
      ...articleFormValues(storedArticleValues(article)),
      publishedAt: toIso(article.published_at),
    },
  };
}

/** The columns of a guru record its writes read first: is it set up (active) yet? */
type GuruState = Pick<SqlRow<typeof gurus>, 'id' | 'name' | 'is_active'>;

/**
 * The viewer's guru record, locked for the write, when it is set up (active): spec 02
 * section 5, 'You need to complete your guru profile before creating content.' otherwise.
 */
async function setUpGuruOf(tx: Executor, ctx: ViewerContext): Promise<{ id: string; name: string }> {
  const [guru] = await queryRows<GuruState>(
    tx,
    sql`select id, name, is_active from gurus where user_id = ${ctx.viewer.userId} for share`,
  );
  if (!guru?.is_active) throw refuse(messages.profileRequired);
  return guru;
}

/**
 * Creates an article of the viewer's guru record (spec 02 section 7): visibility 'all', not
 * featured, the viewer as author, published_at set when created published, and the
 * guru_content link that puts it on the guru's profile.
 */
export async function createGuruArticle(
  ctx: ViewerContext,
  values: GuruArticleValues,
): Promise<GuruArticleSavedResponse> {
  return ctx.db.transaction(async (tx) => {
    const guru = await setUpGuruOf(tx, ctx);
    const article = await insertArticle(
      { ...ctx, db: tx },
      { values: { ...values, visibilityScope: 'all', isFeatured: false, guruId: guru.id } },
    );
    await tx.execute(sql`insert into guru_content (guru_id, article_id) values (${guru.id}, ${article.id})`);
    return { article };
  });
}

/**
 * Saves one of the viewer's own articles (spec 02: update by id and guru id; replace the
 * mappings). The guru stays the article's. Publishing from the form sets published_at only
 * when it was empty, never again (decision 025: "not set on edit" read as "not reset").
 */
export async function updateGuruArticle(
  ctx: ViewerContext,
  { articleId, values }: { articleId: string; values: GuruArticleValues },
): Promise<GuruArticleSavedResponse> {
  const article = await updateArticle(ctx, {
    articleId,
    values,
    source: 'guru.update',
    action: 'article.update',
  });
  return { article: { id: article.id, slug: article.slug } };
}

/** The card's publish/unpublish: published_at is set once, when first published (spec 02 section 4). */
export async function setGuruArticlePublished(
  ctx: ViewerContext,
  { articleId, isPublished }: { articleId: string; isPublished: boolean },
): Promise<GuruArticlePublishResponse> {
  const article = await setArticleFlags(ctx, { articleId, flags: { isPublished }, writer: 'guru' });
  return {
    article: { id: article.id, isPublished: article.isPublished, publishedAt: article.publishedAt },
  };
}

/** Deletes one of the viewer's own articles; its links, mappings, likes and comments go with it. */
export async function deleteGuruArticle(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<{ ok: true }> {
  await deleteArticle(ctx, { articleId, writer: 'guru' });
  return { ok: true };
}

/**
 * 'Set Up Guru Profile': creates the viewer's guru record, or completes the one a superadmin's
 * guru flag made (inactive, decision 022), with its specialties, and switches it on so the
 * directory at /gurus shows it. Its slug is kept once made (profile links stay valid).
 */
export async function setUpGuruProfile(
  ctx: ViewerContext,
  values: GuruProfileValues,
): Promise<GuruProfileSavedResponse> {
  return ctx.db.transaction(async (tx) => {
    const userId = ctx.viewer.userId;
    const [before] = await queryRows<GuruState>(
      tx,
      sql`select id, name, is_active from gurus where user_id = ${userId} for update`,
    );
    const slug = `${slugify(values.name) || 'guru'}-${userId.slice(0, 8)}`;
    const [guru] = await queryRows<{ id: string }>(
      tx,
      sql`insert into gurus (user_id, name, slug, business_name, bio, image_url, is_active)
          values (${userId}, ${values.name}, ${slug}, ${values.businessName}, ${values.bio}, ${values.imageUrl}, true)
          on conflict (user_id) do update
             set name = excluded.name, business_name = excluded.business_name, bio = excluded.bio,
                 image_url = excluded.image_url, is_active = true
          returning id`,
    );
    await tx.execute(sql`delete from guru_specialties where guru_id = ${guru!.id}`);
    if (values.specialties.length) {
      await tx.execute(
        sql`insert into guru_specialties (guru_id, specialty)
            select ${guru!.id}, unnest(${sql.param(values.specialties)}::text[])`,
      );
    }
    await ctx.audit.record(tx, {
      action: 'guru.profile',
      target: { type: 'guru', id: guru!.id, name: values.name },
      before: before ? { name: before.name, isActive: before.is_active } : undefined,
      after: {
        name: values.name,
        businessName: values.businessName,
        bio: auditText(values.bio),
        imageUrl: values.imageUrl,
        specialties: values.specialties,
        isActive: true,
      },
    });
    const [saved] = await queryRows<{ guru: MyGuru }>(tx, sql`select ${myGuruJson(userId)} as guru`);
    return { guru: saved!.guru };
  });
}
