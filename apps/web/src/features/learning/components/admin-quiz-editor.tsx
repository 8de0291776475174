import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultPassMark,
  quizMessages as messages,
  type QuizKind,
  quizKindLabels,
  quizKinds,
  quizOptionLimits,
} from '@pillars/shared/quizzes/messages';
import { type AdminQuiz, type QuizBodyInput, quizBody } from '@pillars/shared/quizzes/schemas';
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, type FieldErrors, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { FieldError, FormError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { selectClass } from '@/components/select-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminQuiz, useDeleteQuiz, useSaveQuiz } from '../api/admin-quiz';

type Question = QuizBodyInput['questions'][number];

const trueFalseOptions = () => [
  { label: 'True', isCorrect: true },
  { label: 'False', isCorrect: false },
];
const newQuestion = (): Question => ({
  kind: 'single',
  prompt: '',
  explanation: '',
  options: [
    { label: '', isCorrect: true },
    { label: '', isCorrect: false },
  ],
});

function valuesOf(quiz: AdminQuiz | null): QuizBodyInput {
  if (!quiz) return { passMark: defaultPassMark, maxAttempts: null, questions: [newQuestion()] };
  return { passMark: quiz.passMark, maxAttempts: quiz.maxAttempts, questions: quiz.questions };
}

/** A message zod left on an array (the options of a question). */
function arrayMessage(error: unknown): string | undefined {
  const value = error as { message?: string; root?: { message?: string } } | undefined;
  return value?.message ?? value?.root?.message;
}

/**
 * The Quiz tab of the lesson editor (issue 57): pass mark, attempts, and the questions (add,
 * reorder, remove), each with 2-8 answers and the right ones marked; saved whole.
 */
export function AdminQuizEditor({ lessonId }: { lessonId: string }) {
  const query = useAdminQuiz(lessonId);
  if (query.isPending) {
    return (
      <SkeletonGroup label="Loading the quiz..." className="flex flex-col gap-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </SkeletonGroup>
    );
  }
  if (query.isError)
    return <FormError message={serverMessageOr(query.error, 'The quiz could not be loaded.')} />;
  return <QuizForm key={query.data.quiz?.version ?? 0} lessonId={lessonId} quiz={query.data.quiz} />;
}

function QuizForm({ lessonId, quiz }: { lessonId: string; quiz: AdminQuiz | null }) {
  const idPrefix = useId();
  const [formError, setFormError] = useState<string>();
  const [isPreviewing, setIsPreviewing] = useState(false);
  const save = useSaveQuiz(lessonId);
  const remove = useDeleteQuiz(lessonId);
  const form = useForm<QuizBodyInput>({ resolver: zodResolver(quizBody), defaultValues: valuesOf(quiz) });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(quizBody.parse(values), {
      onSuccess: () => toast.success('Quiz saved.'),
      onError: (error) => setFormError(serverMessageOr(error, messages.saveFailed)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Quiz">
      {quiz ? null : (
        <p className="text-sm text-slate-600">This lesson has no quiz yet. Add its questions and save.</p>
      )}
      <FormError message={formError ?? errors.questions?.message ?? errors.questions?.root?.message} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-pass-mark`}
          label="Pass mark (%)"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          error={errors.passMark?.message}
          {...form.register('passMark', { valueAsNumber: true })}
        />
        <TextField
          id={`${idPrefix}-attempts`}
          label="Attempts"
          hint="Empty: unlimited."
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.maxAttempts?.message}
          {...form.register('maxAttempts', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
      </div>
      <ol className="flex flex-col gap-4">
        {questions.fields.map((field, index) => (
          <li
            key={field.id}
            className="rounded-lg border border-slate-200 p-4"
            aria-label={`Question ${index + 1}`}
          >
            <QuestionFields
              form={form}
              control={form.control}
              index={index}
              count={questions.fields.length}
              idPrefix={`${idPrefix}-q${index}`}
              errors={errors}
              onMove={(to) => questions.move(index, to)}
              onRemove={() => questions.remove(index)}
            />
          </li>
        ))}
      </ol>
      {isPreviewing ? <MemberPreview questions={form.watch('questions')} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => questions.append(newQuestion())}>
            <PlusIcon aria-hidden />
            Add question
          </Button>
          <Button
            variant="outline"
            aria-pressed={isPreviewing}
            onClick={() => setIsPreviewing((shown) => !shown)}
          >
            <EyeIcon aria-hidden />
            Preview as a member
          </Button>
        </div>
        <div className="flex gap-2">
          {quiz ? (
            <Button
              variant="outline"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success('Quiz removed.'),
                  onError: (error) => setFormError(serverMessageOr(error, 'The quiz could not be removed.')),
                })
              }
            >
              Remove quiz
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Quiz'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The questions as a member sees them before submitting: no right answer marked. */
function MemberPreview({ questions }: { questions: Question[] }) {
  return (
    <section
      aria-label="Member preview"
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <p className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        As a member sees it
      </p>
      <ol className="flex flex-col gap-3">
        {questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static preview, drawn whole again on every change
          <li key={index} className="text-sm">
            <p className="font-semibold text-slate-900">
              {index + 1}. {question.prompt || 'Untitled question'}
              {question.kind === 'multiple' ? ' (choose every right answer)' : ''}
            </p>
            <ul className="mt-1 flex flex-col gap-1 text-slate-700">
              {question.options.map((option, optionIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static preview, drawn whole again on every change
                <li key={optionIndex} className="flex items-center gap-2">
                  <span
                    className={
                      question.kind === 'multiple'
                        ? 'size-3.5 rounded border border-slate-400'
                        : 'size-3.5 rounded-full border border-slate-400'
                    }
                    aria-hidden
                  />
                  {option.label}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

function QuestionFields({
  form,
  control,
  index,
  count,
  idPrefix,
  errors,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<QuizBodyInput>;
  control: Control<QuizBodyInput>;
  index: number;
  count: number;
  idPrefix: string;
  errors: FieldErrors<QuizBodyInput>;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const kind = form.watch(`questions.${index}.kind`);
  const questionErrors = errors.questions?.[index];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">Question {index + 1}</p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move question ${index + 1} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move question ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove question ${index + 1}`} onClick={onRemove}>
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-kind`}>Kind</Label>
        <select
          id={`${idPrefix}-kind`}
          className={selectClass}
          {...form.register(`questions.${index}.kind`, {
            onChange: (event: { target: { value: QuizKind } }) => {
              if (event.target.value === 'true_false') options.replace(trueFalseOptions());
            },
          })}
        >
          {quizKinds.map((value) => (
            <option key={value} value={value}>
              {quizKindLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${idPrefix}-prompt`}
        label="Question *"
        error={questionErrors?.prompt?.message}
        {...form.register(`questions.${index}.prompt`)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Answers (tick the right ones)</legend>
        {options.fields.map((option, optionIndex) => (
          <div key={option.id} className="flex items-center gap-2">
            <Checkbox
              aria-label={`Answer ${optionIndex + 1} is right`}
              {...form.register(`questions.${index}.options.${optionIndex}.isCorrect`)}
            />
            <Input
              aria-label={`Answer ${optionIndex + 1}`}
              readOnly={kind === 'true_false'}
              aria-invalid={questionErrors?.options?.[optionIndex]?.label ? true : undefined}
              {...form.register(`questions.${index}.options.${optionIndex}.label`)}
            />
            {kind === 'true_false' ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove answer ${optionIndex + 1}`}
                disabled={options.fields.length <= quizOptionLimits.min}
                onClick={() => options.remove(optionIndex)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            )}
          </div>
        ))}
        <FieldError
          id={`${idPrefix}-options-error`}
          message={
            arrayMessage(questionErrors?.options) ??
            questionErrors?.options?.find?.((item) => item?.label)?.label?.message
          }
        />
        {kind === 'true_false' || options.fields.length >= quizOptionLimits.max ? null : (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => options.append({ label: '', isCorrect: false })}
            >
              <PlusIcon aria-hidden />
              Add answer
            </Button>
          </div>
        )}
      </fieldset>
      <TextareaField
        id={`${idPrefix}-explanation`}
        label="Explanation (shown after the attempt)"
        className="min-h-16"
        error={questionErrors?.explanation?.message}
        {...form.register(`questions.${index}.explanation`)}
      />
    </div>
  );
}
