import { randomUUID } from 'node:crypto';
import { quizMessages as messages } from '@pillars/shared/quizzes/messages';
import type { AdminQuiz, AdminQuizResponse, QuizBody } from '@pillars/shared/quizzes/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { quizzes } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { changedFields } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { quizQuestionsJson } from './quiz-questions-sql.ts';

/*
 * A lesson's quiz for superadmins (issue 57): read with its right answers, saved whole (the
 * questions' order is the list's), removed. Every save and removal leaves its audit row.
 * A fixed number of statements whatever the number of questions (JSON rows unnested).
 */

type QuizRow = Pick<SqlRow<typeof quizzes>, 'id' | 'pass_mark' | 'max_attempts' | 'version'> & {
  lesson_title: string;
  questions: AdminQuiz['questions'];
};

/** The lesson's title and its quiz with every question and option in order (one statement). */
function selectAdminQuiz(db: Executor, lessonId: string) {
  return queryRows<Omit<QuizRow, 'id'> & { id: string | null }>(
    db,
    sql`select l.title as lesson_title, q.id, q.pass_mark, q.max_attempts, q.version,
               ${quizQuestionsJson} as questions
          from lessons l left join quizzes q on q.lesson_id = l.id
         where l.id = ${lessonId}`,
  );
}

function adminQuizOf(lessonId: string, row: Omit<QuizRow, 'id'> & { id: string | null }): AdminQuiz | null {
  if (!row.id) return null;
  return {
    id: row.id,
    lessonId,
    passMark: row.pass_mark!,
    maxAttempts: row.max_attempts,
    version: row.version!,
    questions: row.questions,
  };
}

/** A quiz as its audit rows keep it: the settings and the questions in their words. */
function auditedQuiz(
  quiz: Pick<AdminQuiz, 'passMark' | 'maxAttempts'> & { questions: QuizBody['questions'] },
) {
  return {
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    questions: quiz.questions.map((question) => ({
      kind: question.kind,
      prompt: question.prompt,
      explanation: question.explanation,
      options: question.options.map((option) => `${option.isCorrect ? '[x]' : '[ ]'} ${option.label}`),
    })),
  };
}

export async function getAdminQuiz(
  ctx: ViewerContext,
  input: { lessonId: string },
): Promise<AdminQuizResponse> {
  const [row] = await selectAdminQuiz(ctx.db, input.lessonId);
  if (!row) throw notFound(messages.lessonNotFound);
  return { quiz: adminQuizOf(input.lessonId, row) };
}

/**
 * Creates or replaces the lesson's quiz. Questions and options keep their ids when the body
 * names them (the stats per question follow a question through edits); a question the body
 * leaves out is removed. Every change raises the quiz's version: an attempt started before
 * it is refused (decision 076). Saving what is already there writes nothing.
 */
export async function saveQuiz(
  ctx: ViewerContext,
  { lessonId, ...body }: QuizBody & { lessonId: string },
): Promise<AdminQuizResponse> {
  return ctx.db.transaction(async (tx) => {
    // The lesson's row lock makes concurrent saves of its quiz take turns; the quiz is read
    // after it, so that a save that waited reads what the one before it wrote.
    await tx.execute(sql`select id from lessons where id = ${lessonId} for update`);
    const [before] = await selectAdminQuiz(tx, lessonId);
    if (!before) throw notFound(messages.lessonNotFound);
    const previous = adminQuizOf(lessonId, before);
    const changes = changedFields(
      previous ? auditedQuiz(previous) : ({} as ReturnType<typeof auditedQuiz>),
      auditedQuiz(body),
    );
    const sameIds =
      previous !== null &&
      body.questions.every((question, index) => question.id === previous.questions[index]?.id);
    if (previous && !changes && sameIds) return { quiz: previous };

    const knownQuestions = new Map((previous?.questions ?? []).map((question) => [question.id, question]));
    const questionRows = body.questions.map((question, index) => {
      if (question.id && !knownQuestions.has(question.id)) {
        throw validationFailed(messages.unknownQuestion, {
          [`questions.${index}`]: messages.unknownQuestion,
        });
      }
      return {
        id: question.id ?? randomUUID(),
        kind: question.kind,
        prompt: question.prompt,
        explanation: question.explanation === '' ? null : question.explanation,
        position: index + 1,
      };
    });
    const optionRows = body.questions.flatMap((question, index) => {
      const known = new Set(
        (knownQuestions.get(question.id ?? '')?.options ?? []).map((option) => option.id),
      );
      return question.options.map((option, position) => ({
        id: option.id && known.has(option.id) ? option.id : randomUUID(),
        question_id: questionRows[index]!.id,
        label: option.label,
        is_correct: option.isCorrect,
        position: position + 1,
      }));
    });

    const [quiz] = await queryRows<{ id: string }>(
      tx,
      sql`insert into quizzes (lesson_id, pass_mark, max_attempts)
          values (${lessonId}, ${body.passMark}, ${body.maxAttempts})
          on conflict (lesson_id) do update
             set pass_mark = excluded.pass_mark, max_attempts = excluded.max_attempts,
                 version = quizzes.version + 1, updated_at = now()
          returning id`,
    );
    const quizId = quiz!.id;
    const keptIds = questionRows.map((row) => row.id);
    await tx.execute(
      sql`delete from quiz_questions where quiz_id = ${quizId} and id <> all(${sql.param(keptIds)}::uuid[])`,
    );
    await tx.execute(
      sql`insert into quiz_questions (id, quiz_id, kind, prompt, explanation, position)
          select x.id, ${quizId}, x.kind, x.prompt, x.explanation, x.position
            from jsonb_to_recordset(${JSON.stringify(questionRows)}::jsonb)
                 as x(id uuid, kind text, prompt text, explanation text, position int)
          on conflict (id) do update
             set kind = excluded.kind, prompt = excluded.prompt, explanation = excluded.explanation,
                 position = excluded.position`,
    );
    await tx.execute(sql`delete from quiz_options where question_id = any(${sql.param(keptIds)}::uuid[])`);
    await tx.execute(
      sql`insert into quiz_options (id, question_id, label, is_correct, position)
          select x.id, x.question_id, x.label, x.is_correct, x.position
            from jsonb_to_recordset(${JSON.stringify(optionRows)}::jsonb)
                 as x(id uuid, question_id uuid, label text, is_correct boolean, position int)`,
    );
    await ctx.audit.record(tx, {
      action: previous ? 'quiz.update' : 'quiz.create',
      target: { type: 'quiz', id: quizId, name: before.lesson_title },
      ...(previous
        ? (changes ?? { before: {}, after: { questionOrder: keptIds } })
        : { after: auditedQuiz(body) }),
    });
    const [after] = await selectAdminQuiz(tx, lessonId);
    return { quiz: adminQuizOf(lessonId, after!) };
  });
}

/** Removes the lesson's quiz, its questions and its attempts; the lesson's completions stay. */
export async function deleteQuiz(ctx: ViewerContext, input: { lessonId: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from lessons where id = ${input.lessonId} for update`);
    const [before] = await selectAdminQuiz(tx, input.lessonId);
    const previous = before ? adminQuizOf(input.lessonId, before) : null;
    if (!before || !previous) throw notFound(messages.quizNotFound);
    await tx.execute(sql`delete from quizzes where id = ${previous.id}`);
    await ctx.audit.record(tx, {
      action: 'quiz.delete',
      target: { type: 'quiz', id: previous.id, name: before.lesson_title },
      before: auditedQuiz(previous),
    });
  });
}
