import { z } from 'zod';
import { quizMessages as messages, quizKinds, quizOptionLimits, quizQuestionLimit } from './messages.ts';

/*
 * Quizzes (issue 57). The member's quiz never holds the right answers: they are in the
 * result of a submitted attempt only (decision 076).
 */

export const lessonQuizParams = z.object({ lessonId: z.uuid('Lesson id must be a UUID') });

// --- Editing (superadmins) ---------------------------------------------------------------

export const quizOptionInput = z.object({
  id: z.uuid().optional(),
  label: z.string().trim().min(1, messages.optionLabelRequired).max(500),
  isCorrect: z.boolean(),
});

export const quizQuestionInput = z
  .object({
    id: z.uuid().optional(),
    kind: z.enum(quizKinds),
    prompt: z.string().trim().min(1, messages.promptRequired).max(2000),
    explanation: z.string().trim().max(4000),
    options: z
      .array(quizOptionInput)
      .min(quizOptionLimits.min, messages.optionsCount)
      .max(quizOptionLimits.max, messages.optionsCount),
  })
  .superRefine((question, context) => {
    const correct = question.options.filter((option) => option.isCorrect).length;
    if (question.kind === 'true_false' && question.options.length !== 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: messages.trueFalseOptions });
    }
    if (question.kind === 'multiple' ? correct < 1 : correct !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: question.kind === 'multiple' ? messages.someCorrect : messages.oneCorrect,
      });
    }
  });
export type QuizQuestionInput = z.infer<typeof quizQuestionInput>;

/** The whole quiz, saved at once: the questions' order is the list's. */
export const quizBody = z.object({
  passMark: z
    .number({ error: messages.passMarkRange })
    .int(messages.passMarkRange)
    .min(1, messages.passMarkRange)
    .max(100, messages.passMarkRange),
  /** Null: unlimited. */
  maxAttempts: z
    .number({ error: messages.maxAttemptsRange })
    .int(messages.maxAttemptsRange)
    .min(1, messages.maxAttemptsRange)
    .max(100, messages.maxAttemptsRange)
    .nullable(),
  questions: z
    .array(quizQuestionInput)
    .min(1, messages.questionsRequired)
    .max(quizQuestionLimit, messages.tooManyQuestions),
});
export type QuizBody = z.infer<typeof quizBody>;
export type QuizBodyInput = z.input<typeof quizBody>;

export const adminQuiz = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  passMark: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  version: z.number().int(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(quizKinds),
      prompt: z.string(),
      explanation: z.string(),
      options: z.array(z.object({ id: z.uuid(), label: z.string(), isCorrect: z.boolean() })),
    }),
  ),
});
export type AdminQuiz = z.infer<typeof adminQuiz>;

/** Null: the lesson has no quiz yet. */
export const adminQuizResponse = z.object({ quiz: adminQuiz.nullable() });
export type AdminQuizResponse = z.infer<typeof adminQuizResponse>;

export const deleteQuizResponse = z.object({ ok: z.literal(true) });

// --- Taking (members) --------------------------------------------------------------------

export const memberQuestion = z.object({
  id: z.uuid(),
  kind: z.enum(quizKinds),
  prompt: z.string(),
  options: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
export type MemberQuestion = z.infer<typeof memberQuestion>;

export const memberQuizResponse = z.object({
  quiz: z.object({
    id: z.uuid(),
    lessonId: z.uuid(),
    version: z.number().int(),
    passMark: z.number().int(),
    maxAttempts: z.number().int().nullable(),
    questions: z.array(memberQuestion),
  }),
  /** The viewer's submitted attempts so far. */
  attemptsUsed: z.number().int(),
  /** Null: unlimited. */
  attemptsRemaining: z.number().int().nullable(),
  hasPassed: z.boolean(),
  bestScore: z.number().int().nullable(),
});
export type MemberQuizResponse = z.infer<typeof memberQuizResponse>;

export const submitAttemptBody = z.object({
  /** Made by the browser when the quiz is shown: the same id sent twice is one attempt. */
  attemptId: z.uuid('Attempt id must be a UUID'),
  /** The quiz's version the member was shown. */
  version: z.number().int(),
  answers: z
    .array(
      z.object({
        questionId: z.uuid('Question id must be a UUID'),
        optionIds: z.array(z.uuid('Option id must be a UUID')).max(8, messages.tooManyAnswers),
      }),
    )
    .max(quizQuestionLimit, messages.unknownQuestion),
});
export type SubmitAttemptBody = z.infer<typeof submitAttemptBody>;

export const attemptResult = z.object({
  attemptId: z.uuid(),
  score: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  passed: z.boolean(),
  passMark: z.number().int(),
  attemptsRemaining: z.number().int().nullable(),
  /** Each question with the member's choice, the right answers and the explanation. */
  questions: z.array(
    z.object({
      id: z.uuid(),
      prompt: z.string(),
      explanation: z.string(),
      isCorrect: z.boolean(),
      options: z.array(
        z.object({ id: z.uuid(), label: z.string(), isCorrect: z.boolean(), wasChosen: z.boolean() }),
      ),
    }),
  ),
  /** The lesson counts complete (the quiz passed, now or before). */
  lessonCompleted: z.boolean(),
  certificate: z.object({ id: z.uuid(), isNew: z.boolean() }).nullable(),
});
export type AttemptResult = z.infer<typeof attemptResult>;

// --- Statistics (superadmins) -------------------------------------------------------------

export const quizStats = z.object({
  quizId: z.uuid(),
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  keyElementTitle: z.string(),
  pillarTitle: z.string(),
  passMark: z.number().int(),
  attempts: z.number().int(),
  /** Percent of attempts passed; null without attempts. */
  passRate: z.number().int().nullable(),
  averageScore: z.number().int().nullable(),
  /** Hardest first: the lowest share right first; questions nobody answered last. */
  questions: z.array(
    z.object({
      id: z.uuid(),
      prompt: z.string(),
      position: z.number().int(),
      answered: z.number().int(),
      /** Percent of attempts that got it right; null when nobody answered it. */
      shareRight: z.number().int().nullable(),
    }),
  ),
});
export type QuizStats = z.infer<typeof quizStats>;

export const quizStatsResponse = z.object({ quizzes: z.array(quizStats) });
export type QuizStatsResponse = z.infer<typeof quizStatsResponse>;
