import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminLesson,
  type LessonBody,
  lessonBody,
  adminLearningMessages as messages,
} from '@pillars/shared/learning/admin-schemas';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { RichTextEditor } from '@/components/rich-text-editor';
import { TextField } from '@/components/text-field';
import { UploadField } from '@/components/upload-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveLesson } from '../api/admin-lessons';

/** Add or edit a lesson (spec 02 section 5): a new one goes last; the server cleans the HTML. */
export function AdminLessonFormDialog({
  elementId,
  lesson,
  onClose,
}: {
  elementId: string;
  /** null: a new lesson. */
  lesson: AdminLesson | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveLesson(elementId, lesson?.id ?? null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<LessonBody>({
    resolver: zodResolver(lessonBody),
    defaultValues: {
      title: lesson?.title ?? '',
      content: lesson?.content ?? '',
      imageUrl: lesson?.imageUrl ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(lesson ? 'Lesson saved.' : 'Lesson created.');
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['title', 'content', 'imageUrl'], form.setError)) {
          setFormError(serverMessageOr(error, messages.saveLessonFailed));
        }
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{lesson ? 'Edit Lesson' : 'Add Lesson'}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <TextField
            id={`${id}-title`}
            label="Title *"
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                id={`${id}-content`}
                label="Content"
                value={field.value}
                onChange={field.onChange}
                error={errors.content?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <UploadField
                id={`${id}-image`}
                label="Image"
                kind="image"
                value={field.value}
                onChange={field.onChange}
                error={errors.imageUrl?.message}
              />
            )}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Lesson'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
