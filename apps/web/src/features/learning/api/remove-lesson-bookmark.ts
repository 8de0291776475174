import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lessonBookmarkMutationScope } from './bookmark-scope';
import { type KeyElementRef, updateCachedLesson } from './get-key-element';

/** Deletes the bookmark and its rating (spec 01 section 4); the notes stay (issue 54). */
export function removeLessonBookmark(lessonId: string): Promise<{ ok: true }> {
  return callEndpoint(learningEndpoints.removeLessonBookmark, { params: { lessonId } });
}

export function useRemoveLessonBookmark(element: KeyElementRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLessonBookmark,
    scope: lessonBookmarkMutationScope,
    onSuccess: (_result, lessonId) => {
      updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, bookmark: null }));
      toast.success('Bookmark removed');
    },
    onError: (error) => {
      toast.error(serverMessageOr(error, 'Failed to remove the bookmark. Please try again.'));
    },
  });
}
