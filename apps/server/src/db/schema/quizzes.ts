import { quizKinds } from '@pillars/shared/quizzes/messages';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { lessons } from './learning.ts';
import { inList } from './sql-helpers.ts';

/*
 * Quizzes (issue 57, decisions 076 and 077). A lesson may end with one quiz; its questions
 * and options are rows (the admin stats count per question). `version` goes up on every
 * save: an attempt names the version it was taken on, and a changed quiz refuses it.
 * The quiz tables bump the 'learning' content counter (migration), so the lesson tree in
 * memory knows which lessons have a quiz.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid().primaryKey().defaultRandom(),
    lessonId: uuid()
      .notNull()
      .unique()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    passMark: integer().notNull().default(80),
    /** Null: unlimited. */
    maxAttempts: integer(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('quizzes_pass_mark_check', sql`${table.passMark} between 1 and 100`),
    check(
      'quizzes_max_attempts_check',
      sql`${table.maxAttempts} is null or ${table.maxAttempts} between 1 and 100`,
    ),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    kind: text().$type<(typeof quizKinds)[number]>().notNull(),
    prompt: text().notNull(),
    explanation: text(),
    position: integer().notNull(),
  },
  (table) => [
    index('quiz_questions_quiz_id_position_idx').on(table.quizId, table.position),
    check('quiz_questions_kind_check', sql`${table.kind} in (${inList(quizKinds)})`),
  ],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    questionId: uuid()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    isCorrect: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (table) => [index('quiz_options_question_id_position_idx').on(table.questionId, table.position)],
);

/**
 * A submitted attempt: one request makes it whole (decision 076). Its id comes from the
 * browser, so a second submission of the same attempt meets the primary key and writes
 * nothing. `answers`: per question, the options chosen and whether it was right.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid().primaryKey(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    quizVersion: integer().notNull(),
    correctCount: integer().notNull(),
    questionCount: integer().notNull(),
    score: integer().notNull(),
    passed: boolean().notNull(),
    answers: jsonb().$type<Array<{ questionId: string; optionIds: string[]; correct: boolean }>>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_attempts_user_id_quiz_id_idx').on(table.userId, table.quizId),
    index('quiz_attempts_quiz_id_idx').on(table.quizId),
    check('quiz_attempts_score_check', sql`${table.score} between 0 and 100`),
  ],
);
