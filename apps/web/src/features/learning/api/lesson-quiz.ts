import { quizEndpoints } from '@pillars/shared/quizzes/endpoints';
import type { AttemptResult, MemberQuizResponse, SubmitAttemptBody } from '@pillars/shared/quizzes/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { type KeyElementRef, updateCachedLesson } from './get-key-element';

/** A lesson's quiz as the member takes it: the questions without their right answers (issue 57). */
export function lessonQuizQueryOptions(lessonId: string) {
  return queryOptions({
    queryKey: ['learning', 'quiz', lessonId] as const,
    queryFn: (): Promise<MemberQuizResponse> => callEndpoint(quizEndpoints.getQuiz, { params: { lessonId } }),
    // A new attempt starts from the quiz as it is now.
    staleTime: 0,
  });
}

export function useLessonQuiz(lessonId: string, isEnabled: boolean) {
  return useQuery({ ...lessonQuizQueryOptions(lessonId), enabled: isEnabled });
}

/**
 * Sends an attempt whole; a pass marks the lesson complete in the viewer's list and refreshes
 * what shows progress (the pillar, the pillars, home).
 */
export function useSubmitQuizAttempt(element: KeyElementRef, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAttemptBody): Promise<AttemptResult> =>
      callEndpoint(quizEndpoints.submitQuizAttempt, { params: { lessonId }, body }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: lessonQuizQueryOptions(lessonId).queryKey });
      if (!result.lessonCompleted) return;
      updateCachedLesson(queryClient, element, lessonId, (lesson) => ({ ...lesson, isCompleted: true }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.pillar(element.pillarSlug), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.pillars, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.home, exact: true });
    },
  });
}
