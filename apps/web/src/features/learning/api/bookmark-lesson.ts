import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import type { LessonBookmark } from '@pillars/shared/learning/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lessonBookmarkMutationScope } from './bookmark-scope';
import { type KeyElementRef, updateCachedLesson } from './get-key-element';

/** Creates the bookmark with rating 0, or returns the existing one. */
export function bookmarkLesson(lessonId: string): Promise<LessonBookmark> {
  return callEndpoint(learningEndpoints.bookmarkLesson, { params: { lessonId } });
}

export function useBookmarkLesson(element: KeyElementRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkLesson,
    scope: lessonBookmarkMutationScope,
    onSuccess: (bookmark, lessonId) => {
      updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, bookmark }));
      toast.success('Lesson bookmarked');
    },
    onError: (error) => {
      toast.error(serverMessageOr(error, 'Failed to bookmark the lesson. Please try again.'));
    },
  });
}
