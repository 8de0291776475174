import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PlanAssignment,
  type UpdatePlanBody,
  updatePlanBody,
} from '@pillars/shared/learning-plans/schemas';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdatePlanDueDate } from '../api/update-plan';

/** Change due date: a day, or none (the field left empty). Mounted per opening. */
export function DueDateDialog({ assignment, onClose }: { assignment: PlanAssignment; onClose: () => void }) {
  const id = useId();
  const update = useUpdatePlanDueDate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<UpdatePlanBody>({
    resolver: zodResolver(updatePlanBody) as unknown as Resolver<UpdatePlanBody>,
    defaultValues: { dueDate: assignment.dueDate },
  });
  const onSubmit = form.handleSubmit(({ dueDate }) => {
    setFormError(undefined);
    update.mutate(
      { assignmentId: assignment.id, dueDate },
      {
        onSuccess: () => {
          toast.success(dueDate ? 'Due date changed.' : 'Due date removed.');
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, ['dueDate'], form.setError)) {
            setFormError(serverMessageOr(error, 'Failed to change the due date. Please try again.'));
          }
        },
      },
    );
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change due date</DialogTitle>
          <DialogDescription>
            {assignment.content.title} for {assignment.person.name}. Leave it empty for no due date.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <TextField
            id={`${id}-due`}
            label="Due date"
            type="date"
            error={form.formState.errors.dueDate?.message}
            {...form.register('dueDate', { setValueAs: (value: string | null) => value || null })}
          />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={update.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
