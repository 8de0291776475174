import { quizMessages as messages } from '@pillars/shared/quizzes/messages';
import type { AttemptResult, MemberQuizResponse, SubmitAttemptBody } from '@pillars/shared/quizzes/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { quizAttempts, quizzes } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { awardPoints } from '../engagement/points.ts';
import { openableLessonOf, recordLessonCompletion } from '../learning/service.ts';
import { quizQuestionsJson } from './quiz-questions-sql.ts';

/*
 * Taking a quiz (issue 57, decision 076). The member's quiz holds no right answers; an
 * attempt is one request, graded on the server, whose id the browser made: the same attempt
 * sent again writes nothing and answers the same result. Passing records the lesson's
 * completion through the one completion rule (learning/service.ts, decision 077).
 */

interface GradedQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'true_false';
  prompt: string;
  explanation: string;
  options: Array<{ id: string; label: string; isCorrect: boolean }>;
}

type QuizForViewerRow = Pick<SqlRow<typeof quizzes>, 'id' | 'version' | 'pass_mark' | 'max_attempts'> & {
  questions: GradedQuestion[];
  attempts_used: number;
  has_passed: boolean;
  best_score: number | null;
  is_completed: boolean;
};

type StoredAttempt = Pick<
  SqlRow<typeof quizAttempts>,
  'quiz_id' | 'user_id' | 'score' | 'correct_count' | 'question_count' | 'passed' | 'answers'
>;

/**
 * The lesson's quiz with every question (right answers included: this stays on the server),
 * and the viewer's attempts, in one statement. Under the quiz's row lock, it runs after the
 * lock is taken: a statement that waits for a lock keeps the snapshot it started with, so its
 * count of attempts would miss those committed while it waited.
 */
function selectQuizForViewer(ctx: ViewerContext, quizId: string) {
  const userId = ctx.viewer.userId;
  return queryRows<QuizForViewerRow>(
    ctx.db,
    sql`select q.id, q.version, q.pass_mark, q.max_attempts,
               ${quizQuestionsJson} as questions,
               (select count(*)::int from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId})
                 as attempts_used,
               exists (select 1 from quiz_attempts a
                        where a.quiz_id = q.id and a.user_id = ${userId} and a.passed) as has_passed,
               (select max(score)::int from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId})
                 as best_score,
               exists (select 1 from user_lesson_progress p
                        where p.lesson_id = q.lesson_id and p.user_id = ${userId}) as is_completed
          from quizzes q where q.id = ${quizId}`,
  );
}

const remainingOf = (row: QuizForViewerRow, used: number) =>
  row.max_attempts === null ? null : Math.max(0, row.max_attempts - used);

/** The viewer's quiz of a lesson, as they take it: never a right answer nor an explanation. */
export async function getQuiz(ctx: ViewerContext, input: { lessonId: string }): Promise<MemberQuizResponse> {
  const { lesson } = await openableLessonOf(ctx, input);
  if (!lesson.quiz) throw notFound(messages.quizNotFound);
  const [row] = await selectQuizForViewer(ctx, lesson.quiz.id);
  if (!row) throw notFound(messages.quizNotFound);
  return {
    quiz: {
      id: row.id,
      lessonId: input.lessonId,
      version: row.version,
      passMark: row.pass_mark,
      maxAttempts: row.max_attempts,
      questions: row.questions.map((question) => ({
        id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        options: question.options.map((option) => ({ id: option.id, label: option.label })),
      })),
    },
    attemptsUsed: row.attempts_used,
    attemptsRemaining: remainingOf(row, row.attempts_used),
    hasPassed: row.has_passed,
    bestScore: row.best_score,
  };
}

/** Checks the answers against the quiz (400 with a clear message) and grades each question. */
export function gradeAnswers(
  questions: GradedQuestion[],
  answers: SubmitAttemptBody['answers'],
): Array<{ questionId: string; optionIds: string[]; correct: boolean }> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const chosen = new Map<string, string[]>();
  answers.forEach((answer, index) => {
    const question = byId.get(answer.questionId);
    const field = `answers.${index}`;
    if (!question || chosen.has(answer.questionId)) {
      throw validationFailed(messages.unknownQuestion, { [field]: messages.unknownQuestion });
    }
    const optionIds = new Set(question.options.map((option) => option.id));
    if (new Set(answer.optionIds).size !== answer.optionIds.length) {
      throw validationFailed(messages.duplicateAnswer, { [field]: messages.duplicateAnswer });
    }
    if (answer.optionIds.some((id) => !optionIds.has(id))) {
      throw validationFailed(messages.unknownOption, { [field]: messages.unknownOption });
    }
    if (question.kind !== 'multiple' && answer.optionIds.length > 1) {
      throw validationFailed(messages.tooManyAnswers, { [field]: messages.tooManyAnswers });
    }
    chosen.set(answer.questionId, answer.optionIds);
  });
  return questions.map((question) => {
    const optionIds = chosen.get(question.id) ?? [];
    if (optionIds.length === 0) throw validationFailed(messages.answerEveryQuestion);
    const right = question.options.filter((option) => option.isCorrect).map((option) => option.id);
    const correct = right.length === optionIds.length && right.every((id) => optionIds.includes(id));
    return { questionId: question.id, optionIds, correct };
  });
}

/** Whole percent shown; the pass is decided on the exact share (4 of 5 at 80 passes). */
export function scoreOf(correctCount: number, questionCount: number, passMark: number) {
  return {
    score: questionCount === 0 ? 0 : Math.round((correctCount * 100) / questionCount),
    passed: correctCount * 100 >= passMark * questionCount,
  };
}

/**
 * Submits an attempt whole and grades it. Under the quiz's row lock: the same attempt id
 * again answers its stored result and writes nothing; a quiz changed since the member was
 * shown it, or no attempt left, is refused. A pass completes the lesson (decision 077).
 */
export async function submitQuizAttempt(
  ctx: ViewerContext,
  { lessonId, ...body }: SubmitAttemptBody & { lessonId: string },
): Promise<AttemptResult> {
  const { lesson, keyElement } = await openableLessonOf(ctx, { lessonId });
  if (!lesson.quiz) throw notFound(messages.quizNotFound);
  const quizId = lesson.quiz.id;
  const userId = ctx.viewer.userId;

  const graded = await ctx.db.transaction(async (tx) => {
    // The quiz's row lock: a member's submissions and an editor's save take turns.
    await tx.execute(sql`select id from quizzes where id = ${quizId} for update`);
    const [row] = await selectQuizForViewer({ ...ctx, db: tx }, quizId);
    if (!row) throw notFound(messages.quizNotFound);
    const [stored] = await queryRows<StoredAttempt>(
      tx,
      sql`select quiz_id, user_id, score, correct_count, question_count, passed, answers
            from quiz_attempts where id = ${body.attemptId}`,
    );
    if (stored) {
      if (stored.user_id !== userId || stored.quiz_id !== quizId) {
        throw validationFailed(messages.attemptTaken, { attemptId: messages.attemptTaken });
      }
      return { row, attempt: stored, used: row.attempts_used };
    }
    if (body.version !== row.version) {
      throw validationFailed(messages.quizChanged, { version: messages.quizChanged });
    }
    if (row.max_attempts !== null && row.attempts_used >= row.max_attempts) {
      throw new AppError('CONFLICT', messages.noAttemptsLeft);
    }
    const answers = gradeAnswers(row.questions, body.answers);
    const correctCount = answers.filter((answer) => answer.correct).length;
    const { score, passed } = scoreOf(correctCount, answers.length, row.pass_mark);
    const attempt: StoredAttempt = {
      quiz_id: quizId,
      user_id: userId,
      score,
      correct_count: correctCount,
      question_count: answers.length,
      passed,
      answers,
    };
    await tx.execute(
      sql`insert into quiz_attempts (id, quiz_id, user_id, quiz_version, correct_count, question_count, score, passed, answers)
          values (${body.attemptId}, ${quizId}, ${userId}, ${row.version}, ${correctCount}, ${answers.length},
                  ${score}, ${passed}, ${JSON.stringify(answers)}::jsonb)`,
    );
    return { row, attempt, used: row.attempts_used + 1 };
  });

  const { row, attempt, used } = graded;
  // The completion after the attempt's commit: a pass sent again records it if it is missing.
  const completion = attempt.passed
    ? await recordLessonCompletion(ctx, { keyElementId: keyElement.id, lessonId })
    : null;
  // Passing a quiz earns its points once (issue 59: the ledger's key is the quiz), whichever
  // attempt passed, and counts in the weekly streak.
  if (attempt.passed) await awardPoints(ctx, { userId, action: 'quiz.pass', thingId: quizId });
  const chosen = new Map(attempt.answers.map((answer) => [answer.questionId, answer]));
  return {
    attemptId: body.attemptId,
    score: attempt.score,
    correctCount: attempt.correct_count,
    questionCount: attempt.question_count,
    passed: attempt.passed,
    passMark: row.pass_mark,
    attemptsRemaining: remainingOf(row, used),
    questions: row.questions.map((question) => {
      const answer = chosen.get(question.id);
      return {
        id: question.id,
        prompt: question.prompt,
        explanation: question.explanation,
        isCorrect: answer?.correct ?? false,
        options: question.options.map((option) => ({
          ...option,
          wasChosen: answer?.optionIds.includes(option.id) ?? false,
        })),
      };
    }),
    lessonCompleted: completion !== null || row.is_completed,
    certificate: completion?.certificate ?? null,
  };
}
