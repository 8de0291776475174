import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

/*
 * Ask the Library (issue 41, decision 053). The passage index: articles, lessons and FAQ
 * entries cut into passages, each with a full-text vector and, when an embedding model is
 * configured, an embedding. The embedding is a plain `real[]` so that the table is the same
 * on every database; where pgvector is installed (PGlite always, PostgreSQL when
 * `CREATE EXTENSION vector` succeeds) retrieval casts it to `vector` for the cosine distance,
 * elsewhere it retrieves by full text alone.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const askSourceTypes = ['article', 'lesson', 'faq'] as const;
export const askTurnStatuses = ['answered', 'no_answer', 'passages', 'failed'] as const;

export const askPassages = pgTable(
  'ask_passages',
  {
    id: uuid().primaryKey().defaultRandom(),
    sourceType: text().$type<(typeof askSourceTypes)[number]>().notNull(),
    sourceId: uuid().notNull(),
    /** 0, 1, 2 ... within its source. */
    position: integer().notNull(),
    /** The nearest heading above the passage (the source's title for the first). */
    heading: text().notNull(),
    content: text().notNull(),
    /** sha256 of heading and content: an unchanged passage keeps its embedding. */
    contentHash: text().notNull(),
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${askPassages.heading}), 'A') || setweight(to_tsvector('english', ${askPassages.content}), 'B')`,
    ),
    embedding: real().array(),
    /** The EMBEDDING_MODEL that made `embedding`; another model's vectors are not compared. */
    embeddingModel: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ask_passages_source_position_key').on(table.sourceType, table.sourceId, table.position),
    index('ask_passages_search_vector_idx').using('gin', table.searchVector),
    check('ask_passages_source_type_check', sql`${table.sourceType} in (${inList(askSourceTypes)})`),
  ],
);

export const askConversations = pgTable(
  'ask_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** "Ask about this pillar": its sources are that pillar's lessons only. */
    pillarId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ask_conversations_user_id_updated_at_idx').on(table.userId, table.updatedAt),
    index('ask_conversations_updated_at_idx').on(table.updatedAt),
  ],
);

export const askTurns = pgTable(
  'ask_turns',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => askConversations.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    /** The answer as shown (citations checked, sanitised); empty when there was none. */
    answer: text().notNull().default(''),
    status: text().$type<(typeof askTurnStatuses)[number]>().notNull(),
    /** The sources given to the model (or shown), in citation order. */
    sources: jsonb().notNull().default([]),
    /** 1 thumbs up, -1 thumbs down. */
    rating: smallint(),
    ratingComment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ask_turns_conversation_id_created_at_idx').on(table.conversationId, table.createdAt),
    check('ask_turns_status_check', sql`${table.status} in (${inList(askTurnStatuses)})`),
    check('ask_turns_rating_check', sql`${table.rating} in (-1, 1)`),
  ],
);

/** Tokens the provider reported (`usage`), per month: kept when conversations are removed. */
export const askUsageMonths = pgTable(
  'ask_usage_months',
  {
    month: date().notNull(),
    kind: text().$type<'chat' | 'embedding'>().notNull(),
    promptTokens: integer().notNull().default(0),
    completionTokens: integer().notNull().default(0),
    /**
     * On the 'embedding' row: questions answered by full text alone because their embedding
     * call failed or took too long (issue 55; /admin/ask shows them).
     */
    fallbacks: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.kind] }),
    check('ask_usage_months_kind_check', sql`${table.kind} in ('chat', 'embedding')`),
  ],
);
