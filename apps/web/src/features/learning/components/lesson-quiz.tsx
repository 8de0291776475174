import { quizMessages } from '@pillars/shared/quizzes/messages';
import type { AttemptResult, MemberQuizResponse } from '@pillars/shared/quizzes/schemas';
import { CircleCheckIcon, CircleXIcon, ListChecksIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FormError } from '@/components/form-error';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { KeyElementRef } from '../api/get-key-element';
import { useLessonQuiz, useSubmitQuizAttempt } from '../api/lesson-quiz';

interface QuizSummary {
  passMark: number;
  maxAttempts: number | null;
  questionCount: number;
}

/** 'q_<id>': a question's answer in the form (a bare id could read as an array index). */
const fieldOf = (questionId: string) => `q_${questionId}` as const;
type Answers = Record<string, string | string[] | false | null>;

const attemptsText = (maxAttempts: number | null) =>
  maxAttempts === null
    ? 'Unlimited attempts'
    : `${maxAttempts} ${maxAttempts === 1 ? 'attempt' : 'attempts'}`;

/**
 * The quiz under a lesson (issue 57): "Take the quiz", then the questions (all on one page
 * on a desktop, one per screen on a phone), then the result with each question's right
 * answer and explanation, and "Try again" while attempts remain. The server grades; the
 * questions arrive without their right answers.
 */
export function LessonQuiz({
  lessonId,
  quiz,
  isCompleted,
  element,
  onCertificate,
}: {
  lessonId: string;
  quiz: QuizSummary;
  isCompleted: boolean;
  element: KeyElementRef;
  onCertificate: (certificate: { id: string; isNew: boolean }) => void;
}) {
  const headingId = useId();
  const [stage, setStage] = useState<'intro' | 'taking' | 'result'>('intro');
  const [result, setResult] = useState<AttemptResult | null>(null);
  // Each showing of the questions is a new attempt, named here (decision 076).
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const query = useLessonQuiz(lessonId, stage === 'taking');
  const submit = useSubmitQuizAttempt(element, lessonId);

  const start = () => {
    setAttemptId(crypto.randomUUID());
    setResult(null);
    setStage('taking');
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-t border-slate-100 p-4 sm:p-6"
      data-testid="lesson-quiz"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <ListChecksIcon className="size-5 text-brand-700" aria-hidden />
            Quiz
          </h3>
          <p className="text-sm text-slate-600">
            {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'} · Pass mark{' '}
            {quiz.passMark}% · {attemptsText(quiz.maxAttempts)}
          </p>
        </div>
        {stage === 'intro' ? (
          <Button onClick={start}>{isCompleted ? 'Take the quiz again' : 'Take the quiz'}</Button>
        ) : null}
      </div>
      {stage === 'intro' && isCompleted ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-accent-700">
          <CircleCheckIcon className="size-4" aria-hidden />
          Quiz passed
        </p>
      ) : null}
      {stage === 'intro' && !isCompleted ? (
        <p className="text-sm text-slate-600">{quizMessages.passTheQuiz}</p>
      ) : null}
      {stage === 'taking' ? (
        query.isPending ? (
          <SkeletonGroup label="Loading the quiz..." className="flex flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </SkeletonGroup>
        ) : query.isError ? (
          <FormError message={serverMessageOr(query.error, 'The quiz could not be loaded. Try again.')} />
        ) : query.data.attemptsRemaining === 0 ? (
          <p className="text-sm font-medium text-slate-700">{quizMessages.noAttemptsLeft}</p>
        ) : (
          <QuizForm
            key={attemptId}
            data={query.data}
            isSubmitting={submit.isPending}
            onCancel={() => setStage('intro')}
            onSubmit={(answers, onError) =>
              submit.mutate(
                { attemptId, version: query.data.quiz.version, answers },
                {
                  onSuccess: (attempt) => {
                    setResult(attempt);
                    setStage('result');
                    if (attempt.certificate) onCertificate(attempt.certificate);
                    if (attempt.passed) toast.success(`You passed with ${attempt.score}%.`);
                  },
                  onError: (error) => onError(serverMessageOr(error, quizMessages.submitFailed)),
                },
              )
            }
          />
        )
      ) : null}
      {stage === 'result' && result ? <QuizResult result={result} onTryAgain={start} /> : null}
    </section>
  );
}

function QuizForm({
  data,
  isSubmitting,
  onCancel,
  onSubmit,
}: {
  data: MemberQuizResponse;
  isSubmitting: boolean;
  onCancel: () => void;
  onSubmit: (
    answers: Array<{ questionId: string; optionIds: string[] }>,
    onError: (message: string) => void,
  ) => void;
}) {
  const idPrefix = useId();
  const questions = data.quiz.questions;
  const [current, setCurrent] = useState(0);
  const [formError, setFormError] = useState<string>();
  const form = useForm<Answers>({ defaultValues: {} });
  const chosenOf = (value: Answers[string]): string[] =>
    Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];

  const handle = form.handleSubmit((values) => {
    const answers = questions.map((question) => ({
      questionId: question.id,
      optionIds: chosenOf(values[fieldOf(question.id)] ?? null),
    }));
    const firstUnanswered = answers.findIndex((answer) => answer.optionIds.length === 0);
    if (firstUnanswered !== -1) {
      setCurrent(firstUnanswered);
      setFormError(quizMessages.answerEveryQuestion);
      return;
    }
    setFormError(undefined);
    onSubmit(answers, setFormError);
  });
  const isLast = current === questions.length - 1;

  return (
    <form onSubmit={handle} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <ol className="flex flex-col gap-4">
        {questions.map((question, index) => (
          <li
            key={question.id}
            // A phone shows one question per screen; a desktop all of them.
            className={cn('rounded-lg border border-slate-200 p-4', index !== current && 'max-md:hidden')}
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-semibold text-slate-900">
                <span className="text-slate-500">
                  Question {index + 1} of {questions.length}
                  {question.kind === 'multiple' ? ' · Choose every right answer' : ''}
                </span>
                <span className="mt-1 block text-base">{question.prompt}</span>
              </legend>
              {question.options.map((option) => {
                const id = `${idPrefix}-${option.id}`;
                return (
                  <label
                    key={option.id}
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
                  >
                    <input
                      id={id}
                      type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
                      value={option.id}
                      className="size-4 accent-brand-700"
                      {...form.register(fieldOf(question.id))}
                    />
                    {option.label}
                  </label>
                );
              })}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="md:hidden"
            disabled={current === 0}
            onClick={() => setCurrent((index) => index - 1)}
          >
            Previous
          </Button>
          {isLast ? null : (
            <Button className="md:hidden" onClick={() => setCurrent((index) => index + 1)}>
              Next question
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting} className={cn(!isLast && 'max-md:hidden')}>
            {isSubmitting ? 'Submitting...' : 'Submit answers'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function QuizResult({ result, onTryAgain }: { result: AttemptResult; onTryAgain: () => void }) {
  const canTryAgain = !result.passed && result.attemptsRemaining !== 0;
  return (
    <div className="flex flex-col gap-4" data-testid="quiz-result">
      <div
        className={cn(
          'flex flex-col gap-1 rounded-lg p-4',
          result.passed ? 'bg-accent-50 text-accent-800' : 'bg-red-50 text-red-800',
        )}
        role="status"
      >
        <p className="text-lg font-bold">
          {result.passed ? 'Passed' : 'Not passed'}: {result.score}%
        </p>
        <p className="text-sm">
          {result.correctCount} of {result.questionCount} right · Pass mark {result.passMark}%
          {result.attemptsRemaining === null
            ? ''
            : ` · ${result.attemptsRemaining} ${result.attemptsRemaining === 1 ? 'attempt' : 'attempts'} left`}
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {result.questions.map((question, index) => (
          <li key={question.id} className="rounded-lg border border-slate-200 p-4">
            <p className="flex items-start gap-2 text-sm font-semibold text-slate-900">
              {question.isCorrect ? (
                <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-accent-700" aria-label="Right" />
              ) : (
                <CircleXIcon className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Wrong" />
              )}
              <span>
                {index + 1}. {question.prompt}
              </span>
            </p>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {question.options.map((option) => (
                <li
                  key={option.id}
                  className={cn(option.isCorrect ? 'font-semibold text-accent-800' : 'text-slate-600')}
                >
                  {option.isCorrect ? 'Right answer: ' : ''}
                  {option.label}
                  {option.wasChosen ? ' (your answer)' : ''}
                </li>
              ))}
            </ul>
            {question.explanation ? (
              <p className="mt-2 text-sm text-slate-700">{question.explanation}</p>
            ) : null}
          </li>
        ))}
      </ol>
      {canTryAgain ? (
        <div>
          <Button onClick={onTryAgain}>Try again</Button>
        </div>
      ) : null}
    </div>
  );
}
