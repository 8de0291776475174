import { reportReasons } from '@pillars/shared/community/messages';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { user } from './auth.ts';
import { lessons } from './learning.ts';
import { inList } from './sql-helpers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/*
 * The Community (issue 42, decision 055). One model for every discussion: a post belongs to
 * a lesson, an article (the article's former comments, migration 0039) or a category (a
 * discussion started on /community, with a title). Replies hang off a post, one level deep;
 * a reply may quote another reply of the same post. Members of every organization share it.
 */

/** Superadmins manage them (Questions, Wins, Hiring, Tools & Systems, Introductions to begin with). */
export const communityCategories = pgTable(
  'community_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_categories_name_key').on(sql`lower(${table.name})`),
    check('community_categories_name_check', sql`length(btrim(${table.name})) between 1 and 60`),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A category's discussion (restrict: a category with discussions is not deleted, they are moved first). */
    categoryId: uuid().references(() => communityCategories.id, { onDelete: 'restrict' }),
    lessonId: uuid().references(() => lessons.id, { onDelete: 'cascade' }),
    articleId: uuid().references(() => articles.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Discussions started on /community have one; posts under a lesson or article need none. */
    title: text(),
    /** What the author wrote (plain text, with @mentions and URLs). */
    body: text().notNull(),
    /** The body as sanitised HTML (paragraphs, links unless written in the account's first day). */
    bodyHtml: text().notNull(),
    /**
     * The people the author picked in the @mention list (migration 0043). Their `@Name` in the
     * text links to their directory page while they are listed (decision 055), read when shown.
     */
    mentionIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    /** The newest reply's time (or the post's): the lists' "last activity" and order. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Its replies not hidden by moderators (decision 055): the lists and the thread show it. */
    replyCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    answerReplyId: uuid(),
    hiddenAt: timestamp({ withTimezone: true }),
    lockedAt: timestamp({ withTimezone: true }),
    pinnedAt: timestamp({ withTimezone: true }),
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${communityPosts.title}, '')), 'A') || setweight(to_tsvector('english', ${communityPosts.body}), 'B')`,
    ),
  },
  (table) => [
    check('community_posts_body_check', sql`length(btrim(${table.body})) > 0`),
    check(
      'community_posts_place_check',
      sql`num_nonnulls(${table.categoryId}, ${table.lessonId}, ${table.articleId}) = 1`,
    ),
    check('community_posts_title_check', sql`(${table.categoryId} is null) = (${table.title} is null)`),
    index('community_posts_last_activity_idx').on(table.lastActivityAt, table.id),
    index('community_posts_category_id_last_activity_idx').on(
      table.categoryId,
      table.lastActivityAt,
      table.id,
    ),
    index('community_posts_lesson_id_created_at_idx').on(table.lessonId, table.createdAt),
    index('community_posts_article_id_created_at_idx').on(table.articleId, table.createdAt),
    index('community_posts_author_id_created_at_idx').on(table.authorId, table.createdAt),
    index('community_posts_search_idx').using('gin', table.searchVector),
    // /admin/community's "Hidden by moderators", newest first.
    index('community_posts_hidden_at_idx').on(table.hiddenAt).where(sql`${table.hiddenAt} is not null`),
  ],
);

export const communityReplies = pgTable(
  'community_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A reply of the same post that this one quotes (its text is shown above this one). */
    quotedReplyId: uuid().references((): AnyPgColumn => communityReplies.id, {
      onDelete: 'set null',
    }),
    body: text().notNull(),
    bodyHtml: text().notNull(),
    /** As a post's (migration 0043). */
    mentionIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
    likeCount: integer().notNull().default(0),
    /** Hidden by moderators: read by its author and the moderators only, not counted in the post's replies. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('community_replies_body_check', sql`length(btrim(${table.body})) > 0`),
    index('community_replies_post_id_created_at_idx').on(table.postId, table.createdAt, table.id),
    index('community_replies_author_id_created_at_idx').on(table.authorId, table.createdAt),
    // Home's "Most active this week" (issue 42): the week's replies, whatever the post.
    index('community_replies_created_at_idx').on(table.createdAt),
    index('community_replies_hidden_at_idx').on(table.hiddenAt).where(sql`${table.hiddenAt} is not null`),
  ],
);

/** One like per member and post or reply (the unique keys). */
export const communityLikes = pgTable(
  'community_likes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid().references(() => communityPosts.id, { onDelete: 'cascade' }),
    replyId: uuid().references(() => communityReplies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('community_likes_target_check', sql`num_nonnulls(${table.postId}, ${table.replyId}) = 1`),
    uniqueIndex('community_likes_post_id_user_id_key')
      .on(table.postId, table.userId)
      .where(sql`${table.postId} is not null`),
    uniqueIndex('community_likes_reply_id_user_id_key')
      .on(table.replyId, table.userId)
      .where(sql`${table.replyId} is not null`),
    // Home's "Most active this week" (issue 42): the week's likes.
    index('community_likes_created_at_idx').on(table.createdAt),
  ],
);

/** Who follows a discussion (its author and repliers by default; anyone by Follow). */
export const communityFollows = pgTable(
  'community_follows',
  {
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('community_follows_user_id_idx').on(table.userId),
  ],
);

/** A member's report of a post or reply; staff resolve it at /admin/community. */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    replyId: uuid().references(() => communityReplies.id, { onDelete: 'cascade' }),
    reason: text().$type<(typeof reportReasons)[number]>().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('community_reports_reason_check', sql`${table.reason} in (${inList(reportReasons)})`),
    uniqueIndex('community_reports_reporter_target_key').on(
      table.reporterId,
      table.postId,
      sql`coalesce(${table.replyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('community_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * The member directory (opt-in, off by default): the public fields a member chooses to show.
 * E-mail and phone are never among them.
 */
export const memberDirectoryProfiles = pgTable(
  'member_directory_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    listed: boolean().notNull().default(false),
    title: text().notNull().default(''),
    city: text().notNull().default(''),
    country: text().notNull().default(''),
    services: text().array().notNull().default(sql`'{}'::text[]`),
    sizeBand: text(),
    askMeAbout: text().notNull().default(''),
    websiteUrl: text(),
    linkedinUrl: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The directory's full-text search (decision 056): the person's name and agency with the
     * public fields. Kept by triggers (migration 0041): on this row's writes, and when the
     * person's name or organization, or the organization's name, changes.
     */
    searchVector: tsvector().notNull().default(sql`''::tsvector`),
  },
  (table) => [
    index('member_directory_profiles_listed_idx').on(table.userId).where(sql`${table.listed}`),
    // The directory's search and filters (issue 42), over the listed people only.
    index('member_directory_profiles_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.listed}`),
    index('member_directory_profiles_services_idx').using('gin', table.services).where(sql`${table.listed}`),
    index('member_directory_profiles_country_idx').on(table.country).where(sql`${table.listed}`),
    index('member_directory_profiles_size_band_idx').on(table.sizeBand).where(sql`${table.listed}`),
    check(
      'member_directory_profiles_urls_check',
      sql`(${table.websiteUrl} is null or ${table.websiteUrl} ~* '^https?://') and (${table.linkedinUrl} is null or ${table.linkedinUrl} ~* '^https?://')`,
    ),
  ],
);
