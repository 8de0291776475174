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
import { validationFailed } from '../../lib/app-error.ts';
import { auditText } from '../../lib/audit-values.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import type { ArticleCardColumns } from './article-columns.ts';
import { recordSlugChange } from './old-slugs.ts';
import { type ArticleRevisionSource, recordArticleRevision } from './revisions.ts';

/*
 * The article write, one for every writer (issue 29): Manage Articles (admin-service.ts), a
 * guru's own articles (gurus/content-service.ts) and Article Magic (ai/service.ts) read the
 * stored article, check its references, record the version they replace and set its columns
 * and mappings here, the same way. Each caller keeps what is its own: who may write, which
 * fields its form has, its audit row. A guru's form has fewer fields than the admin's: what
 * a write is not given keeps its stored value (or the column's default on create).
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

/** The columns of the fields given, each with its value as stored (the body sanitised, images as JSON). */
function columnsOf(values: Partial<Pick<AdminArticleValues, ColumnField>>): { name: SQL; value: SQL }[] {
  return (Object.keys(columnOf) as ColumnField[])
    .filter((field) => values[field] !== undefined)
    .map((field) => {
      const value = values[field];
      return {
        // A constant of this file, never input.
        name: sql.raw(columnOf[field]),
        value:
          field === 'body'
            ? sql`${sanitizeHtml(value as string)}`
            : field === 'contentImages'
              ? sql`${JSON.stringify(value)}::jsonb`
              : sql`${value}`,
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

/** The stored article, locked for the write that reads it (`forUpdate`); undefined when there is none. */
export async function readStoredArticle(
  executor: Executor,
  { articleId, forUpdate }: { articleId: string; forUpdate: boolean },
): Promise<StoredArticleRow | undefined> {
  if (forUpdate) await executor.execute(sql`select id from articles where id = ${articleId} for update`);
  const [row] = await queryRows<StoredArticleRow>(
    executor,
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
 * What an audit row keeps of an article's values (decision 023): the fields given, the long
 * texts short, the ids in order. Pass the body as saved (sanitised).
 */
export function auditedArticle<Values extends ArticleWriteValues>(values: Values) {
  return {
    ...values,
    body: auditText(values.body),
    proTip: auditText(values.proTip),
    categoryIds: [...values.categoryIds].sort(),
    topicIds: [...values.topicIds].sort(),
  };
}

export const slugTaken = () => validationFailed(messages.slugTaken, { slug: messages.slugTaken });

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
  const [found] = await queryRows<{
    slug_taken: boolean;
    guru_found: boolean;
    categories: number;
    topics: number;
  }>(
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

/**
 * Creates an article with its mappings in the caller's transaction, the viewer as its author:
 * references checked first; published_at set when it is created published.
 */
export async function insertArticle(
  tx: Executor,
  ctx: ViewerContext,
  values: ArticleWriteValues,
): Promise<{ id: string; slug: string }> {
  await checkReferences(tx, values, null);
  const columns = columnsOf(values);
  const [article] = await queryRows<{ id: string; slug: string }>(
    tx,
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
  await replaceMappings(tx, article!.id, values);
  await recordSlugChange(tx, { articleId: article!.id, from: null, to: article!.slug });
  return article!;
}

/**
 * Writes the fields given over a stored article, in the caller's transaction after it locked
 * and read the row: the references given checked, the version it replaces
 * kept under `source` (null: nothing to keep, the write changes nothing), then the columns
 * and the mappings given. Publishing sets published_at once: a later unpublish and republish
 * keeps the first date. Undefined when the article is gone.
 */
export async function updateArticle(
  tx: Executor,
  ctx: ViewerContext,
  {
    articleId,
    values,
    source,
  }: {
    articleId: string;
    values: Partial<ArticleWriteValues>;
    source: ArticleRevisionSource | null;
  },
): Promise<{ id: string; slug: string; title: string } | undefined> {
  await checkReferences(tx, values, articleId);
  if (source) await recordArticleRevision(tx, ctx, { articleId, source });
  const assignments = columnsOf(values).map((column) => sql`${column.name} = ${column.value}`);
  if (values.isPublished !== undefined) {
    assignments.push(
      sql`published_at = case when ${values.isPublished} then coalesce(published_at, now()) else published_at end`,
    );
  }
  // The update locks the article's row before its mappings are replaced, so concurrent
  // saves of one article run one after the other and its mappings are one save's, whole.
  // `stored` is the row before this statement: its slug is the one a new slug replaces.
  const [article] = await queryRows<{ id: string; slug: string; title: string; old_slug: string }>(
    tx,
    sql`update articles set ${sql.join(assignments, sql`, `)}, updated_at = now()
          from (select slug as old_slug from articles where id = ${articleId}) stored
         where id = ${articleId}
        returning id, slug, title, stored.old_slug`,
  );
  if (!article) return undefined;
  await replaceMappings(tx, article.id, values);
  await recordSlugChange(tx, { articleId: article.id, from: article.old_slug, to: article.slug });
  return { id: article.id, slug: article.slug, title: article.title };
}
