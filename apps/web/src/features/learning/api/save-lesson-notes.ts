import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import type { LessonNotes } from '@pillars/shared/learning/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type KeyElementRef, updateCachedLesson } from './get-key-element';

export interface SaveLessonNotesInput {
  lessonId: string;
  notes: string;
}

/** Saves the member's notes on a lesson, bookmarked or not (issue 54); '' clears them. */
export function saveLessonNotes({ lessonId, notes }: SaveLessonNotesInput): Promise<LessonNotes> {
  return callEndpoint(learningEndpoints.saveLessonNotes, { params: { lessonId }, body: { notes } });
}

/**
 * The notes field saves as the member types (one save at a time, components/lesson-notes.tsx),
 * so the saved text goes into the cached lesson once the server has it: the lesson shows it
 * again when the member comes back to it.
 */
export function useSaveLessonNotes(element: KeyElementRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLessonNotes,
    onSuccess: (saved, { lessonId }) => {
      updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, notes: saved.notes }));
    },
    onError: (error) => {
      toast.error(serverMessageOr(error, 'Failed to save your notes. Please try again.'));
    },
  });
}
