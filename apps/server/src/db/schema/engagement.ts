import { defaultActionPoints, defaultLevelThresholds, pointActions } from '@pillars/shared/engagement/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

/*
 * Points, levels and streaks (issue 59, docs/decisions/079-points-ledger.md).
 */

/**
 * The points ledger: one row per person, action and thing (a lesson, a pillar, a post, a
 * reply; for a like received, the reply or post and the person who liked it). The unique key
 * is what makes "earned once" hold when two tabs complete one lesson at the same instant.
 * `points` is what the row earned when written (the settings of that moment, a daily cap
 * applied); a take-back (a hidden or deleted post, a revoked certificate) sets `taken_back_at`
 * and keeps the row, so the thing does not earn a second time, and an unhide or a restore
 * gives the points back.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    thingId: uuid().notNull(),
    /** The person whose like earned the row (`like.received`); the zero UUID otherwise. */
    fromUserId: uuid().notNull().default(sql`'00000000-0000-0000-0000-000000000000'::uuid`),
    points: integer().notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    takenBackAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('points_ledger_once_idx').on(table.userId, table.action, table.thingId, table.fromUserId),
    // A person's week (Home, streaks) and the 7 and 30 days leaderboards.
    index('points_ledger_user_id_earned_at_idx').on(table.userId, table.earnedAt),
    index('points_ledger_earned_at_idx').on(table.earnedAt),
    // Take-backs find a post's, a reply's or a pillar's rows by the thing.
    index('points_ledger_thing_id_idx').on(table.thingId),
    check('points_ledger_action_check', sql`${table.action} in (${inList(pointActions)})`),
    check('points_ledger_points_check', sql`${table.points} >= 0`),
  ],
);

/**
 * The points a person earned on one day of their own time zone from a capped kind of action
 * ('posts': discussions and replies; 'likes': likes received). One upsert adds and caps, so
 * concurrent writes of one person meet one after another on this row.
 */
export const pointsDaily = pgTable(
  'points_daily',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    bucket: text().notNull(),
    points: integer().notNull(),
    /** What the latest upsert granted (the set clause sees the row before it). */
    lastGrant: integer().notNull(),
  },
  (table) => [
    primaryKey({ name: 'points_daily_pkey', columns: [table.userId, table.day, table.bucket] }),
    check('points_daily_bucket_check', sql`${table.bucket} in ('posts', 'likes')`),
  ],
);

/**
 * A person's total and level, kept as the ledger is written (never summed per request), and
 * rebuilt from the ledger by Recalculate.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    userId: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    total: integer().notNull().default(0),
    level: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_points_total_idx').on(table.total.desc(), table.userId),
    check('member_points_level_check', sql`${table.level} between 1 and 10`),
  ],
);

/** A single row (id = 1): the points per action and the level thresholds (/admin/engagement). */
export const engagementSettings = pgTable(
  'engagement_settings',
  {
    id: integer().primaryKey().default(1),
    actionPoints: jsonb().$type<Record<string, number>>().notNull().default(defaultActionPoints),
    levelThresholds: jsonb()
      .$type<number[]>()
      .notNull()
      .default([...defaultLevelThresholds]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('engagement_settings_single_row_check', sql`${table.id} = 1`)],
);
