import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import type { LessonBookmark, UpdateLessonBookmarkBody } from '@pillars/shared/learning/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lessonBookmarkMutationScope } from './bookmark-scope';
import { findCachedLesson, type KeyElementRef, updateCachedLesson } from './get-key-element';

export interface UpdateLessonBookmarkInput {
  lessonId: string;
  changes: UpdateLessonBookmarkBody;
}

/** Saves a rating (1 to 5); the server refuses it while the lesson is not bookmarked. */
export function updateLessonBookmark({
  lessonId,
  changes,
}: UpdateLessonBookmarkInput): Promise<LessonBookmark> {
  return callEndpoint(learningEndpoints.updateLessonBookmark, { params: { lessonId }, body: changes });
}

/**
 * Shows the change at once in the cached lesson and takes it back if the server refuses
 * (unless a later change has replaced it meanwhile).
 */
export function useUpdateLessonBookmark(element: KeyElementRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLessonBookmark,
    scope: lessonBookmarkMutationScope,
    onMutate: ({ lessonId, changes }) => {
      const previous = findCachedLesson(queryClient, element, lessonId)?.bookmark ?? null;
      updateCachedLesson(queryClient, element, lessonId, (lesson) =>
        lesson.bookmark ? { ...lesson, bookmark: { ...lesson.bookmark, ...changes } } : lesson,
      );
      return { previous };
    },
    onError: (error, { lessonId, changes }, context) => {
      const previous = context?.previous;
      if (previous) {
        updateCachedLesson(queryClient, element, lessonId, (lesson) => {
          if (!lesson.bookmark) return lesson;
          return lesson.bookmark.rating === changes.rating
            ? { ...lesson, bookmark: { ...lesson.bookmark, rating: previous.rating } }
            : lesson;
        });
      }
      toast.error(serverMessageOr(error, 'Failed to save your rating. Please try again.'));
    },
  });
}
