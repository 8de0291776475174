import { articleContentTypes, articleVisibilityScopes } from '@pillars/shared/domain-values';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { gurus } from './gurus.ts';
import { inList } from './sql-helpers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const articleCategories = pgTable('article_categories', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
});

export const articleTopics = pgTable('article_topics', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
});

export const articles = pgTable(
  'articles',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    subtitle: text(),
    slug: text().notNull().unique(),
    featuredImageUrl: text(),
    body: text().notNull(),
    proTip: text(),
    isFeatured: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    contentType: text().$type<(typeof articleContentTypes)[number]>().notNull().default('post'),
    visibilityScope: text().$type<(typeof articleVisibilityScopes)[number]>().notNull().default('all'),
    videoUrl: text(),
    documentUrl: text(),
    contentImages: jsonb().$type<string[]>().notNull().default([]),
    authorId: uuid().references(() => user.id, { onDelete: 'set null' }),
    guruId: uuid().references(() => gurus.id, { onDelete: 'set null' }),
    estimatedReadTimeMinutes: integer(),
    /** Imported articles (spec 02): `{bubble_id, imported_at}`; one article per Bubble id. */
    metadata: jsonb().$type<{ bubble_id?: string; imported_at?: string }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Full-text search over title, subtitle and body (spec: resources search). */
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${articles.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${articles.subtitle}, '')), 'B') || setweight(to_tsvector('english', coalesce(${articles.body}, '')), 'C')`,
    ),
  },
  (table) => [
    // Plain ascending indexes: scanned backwards they serve `order by ... desc` (NULLS
    // FIRST, PostgreSQL's default), which a `desc nulls last` index would not.
    // The resources list's keyset (published_at, id): newest first, stable while articles
    // are published, one index range per page.
    index('articles_published_at_id_idx').on(table.publishedAt, table.id).where(sql`${table.isPublished}`),
    index('articles_content_type_published_at_id_idx')
      .on(table.contentType, table.publishedAt, table.id)
      .where(sql`${table.isPublished}`),
    index('articles_featured_published_at_idx')
      .on(table.publishedAt)
      .where(sql`${table.isPublished} and ${table.isFeatured}`),
    index('articles_guru_id_idx').on(table.guruId),
    index('articles_author_id_idx').on(table.authorId),
    // Who may open a document (decision 040): the articles naming it, found by its URL.
    index('articles_document_url_idx').on(table.documentUrl).where(sql`${table.documentUrl} is not null`),
    index('articles_search_vector_idx').using('gin', table.searchVector),
    // An import never creates a second article for one Bubble record (decision 026).
    uniqueIndex('articles_bubble_id_key')
      .on(sql`(${table.metadata} ->> 'bubble_id')`)
      .where(sql`${table.metadata} ->> 'bubble_id' is not null`),
    // Manage Articles (spec 02): each filter with the default sort (newest created first), and
    // each sort column over every article (drafts have no published date: last either way).
    // Each ends with the id, as the list's order does, so a page is read from the index and
    // stops after its rows: articles created by one statement (an import) share created_at,
    // and an index without the id would make PostgreSQL sort all of them (decision 048).
    index('articles_created_at_id_idx').on(table.createdAt, table.id),
    index('articles_is_published_created_at_id_idx').on(table.isPublished, table.createdAt, table.id),
    index('articles_is_featured_created_at_id_idx').on(table.isFeatured, table.createdAt, table.id),
    index('articles_content_type_created_at_id_idx').on(table.contentType, table.createdAt, table.id),
    index('articles_title_id_idx').on(table.title, table.id),
    index('articles_published_at_asc_id_idx').on(table.publishedAt.asc().nullsLast(), table.id.asc()),
    index('articles_published_at_desc_id_idx').on(table.publishedAt.desc().nullsLast(), table.id.desc()),
    check('articles_content_type_check', sql`${table.contentType} in (${inList(articleContentTypes)})`),
    check(
      'articles_visibility_scope_check',
      sql`${table.visibilityScope} in (${inList(articleVisibilityScopes)})`,
    ),
    check(
      'articles_estimated_read_time_check',
      sql`${table.estimatedReadTimeMinutes} is null or ${table.estimatedReadTimeMinutes} >= 0`,
    ),
  ],
);

/** A column that links to another row and goes with it (on delete cascade). */
const linkTo = (target: () => AnyPgColumn) => uuid().notNull().references(target, { onDelete: 'cascade' });

/**
 * Slugs an article had before (decision 043): `/resources/<old-slug>` still finds it. One
 * row per old slug (its primary key); a slug taken by another article is no longer an old
 * one (the article that has it now wins: its row is deleted). Written where article writes
 * go (articles/article-writes.ts); goes with its article.
 */
export const articleSlugHistory = pgTable(
  'article_slug_history',
  {
    slug: text().primaryKey(),
    articleId: linkTo(() => articles.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('article_slug_history_article_id_idx').on(table.articleId)],
);

/**
 * An article's categories or topics: one row per article and tag (the primary key), the
 * tag's articles found by its own index. Both tables have the same shape.
 */
function articleTagMappings<TName extends string, TTagId extends string>(
  name: TName,
  tagId: TTagId,
  tagsId: () => AnyPgColumn,
) {
  const tagColumn = { [tagId]: linkTo(tagsId) } as Record<TTagId, ReturnType<typeof linkTo>>;
  const tagColumnName = tagId.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return pgTable(name, { articleId: linkTo(() => articles.id), ...tagColumn }, (table) => [
    primaryKey({ columns: [table.articleId, table[tagId]] }),
    index(`${name}_${tagColumnName}_idx`).on(table[tagId]),
  ]);
}

export const articleCategoryMappings = articleTagMappings(
  'article_category_mappings',
  'categoryId',
  () => articleCategories.id,
);
export const articleTopicMappings = articleTagMappings(
  'article_topic_mappings',
  'topicId',
  () => articleTopics.id,
);

/**
 * A member's mark on an article, a like or a bookmark: one per member and article (the
 * unique key), the member's own list by user id. Both tables have the same shape.
 */
function articleMarks<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      id: uuid().primaryKey().defaultRandom(),
      articleId: linkTo(() => articles.id),
      userId: linkTo(() => user.id),
      createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      unique(`${name}_article_id_user_id_key`).on(table.articleId, table.userId),
      index(`${name}_user_id_idx`).on(table.userId),
    ],
  );
}

export const articleLikes = articleMarks('article_likes');
export const articleBookmarks = articleMarks('article_bookmarks');

/**
 * The articles linked to a guru's profile (guru_content). It is kept here, beside the
 * articles it links, so the schema's imports go one way: articles -> gurus.
 */
export const guruContent = pgTable(
  'guru_content',
  {
    guruId: uuid()
      .notNull()
      .references(() => gurus.id, { onDelete: 'cascade' }),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.guruId, table.articleId] }),
    index('guru_content_article_id_idx').on(table.articleId),
  ],
);
