import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import type { LessonCompletionResponse } from '@pillars/shared/learning/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { findCachedLesson, type KeyElementRef, updateCachedLesson } from './get-key-element';

export interface MarkLessonCompleteInput {
  keyElementId: string;
  lessonId: string;
}

/** Idempotent: completing a completed lesson changes nothing (`isNewlyCompleted` false). */
export function markLessonComplete({
  keyElementId,
  lessonId,
}: MarkLessonCompleteInput): Promise<LessonCompletionResponse> {
  return callEndpoint(learningEndpoints.markLessonComplete, { params: { keyElementId, lessonId } });
}

/**
 * Marks the lesson complete in the viewer's lesson list at once, puts it back and says so
 * if the server refuses (the viewer moves on only after success), and refreshes the other
 * answers that show progress: the pillar page, the pillars list and home.
 */
export function useMarkLessonComplete(element: KeyElementRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLessonComplete,
    onMutate: async ({ lessonId }) => {
      await queryClient.cancelQueries({
        queryKey: queryKeys.keyElement(element.pillarSlug, element.elementSlug),
        exact: true,
      });
      const wasCompleted = findCachedLesson(queryClient, element, lessonId)?.isCompleted ?? false;
      if (!wasCompleted) {
        updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, isCompleted: true }));
      }
      return { wasCompleted };
    },
    onError: (error, { lessonId }, context) => {
      if (context && !context.wasCompleted) {
        updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, isCompleted: false }));
      }
      toast.error(serverMessageOr(error, 'Failed to mark the lesson as completed. Please try again.'));
    },
    onSuccess: ({ lessonId }) => {
      updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, isCompleted: true }));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pillar(element.pillarSlug), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pillars, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.home, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myPlan, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCertificates, exact: true });
    },
  });
}
