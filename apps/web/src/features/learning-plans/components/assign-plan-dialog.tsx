import { zodResolver } from '@hookform/resolvers/zod';
import { type PlanContentKind, planNoteLimit } from '@pillars/shared/learning-plans/messages';
import {
  type AssignPlanBody,
  type AssignPlanResponse,
  assignPlanBody,
  type PlanChoices,
  type PlanContent,
} from '@pillars/shared/learning-plans/schemas';
import { plural } from '@pillars/shared/plural';
import { useEffect, useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { CheckboxList } from '@/components/checkbox-list';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FieldError, FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { selectClass } from '@/components/select-field';
import { SkeletonList } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAssignPlan } from '../api/assign-plan';
import { usePlans } from '../api/get-plans';

type FormValues = Omit<AssignPlanBody, 'content' | 'userIds' | 'everyone' | 'dueDate' | 'note'> & {
  content: PlanContent[];
  userIds: string[];
  everyone: boolean;
  dueDate: string | null;
  note: string;
};

const fieldNames = ['content', 'userIds', 'everyone', 'dueDate', 'note'] as const satisfies ReadonlyArray<
  keyof FormValues
>;

/** The content the pickers describe: the pillar, its key element, or the lessons ticked. */
interface ContentPick {
  kind: PlanContentKind;
  pillarId: string;
  keyElementId: string;
  lessonIds: string[];
}

function contentOf(pick: ContentPick): PlanContent[] {
  if (pick.kind === 'pillar') return pick.pillarId ? [{ kind: 'pillar', id: pick.pillarId }] : [];
  if (pick.kind === 'key_element') {
    return pick.keyElementId ? [{ kind: 'key_element', id: pick.keyElementId }] : [];
  }
  return pick.lessonIds.map((id) => ({ kind: 'lesson', id }));
}

const kindChoices: Array<{ kind: PlanContentKind; label: string }> = [
  { kind: 'pillar', label: 'A pillar' },
  { kind: 'key_element', label: 'A key element' },
  { kind: 'lesson', label: 'Lessons' },
];

/** Assign's confirmation: what was made, and the open assignments whose due date changed instead. */
function assignedMessage({ created, updated }: AssignPlanResponse): string {
  const parts = [created > 0 ? `${plural(created, 'assignment')} made` : null];
  if (updated > 0) parts.push(`${plural(updated, 'assignment')} updated`);
  return `Assigned: ${parts.filter(Boolean).join(', ') || 'nothing changed'}.`;
}

/**
 * Assign (issue 40), from Learning Plans or a person's row on Team Management: the content
 * (a pillar, a key element or chosen lessons, from the library's tree), the people (several,
 * or Everyone in the team, which also covers people who join later), an optional due date
 * and a short note. `choices` are the plans page's own lists; without them (Team Management)
 * the dialog reads them. Mounted per opening, so it starts fresh.
 */
export function AssignPlanDialog({
  organizationId,
  choices,
  initialUserIds = [],
  onClose,
}: {
  /** A superadmin's chosen organization; null for an agent (always their own). */
  organizationId: string | null;
  choices?: PlanChoices;
  initialUserIds?: string[];
  onClose: () => void;
}) {
  const ownChoices = usePlans(organizationId ? { organizationId, page: 1 } : { page: 1 }, {
    enabled: choices === undefined,
  });
  const lists = choices ?? ownChoices.data?.choices;
  const assign = useAssignPlan();
  return (
    <Dialog open onOpenChange={(open) => !open && !assign.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Assign</DialogTitle>
          <DialogDescription>
            Choose what to learn, who learns it and, if you like, by when. People see it first on their Home.
          </DialogDescription>
        </DialogHeader>
        {lists ? (
          <AssignForm
            choices={lists}
            organizationId={organizationId}
            initialUserIds={initialUserIds}
            assign={assign}
            onClose={onClose}
          />
        ) : ownChoices.isError ? (
          <FormError
            message={serverMessageOr(ownChoices.error, 'Failed to load the team. Please try again.')}
          />
        ) : (
          <SkeletonList label="Loading the team and the library..." count={4} rowClassName="h-10" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  choices,
  organizationId,
  initialUserIds,
  assign,
  onClose,
}: {
  choices: PlanChoices;
  organizationId: string | null;
  initialUserIds: string[];
  assign: ReturnType<typeof useAssignPlan>;
  onClose: () => void;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string>();
  const [pick, setPick] = useState<ContentPick>({
    kind: 'pillar',
    pillarId: '',
    keyElementId: '',
    lessonIds: [],
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(assignPlanBody) as unknown as Resolver<FormValues>,
    defaultValues: {
      ...(organizationId ? { organizationId } : {}),
      content: [],
      userIds: initialUserIds,
      everyone: false,
      dueDate: null,
      note: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const everyone = form.watch('everyone');
  const note = form.watch('note');

  // The pickers write the form's one `content` value (checked again once the form was sent).
  useEffect(() => {
    form.setValue('content', contentOf(pick), { shouldValidate: isSubmitted });
  }, [form, pick, isSubmitted]);

  const pillar = choices.pillars.find((candidate) => candidate.id === pick.pillarId);
  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    assign.mutate(
      { ...values, userIds: values.everyone ? [] : values.userIds },
      {
        onSuccess: (result) => {
          toast.success(assignedMessage(result));
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
            setFormError(serverMessageOr(error, 'Failed to assign. Please try again.'));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormError message={formError} />
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.content ? `${id}-content-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">Content</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {kindChoices.map((choice) => (
            <label key={choice.kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-kind`}
                className="size-4 accent-brand-700"
                checked={pick.kind === choice.kind}
                onChange={() =>
                  setPick((current) => ({ ...current, kind: choice.kind, keyElementId: '', lessonIds: [] }))
                }
              />
              {choice.label}
            </label>
          ))}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-pillar`}>Pillar</Label>
          <select
            id={`${id}-pillar`}
            className={selectClass}
            value={pick.pillarId}
            onChange={(event) =>
              setPick((current) => ({
                ...current,
                pillarId: event.target.value,
                keyElementId: '',
                lessonIds: [],
              }))
            }
          >
            <option value="">Choose a pillar</option>
            {choices.pillars.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        {pick.kind === 'key_element' && pillar ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-element`}>Key element</Label>
            <select
              id={`${id}-element`}
              className={selectClass}
              value={pick.keyElementId}
              onChange={(event) => setPick((current) => ({ ...current, keyElementId: event.target.value }))}
            >
              <option value="">Choose a key element</option>
              {pillar.keyElements.map((element) => (
                <option key={element.id} value={element.id}>
                  {element.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {pick.kind === 'lesson' && pillar
          ? pillar.keyElements.map((element) => (
              <CheckboxList
                key={element.id}
                legend={element.title}
                emptyText="No lessons yet."
                options={element.lessons.map((lesson) => ({ id: lesson.id, name: lesson.title }))}
                selected={pick.lessonIds}
                onChange={(lessonIds) => setPick((current) => ({ ...current, lessonIds }))}
              />
            ))
          : null}
        <FieldError id={`${id}-content-error`} message={errors.content?.message} />
      </fieldset>

      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={errors.userIds ? `${id}-people-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">People</legend>
        <div className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox id={`${id}-everyone`} className="mt-0.5" {...form.register('everyone')} />
          <label htmlFor={`${id}-everyone`}>
            Everyone in the team
            <span className="block text-xs text-slate-500">Also covers people who join the team later.</span>
          </label>
        </div>
        {everyone ? null : (
          <Controller
            control={form.control}
            name="userIds"
            render={({ field }) => (
              <CheckboxList
                legend="Choose people by name"
                emptyText="Nobody is in this team yet."
                options={choices.people.map((person) => ({ id: person.id, name: person.name }))}
                selected={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
        <FieldError id={`${id}-people-error`} message={errors.userIds?.message ?? errors.everyone?.message} />
      </fieldset>

      <TextField
        id={`${id}-due`}
        label="Due date"
        type="date"
        hint="Optional. The day ends in each person's own time zone."
        error={errors.dueDate?.message}
        {...form.register('dueDate', { setValueAs: (value: string | null) => value || null })}
      />
      <div className="flex flex-col gap-1">
        <TextareaField
          id={`${id}-note`}
          label="Note"
          rows={3}
          placeholder="Optional: why this matters, what to look out for..."
          error={errors.note?.message}
          {...form.register('note')}
        />
        <p className="self-end text-xs text-slate-500">
          {note.length}/{planNoteLimit}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={assign.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? 'Assigning...' : 'Assign'}
        </Button>
      </DialogFooter>
    </form>
  );
}
