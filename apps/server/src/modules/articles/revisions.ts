import type {
  ArticleRevisionRestoredResponse,
  ArticleRevisionSnapshot,
  ArticleRevisionsResponse,
} from '@pillars/shared/articles/revision-schemas';
import { revisionMessages as messages, revisionPageSize } from '@pillars/shared/articles/revision-schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { articles, contentRevisions } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import { isConstraintViolation } from '../../lib/database-errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { queueReindex } from '../ask/passage-index.ts';
import { recordSlugChange } from './old-slugs.ts';

/*
 * Article versions (issue 25, docs/decisions/028-article-magic-and-revisions.md). Every write
 * that changes or deletes an article calls `recordArticleRevision` first, in its transaction,
 * after locking the row: the article as it is then (its columns, category and topic ids) is
 * kept as one content_revisions row. History lists them; restore puts one back and records
 * the version it replaces, so a restore can be undone like any other write.
 */

/**
 * Which write replaces the version: 'admin.update', 'admin.published', 'admin.featured',
 * 'admin.delete', 'ai.enhance', 'restore', 'guru.update', 'guru.published', 'guru.delete',
 * 'import' (shared/articles/revision-messages.ts labels them).
 */
export type ArticleRevisionSource = string;

/** The article's snapshot as one JSON value, read by the statement that stores it. */
const snapshotOf = sql`json_build_object(
    'title', a.title, 'subtitle', a.subtitle, 'slug', a.slug, 'featuredImageUrl', a.featured_image_url,
    'body', a.body, 'proTip', a.pro_tip, 'contentType', a.content_type, 'videoUrl', a.video_url,
    'documentUrl', a.document_url,
    'contentImages', case when jsonb_typeof(a.content_images) = 'array' then a.content_images else '[]'::jsonb end,
    'visibilityScope', a.visibility_scope, 'isFeatured', a.is_featured, 'isPublished', a.is_published,
    'publishedAt', to_char(a.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'guruId', a.guru_id, 'estimatedReadTimeMinutes', a.estimated_read_time_minutes,
    'categoryIds', coalesce((select json_agg(m.category_id order by m.category_id)
                               from article_category_mappings m where m.article_id = a.id), '[]'::json),
    'topicIds', coalesce((select json_agg(m.topic_id order by m.topic_id)
                            from article_topic_mappings m where m.article_id = a.id), '[]'::json))`;

/**
 * Keeps the article as it is now, before the caller changes or deletes it: ONE statement, in
 * the caller's transaction (`ctx.db`; call it after locking the row, before the write).
 * `ctx.viewer` names who writes (null for a system write such as an import job: no actor).
 * Returns the revision's id, or null when there is no such article (nothing is recorded).
 *
 *   await recordArticleRevision({ db: tx, viewer: ctx.viewer }, { articleId, source: 'guru.update' });
 */
export async function recordArticleRevision(
  ctx: Pick<ServiceContext, 'db' | 'viewer'>,
  { articleId, source }: { articleId: string; source: ArticleRevisionSource },
): Promise<string | null> {
  const actorId = ctx.viewer?.userId ?? null;
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`insert into content_revisions (content_type, content_id, source, actor_id, actor_name, actor_email, snapshot)
        select 'article', a.id, ${source}, ${actorId}::uuid,
               (select ${displayName('p')} from profiles p where p.id = ${actorId}::uuid),
               (select u.email from "user" u where u.id = ${actorId}::uuid),
               ${snapshotOf}
          from articles a
         where a.id = ${articleId}
        returning id`,
  );
  return row?.id ?? null;
}

/** The revision's columns, and the history's size. */
interface RevisionRow
  extends Pick<
    SqlRow<typeof contentRevisions>,
    'id' | 'created_at' | 'source' | 'actor_id' | 'actor_name' | 'actor_email'
  > {
  /** The column is untyped JSON; an article's revisions hold this shape. */
  snapshot: ArticleRevisionSnapshot;
  total: number;
}

/** An article's history, newest first, a page at a time (one statement; index content_revisions_content_idx). */
export async function listArticleRevisions(
  ctx: ViewerContext,
  { articleId, page }: { articleId: string; page: number },
): Promise<ArticleRevisionsResponse> {
  const rows = await queryRows<RevisionRow>(
    ctx.db,
    sql`select r.id, r.created_at, r.source, r.actor_id, r.actor_name, r.actor_email, r.snapshot,
               (count(*) over ())::int as total
          from content_revisions r
         where r.content_type = 'article' and r.content_id = ${articleId}
         order by r.created_at desc, r.id desc
         limit ${revisionPageSize} offset ${(page - 1) * revisionPageSize}`,
  );
  return {
    revisions: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      source: row.source,
      actor:
        row.actor_id || row.actor_name || row.actor_email
          ? { name: row.actor_name, email: row.actor_email }
          : null,
      article: row.snapshot,
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: revisionPageSize,
  };
}

/** What the audit row of a restore keeps of each side (long texts short, as decision 023 says). */
function audited(snapshot: ArticleRevisionSnapshot) {
  const { body, proTip, publishedAt: _publishedAt, ...rest } = snapshot;
  return { ...rest, body: auditText(body), proTip: auditText(proTip) };
}

/**
 * Puts an earlier version back in one transaction: the article row is locked, its current
 * version recorded (source 'restore', so this too can be undone), the columns and mappings
 * written from the snapshot (categories and topics deleted since are left out, the body is
 * sanitised again), and the audit row written.
 */
export async function restoreArticleRevision(
  ctx: ViewerContext,
  { articleId, revisionId }: { articleId: string; revisionId: string },
): Promise<ArticleRevisionRestoredResponse> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [current] = await queryRows<{ id: string }>(
        tx,
        sql`select id from articles where id = ${articleId} for update`,
      );
      if (!current) throw notFound(messages.articleNotFound);
      const [revision] = await queryRows<{ snapshot: ArticleRevisionSnapshot }>(
        tx,
        sql`select snapshot from content_revisions
             where id = ${revisionId} and content_type = 'article' and content_id = ${articleId}`,
      );
      if (!revision) throw notFound(messages.revisionNotFound);
      const [before] = await queryRows<{ snapshot: ArticleRevisionSnapshot }>(
        tx,
        sql`select ${snapshotOf} as snapshot from articles a where a.id = ${articleId}`,
      );
      await recordArticleRevision({ db: tx, viewer: ctx.viewer }, { articleId, source: 'restore' });
      const version = revision.snapshot;
      // The article's columns as written, and the slug it had (`stored`, read before the update).
      const [article] = await queryRows<
        Pick<SqlRow<typeof articles>, 'id' | 'slug' | 'title'> & { old_slug: SqlRow<typeof articles>['slug'] }
      >(
        tx,
        sql`update articles
               set title = ${version.title}, subtitle = ${version.subtitle}, slug = ${version.slug},
                   featured_image_url = ${version.featuredImageUrl}, body = ${sanitizeHtml(version.body)},
                   pro_tip = ${version.proTip}, content_type = ${version.contentType},
                   video_url = ${version.videoUrl}, document_url = ${version.documentUrl},
                   content_images = ${JSON.stringify(version.contentImages)}::jsonb,
                   visibility_scope = ${version.visibilityScope}, is_featured = ${version.isFeatured},
                   is_published = ${version.isPublished},
                   published_at = coalesce(${version.publishedAt}::timestamptz,
                                           case when ${version.isPublished} then coalesce(published_at, now()) end),
                   guru_id = (select id from gurus where id = ${version.guruId}::uuid),
                   estimated_read_time_minutes = ${version.estimatedReadTimeMinutes},
                   updated_at = now()
              from (select slug as old_slug from articles where id = ${articleId}) stored
             where id = ${articleId}
            returning id, slug, title, stored.old_slug`,
      );
      // The slug it had stays an old one of this article; the version's slug is no one else's.
      await recordSlugChange({ db: tx }, { articleId, from: article!.old_slug, to: article!.slug });
      await tx.execute(sql`delete from article_category_mappings where article_id = ${articleId}`);
      await tx.execute(sql`delete from article_topic_mappings where article_id = ${articleId}`);
      await tx.execute(
        sql`insert into article_category_mappings (article_id, category_id)
            select ${articleId}, c.id from article_categories c
             where c.id = any(${sql.param(version.categoryIds)}::uuid[])`,
      );
      await tx.execute(
        sql`insert into article_topic_mappings (article_id, topic_id)
            select ${articleId}, t.id from article_topics t
             where t.id = any(${sql.param(version.topicIds)}::uuid[])`,
      );
      const changes = changedFields(audited(before!.snapshot), audited(version));
      await ctx.audit.record(tx, {
        action: 'article.restore',
        target: { type: 'article', id: articleId, name: before!.snapshot.title },
        before: { revisionId, ...(changes?.before ?? {}) },
        after: changes?.after ?? {},
      });
      await queueReindex({ db: tx }, { sourceType: 'article', sourceId: articleId });
      return { article: { id: article!.id, slug: article!.slug, title: article!.title } };
    });
  } catch (error) {
    // Not the save form's message: the slug is the old version's, taken since by another article.
    if (isConstraintViolation(error, 'articles_slug_unique')) {
      throw validationFailed(messages.slugTaken, { slug: messages.slugTaken });
    }
    throw error;
  }
}
