import { defaultPillarColor } from '@pillars/shared/domain-values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/*
 * Ordering: `pillars_display_order_key` UNIQUE (display_order) and
 * `lessons_key_element_id_order_position_key` UNIQUE (key_element_id, order_position) are
 * DEFERRABLE INITIALLY DEFERRED, which Drizzle cannot declare: they are added by hand in
 * migration 0012 (docs/decisions/016-ordering-under-concurrency.md). Do not declare them here.
 */
export const pillars = pgTable(
  'pillars',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    slug: text().notNull().unique(),
    color: text().notNull().default(defaultPillarColor),
    icon: text().notNull().default('BookOpen'),
    overlayImageUrl: text(),
    videoUrl: text(),
    videoTitle: text(),
    videoDuration: text(),
    displayOrder: integer().notNull().default(0),
    /** Whether completing the pillar issues a certificate (issue 43; superadmins switch it). */
    certificatesEnabled: boolean().notNull().default(true),
    /** Offered on these plans only (issue 58); empty: every plan. */
    planIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pillars_display_order_idx').on(table.displayOrder),
    check('pillars_display_order_check', sql`${table.displayOrder} >= 0`),
  ],
);

export const keyElements = pgTable(
  'key_elements',
  {
    id: uuid().primaryKey().defaultRandom(),
    pillarId: uuid()
      .notNull()
      .references(() => pillars.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    slug: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('key_elements_pillar_id_slug_key').on(table.pillarId, table.slug),
    index('key_elements_pillar_id_created_at_idx').on(table.pillarId, table.createdAt),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid().primaryKey().defaultRandom(),
    keyElementId: uuid()
      .notNull()
      .references(() => keyElements.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    imageUrl: text(),
    orderPosition: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lessons_key_element_id_order_position_idx').on(table.keyElementId, table.orderPosition),
    check('lessons_order_position_check', sql`${table.orderPosition} >= 1`),
  ],
);

/** A row means the lesson is completed (spec 01 section 3). */
export const userLessonProgress = pgTable(
  'user_lesson_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('user_lesson_progress_lesson_id_idx').on(table.lessonId),
    index('user_lesson_progress_user_id_completed_at_idx').on(table.userId, table.completedAt),
    // Analytics' completions per week across every member (issue 27).
    index('user_lesson_progress_completed_at_idx').on(table.completedAt),
  ],
);

/**
 * A bookmark of a lesson, with the member's rating of it (spec 01). The member's notes on a
 * lesson are their own rows (`userLessonNotes`): notes need no bookmark (issue 54).
 */
export const userLessonBookmarks = pgTable(
  'user_lesson_bookmarks',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    rating: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_lesson_bookmarks_user_id_lesson_id_key').on(table.userId, table.lessonId),
    index('user_lesson_bookmarks_lesson_id_idx').on(table.lessonId),
    check('user_lesson_bookmarks_rating_check', sql`${table.rating} between 0 and 5`),
  ],
);

/**
 * A member's notes on a lesson (issue 54): one row per member and lesson, whether or not
 * the lesson is bookmarked; cleared notes are no row. Migration 0044 moved the notes the
 * bookmarks held here, and bumps the member's counter on every write (lib/member-cache.ts),
 * as the bookmarks do.
 */
export const userLessonNotes = pgTable(
  'user_lesson_notes',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    notes: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('user_lesson_notes_lesson_id_idx').on(table.lessonId),
    check('user_lesson_notes_notes_check', sql`${table.notes} <> ''`),
  ],
);
