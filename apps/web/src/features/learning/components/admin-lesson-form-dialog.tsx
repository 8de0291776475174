import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminLesson,
  lessonBody,
  adminLearningMessages as messages,
} from '@pillars/shared/learning/admin-schemas';
import { Controller } from 'react-hook-form';
import { FormUploadField } from '@/components/form-upload-field';
import { RichTextEditor } from '@/components/rich-text-editor';
import { TextField } from '@/components/text-field';
import { useSaveLesson } from '../api/admin-lessons';
import { AdminFormDialog } from './admin-form-dialog';
import { AdminQuizEditor } from './admin-quiz-editor';

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
  const save = useSaveLesson(elementId, lesson?.id ?? null);
  return (
    <AdminFormDialog
      noun="Lesson"
      isNew={lesson === null}
      failureMessage={messages.saveLessonFailed}
      className="max-w-3xl"
      resolver={zodResolver(lessonBody)}
      defaultValues={{
        title: lesson?.title ?? '',
        content: lesson?.content ?? '',
        imageUrl: lesson?.imageUrl ?? '',
      }}
      save={save}
      onClose={onClose}
      // The lesson's quiz (issue 57): once the lesson exists.
      extraTab={lesson ? { label: 'Quiz', content: <AdminQuizEditor lessonId={lesson.id} /> } : undefined}
    >
      {(form, idPrefix) => (
        <>
          <TextField
            id={`${idPrefix}-title`}
            label="Title *"
            error={form.formState.errors.title?.message}
            {...form.register('title')}
          />
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                id={`${idPrefix}-content`}
                label="Content"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormUploadField control={form.control} name="imageUrl" id={`${idPrefix}-image`} label="Image" />
        </>
      )}
    </AdminFormDialog>
  );
}
