import {
  type AdminArticleValues,
  type ArticleFormValues,
  articleFormFields,
  adminArticleMessages as messages,
} from '@pillars/shared/articles/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type {
  articleCategoryMappings,
  articles,
  articleTopicMappings,
  gurus,
} from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { queueReindex } from '../ask/passage-index.ts';
import type { ArticleCardColumns } from './article-columns.ts';
import { recordSlugChange } from './old-slugs.ts';
import { type ArticleRevisionSource, recordArticleRevision } from './revisions.ts';

/*
 * The article write, one for every writer (issues 29 and 39): Manage Articles
 * (admin-service.ts), a guru's own articles (gurus/content-service.ts) and Article Magic
 * (ai/service.ts) create and save articles here, the same way: the stored article read and
 * locked, its references checked, the version a change replaces kept, the columns and
 * mappings set, and the one audit row of the change. Each caller keeps what is its own:
 * who may write (its route), which fields its form has, and the names it writes under (the
 * revision's source, the audit action). A guru's form has fewer fields than the admin's:
 * what a write is not given keeps its stored value (or the column's default on create).
 */

/** What a write may set: the fields both article forms have, and the admin form's others. */
export type ArticleWriteValues = ArticleFormValues &
  Partial<Omit<AdminArticleValues, keyof ArticleFormValues>>;

/** Each column a write can set, by the field that carries its value. */
const columnOf = {
  title: 'title',
  subtitle: 'subtitle',
  slug: 'slug',
  featuredImageUrl: 'featured_image_url',
  body: 'body',
  proTip: 'pro_tip',
  contentType: 'content_type',
  videoUrl: 'video_url',
  documentUrl: 'document_url',
  contentImages: 'content_images',
  visibilityScope: 'visibility_scope',
  isFeatured: 'is_featured',
  isPublished: 'is_published',
  guruId: 'guru_id',
  estimatedReadTimeMinutes: 'estimated_read_time_minutes',
} as const satisfies Record<Exclude<keyof AdminArticleValues, 'categoryIds' | 'topicIds'>, string>;

type ColumnField = keyof typeof columnOf;

/**
 * The values given as they are stored: the body sanitised (once, however large; the browser
 * is not trusted). The audit row and the comparison with the stored article read these too.
 */
function asWritten<Values extends Partial<ArticleWriteValues>>(values: Values): Values {
  return values.body === undefined ? values : { ...values, body: sanitizeHtml(values.body) };
}

/** The columns of the fields given (`asWritten`), each with its value as stored (images as JSON). */
function columnsOf(values: Partial<Pick<AdminArticleValues, ColumnField>>): { name: SQL; value: SQL }[] {
  return (Object.keys(columnOf) as ColumnField[])
    .filter((field) => values[field] !== undefined)
    .map((field) => {
      const value = values[field];
      return {
        // A constant of this file, never input.
        name: sql.raw(columnOf[field]),
        value: field === 'contentImages' ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`,
      };
    });
}

/** A stored article as a write (or the edit form) reads it, with its guru's user for the policy. */
export interface StoredArticleRow
  extends ArticleCardColumns,
    Pick<
      SqlRow<typeof articles>,
      | 'body'
      | 'pro_tip'
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
  /** The user behind the article's guru record (left-joined): the policy's `guruUserId`. */
  guru_user_id: SqlRow<typeof gurus>['user_id'] | null;
  category_ids: Array<SqlRow<typeof articleCategoryMappings>['category_id']>;
  topic_ids: Array<SqlRow<typeof articleTopicMappings>['topic_id']>;
}

/** StoredArticleRow's columns, over `articles a` left joined to `gurus g` on its guru. */
export const storedArticleColumns = sql`a.id, a.title, a.subtitle, a.slug, a.featured_image_url, a.body,
  a.pro_tip, a.content_type, a.video_url, a.document_url, a.content_images, a.visibility_scope,
  a.is_featured, a.is_published, a.published_at, a.guru_id, g.user_id as guru_user_id,
  a.estimated_read_time_minutes,
  array(select category_id from article_category_mappings where article_id = a.id) as category_ids,
  array(select topic_id from article_topic_mappings where article_id = a.id) as topic_ids`;

/**
 * The stored article, locked for the write that reads it (`forUpdate`, with `ctx.db` the
 * write's transaction); undefined when there is none.
 */
export async function readStoredArticle(
  ctx: Pick<ServiceContext, 'db'>,
  { articleId, forUpdate }: { articleId: string; forUpdate: boolean },
): Promise<StoredArticleRow | undefined> {
  if (forUpdate) await ctx.db.execute(sql`select id from articles where id = ${articleId} for update`);
  const [row] = await queryRows<StoredArticleRow>(
    ctx.db,
    sql`select ${storedArticleColumns} from articles a left join gurus g on g.id = a.guru_id where a.id = ${articleId}`,
  );
  return row;
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

/** A stored article as the admin form's values. */
export function storedArticleValues(row: StoredArticleRow): AdminArticleValues {
  return {
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
  };
}

/** The fields both article forms have (a guru's form has only these), from the admin form's values. */
export function articleFormValues(values: AdminArticleValues): ArticleFormValues {
  return Object.fromEntries(
    Object.keys(articleFormFields).map((field) => [field, values[field as keyof ArticleFormValues]]),
  ) as ArticleFormValues;
}

/**
 * What an audit row keeps of an article's values (decision 023): the fields given and only
 * those, the long texts short, the ids in order. Pass the values as written (`asWritten`).
 */
function auditedArticle(values: Partial<ArticleWriteValues>): Record<string, unknown> {
  const { body, proTip, categoryIds, topicIds, ...rest } = values;
  return {
    ...rest,
    ...(body !== undefined && { body: auditText(body) }),
    ...(proTip !== undefined && { proTip: auditText(proTip) }),
    ...(categoryIds !== undefined && { categoryIds: [...categoryIds].sort() }),
    ...(topicIds !== undefined && { topicIds: [...topicIds].sort() }),
  };
}

const slugTaken = () => validationFailed(messages.slugTaken, { slug: messages.slugTaken });

/** What checkReferences computes: no column, only whether each reference exists and counts. */
interface ReferencesRow {
  slug_taken: boolean;
  guru_found: boolean;
  categories: number;
  topics: number;
}

/**
 * The rules the schema cannot see, for the fields given: a free slug, a guru, categories and
 * topics that exist. One statement; none when nothing given needs one. A concurrent save that
 * takes the slug after this check fails articles_slug_unique, which the error handler answers
 * with the same message (lib/database-errors.ts).
 */
async function checkReferences(
  tx: Executor,
  values: Partial<Pick<AdminArticleValues, 'slug' | 'guruId' | 'categoryIds' | 'topicIds'>>,
  articleId: string | null,
) {
  const { slug = null, guruId = null, categoryIds = [], topicIds = [] } = values;
  if (slug === null && guruId === null && !categoryIds.length && !topicIds.length) return;
  const [found] = await queryRows<ReferencesRow>(
    tx,
    sql`select exists(select 1 from articles where slug = ${slug}
                        and (${articleId}::uuid is null or id <> ${articleId}::uuid)) as slug_taken,
               (${guruId}::uuid is null or exists(select 1 from gurus where id = ${guruId}::uuid)) as guru_found,
               (select count(*)::int from article_categories
                 where id = any(${sql.param(categoryIds)}::uuid[])) as categories,
               (select count(*)::int from article_topics
                 where id = any(${sql.param(topicIds)}::uuid[])) as topics`,
  );
  if (found!.slug_taken) throw slugTaken();
  if (!found!.guru_found) throw validationFailed(messages.guruNotFound, { guruId: messages.guruNotFound });
  if (found!.categories !== categoryIds.length) {
    throw validationFailed(messages.unknownCategory, { categoryIds: messages.unknownCategory });
  }
  if (found!.topics !== topicIds.length) {
    throw validationFailed(messages.unknownCategory, { topicIds: messages.unknownCategory });
  }
}

/**
 * Replaces the article's category and topic mappings that are given (spec 02 section 7:
 * delete all, insert the new); a list not given stays as it is.
 */
async function replaceMappings(
  tx: Executor,
  articleId: string,
  values: Partial<Pick<AdminArticleValues, 'categoryIds' | 'topicIds'>>,
) {
  if (values.categoryIds) {
    await tx.execute(sql`delete from article_category_mappings where article_id = ${articleId}`);
  }
  if (values.topicIds)
    await tx.execute(sql`delete from article_topic_mappings where article_id = ${articleId}`);
  if (values.categoryIds?.length) {
    await tx.execute(
      sql`insert into article_category_mappings (article_id, category_id)
          select ${articleId}, unnest(${sql.param(values.categoryIds)}::uuid[])`,
    );
  }
  if (values.topicIds?.length) {
    await tx.execute(
      sql`insert into article_topic_mappings (article_id, topic_id)
          select ${articleId}, unnest(${sql.param(values.topicIds)}::uuid[])`,
    );
  }
}

/** Who writes, in the caller's transaction (`ctx.db`): the author, the revision's and audit row's actor. */
type WriterContext = Pick<ViewerContext, 'db' | 'viewer' | 'audit'>;

/**
 * Creates an article with its mappings in the caller's transaction (`ctx.db`), the viewer
 * as its author: references checked first; published_at set when it is created published;
 * its audit row ('article.create', what it was created with).
 */
export async function insertArticle(
  ctx: WriterContext,
  { values }: { values: ArticleWriteValues },
): Promise<{ id: string; slug: string }> {
  const written = asWritten(values);
  await checkReferences(ctx.db, written, null);
  const columns = columnsOf(written);
  const [article] = await queryRows<{ id: string; slug: string }>(
    ctx.db,
    sql`insert into articles (${sql.join(
      columns.map((column) => column.name),
      sql`, `,
    )}, published_at, author_id)
        values (${sql.join(
          columns.map((column) => column.value),
          sql`, `,
        )}, case when ${values.isPublished} then now() end, ${ctx.viewer.userId})
        returning id, slug`,
  );
  await replaceMappings(ctx.db, article!.id, written);
  await recordSlugChange(ctx, { articleId: article!.id, from: null, to: article!.slug });
  await ctx.audit.record(ctx.db, {
    action: 'article.create',
    target: { type: 'article', id: article!.id, name: values.title },
    after: auditedArticle(written),
  });
  await queueReindex({ db: ctx.db }, { sourceType: 'article', sourceId: article!.id });
  return article!;
}

/**
 * Saves the fields given over a stored article, in one transaction, the one rule for every
 * writer: the row locked and read ('Article not found' when there is none), the references
 * given checked, and then
 * - nothing changed (each given field equals its stored value): nothing is written, no
 *   revision, no audit row (decision 023), and the answer is the article as it is;
 * - something changed: the version it replaces kept under `source` (revisions.ts), the
 *   columns and mappings given written, and one audit row under `action` whose before and
 *   after hold the changed fields only (`auditNote` beside them in after: Article Magic's
 *   model). Publishing sets published_at once: a later unpublish and republish keeps the
 *   first date.
 */
export async function updateArticle(
  ctx: ViewerContext,
  {
    articleId,
    values,
    source,
    action,
    auditNote,
  }: {
    articleId: string;
    values: Partial<ArticleWriteValues>;
    /** The writer, as the article's history names it: 'admin.update', 'guru.update', 'ai.enhance'. */
    source: ArticleRevisionSource;
    /** The audit row's action: 'article.update', 'article.ai_enhance'. */
    action: string;
    auditNote?: Record<string, unknown>;
  },
): Promise<{ id: string; slug: string; title: string }> {
  return ctx.db.transaction(async (tx) => {
    const stored = await readStoredArticle({ db: tx }, { articleId, forUpdate: true });
    if (!stored) throw notFound(messages.articleNotFound);
    const written = asWritten(values);
    await checkReferences(tx, written, articleId);
    const changes = changedFields(auditedArticle(storedArticleValues(stored)), auditedArticle(written));
    if (!changes) return { id: stored.id, slug: stored.slug, title: stored.title };

    await recordArticleRevision({ db: tx, viewer: ctx.viewer }, { articleId, source });
    const assignments = columnsOf(written).map((column) => sql`${column.name} = ${column.value}`);
    if (values.isPublished !== undefined) {
      assignments.push(
        sql`published_at = case when ${values.isPublished} then coalesce(published_at, now()) else published_at end`,
      );
    }
    // The row is locked above, so concurrent saves of one article run one after the other
    // and its mappings are one save's, whole.
    const [article] = await queryRows<Pick<SqlRow<typeof articles>, 'id' | 'slug' | 'title'>>(
      tx,
      sql`update articles set ${sql.join(assignments, sql`, `)}, updated_at = now()
           where id = ${articleId}
          returning id, slug, title`,
    );
    await replaceMappings(tx, articleId, written);
    await recordSlugChange({ db: tx }, { articleId, from: stored.slug, to: article!.slug });
    await ctx.audit.record(tx, {
      action,
      target: { type: 'article', id: articleId, name: stored.title },
      before: changes.before,
      after: { ...auditNote, ...changes.after },
    });
    await queueReindex({ db: tx }, { sourceType: 'article', sourceId: articleId });
    return article!;
  });
}

/** Who writes a switch or a deletion, as the article's history names it ('admin.published', 'guru.delete'). */
type Writer = 'admin' | 'guru';

/** The columns a switch reads and writes. */
type FlagsRow = Pick<
  SqlRow<typeof articles>,
  'id' | 'title' | 'is_published' | 'is_featured' | 'published_at'
>;

/**
 * The list's switches, published and featured, for every writer (Manage Articles' toggles, a
 * guru's publish button), in one transaction: the row locked ('Article not found' when there
 * is none); a switch not given or given as it is changes nothing; when one moves, the version
 * it replaces is kept (`<writer>.published`, else `<writer>.featured`), the row written, and
 * one audit row per switch that moved. Publishing sets published_at once (spec 02 section 4):
 * a later unpublish and republish keeps the first date.
 */
export async function setArticleFlags(
  ctx: ViewerContext,
  {
    articleId,
    flags,
    writer,
  }: { articleId: string; flags: { isPublished?: boolean; isFeatured?: boolean }; writer: Writer },
): Promise<{ id: string; isPublished: boolean; isFeatured: boolean; publishedAt: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<FlagsRow>(
      tx,
      sql`select id, title, is_published, is_featured, published_at from articles where id = ${articleId} for update`,
    );
    if (!before) throw notFound(messages.articleNotFound);
    const given = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
    const moved = changedFields<{ isPublished?: boolean; isFeatured?: boolean }>(
      { isPublished: before.is_published, isFeatured: before.is_featured },
      given,
    );
    let after: FlagsRow | undefined = before;
    if (moved) {
      const switched = 'isPublished' in moved.after ? 'published' : 'featured';
      await recordArticleRevision(
        { db: tx, viewer: ctx.viewer },
        { articleId, source: `${writer}.${switched}` },
      );
      const isPublished = flags.isPublished ?? null;
      const isFeatured = flags.isFeatured ?? null;
      [after] = await queryRows<FlagsRow>(
        tx,
        sql`update articles
               set is_published = coalesce(${isPublished}::boolean, is_published),
                   is_featured = coalesce(${isFeatured}::boolean, is_featured),
                   published_at = case when coalesce(${isPublished}::boolean, is_published)
                                       then coalesce(published_at, now()) else published_at end,
                   updated_at = now()
             where id = ${articleId}
            returning id, title, is_published, is_featured, published_at`,
      );
      // One row per switch that moved (the screen's switches send one each).
      for (const field of ['isPublished', 'isFeatured'] as const) {
        if (!(field in moved.after)) continue;
        await ctx.audit.record(tx, {
          action: field === 'isPublished' ? 'article.published' : 'article.featured',
          target: { type: 'article', id: articleId, name: before.title },
          before: { [field]: moved.before[field] },
          after: { [field]: moved.after[field] },
        });
      }
      if ('isPublished' in moved.after) {
        await queueReindex({ db: tx }, { sourceType: 'article', sourceId: articleId });
      }
    }
    return {
      id: after!.id,
      isPublished: after!.is_published,
      isFeatured: after!.is_featured,
      publishedAt: after!.published_at === null ? null : new Date(after!.published_at).toISOString(),
    };
  });
}

/**
 * Deletes an article for every writer, in one transaction: its last version kept first
 * (`<writer>.delete`; content_revisions has no foreign key, so a deleted article can be
 * recovered), then the row, whose comments, likes, bookmarks, mappings and guru links go with
 * it (foreign keys on delete cascade), and its audit row. 'Article not found' when there is none.
 */
export async function deleteArticle(
  ctx: ViewerContext,
  { articleId, writer }: { articleId: string; writer: Writer },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from articles where id = ${articleId} for update`);
    await recordArticleRevision({ db: tx, viewer: ctx.viewer }, { articleId, source: `${writer}.delete` });
    const [deleted] = await queryRows<
      Pick<SqlRow<typeof articles>, 'id' | 'title' | 'slug' | 'is_published' | 'guru_id'>
    >(tx, sql`delete from articles where id = ${articleId} returning id, title, slug, is_published, guru_id`);
    if (!deleted) throw notFound(messages.articleNotFound);
    await ctx.audit.record(tx, {
      action: 'article.delete',
      target: { type: 'article', id: deleted.id, name: deleted.title },
      before: {
        title: deleted.title,
        slug: deleted.slug,
        isPublished: deleted.is_published,
        guruId: deleted.guru_id,
      },
    });
    await queueReindex({ db: tx }, { sourceType: 'article', sourceId: deleted.id });
  });
}
