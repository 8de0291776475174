import { quizEndpoints } from '@pillars/shared/quizzes/endpoints';
import type { AdminQuizResponse, QuizBody, QuizStatsResponse } from '@pillars/shared/quizzes/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminLearningKeys } from './admin-learning-keys';
import { useInvalidateLearning } from './admin-pillars';

const adminQuizKey = (lessonId: string) => [...adminLearningKeys.all, 'quiz', lessonId] as const;

/** A lesson's quiz with its right answers, for the Quiz tab of the lesson editor (issue 57). */
export function adminQuizQueryOptions(lessonId: string) {
  return queryOptions({
    queryKey: adminQuizKey(lessonId),
    queryFn: (): Promise<AdminQuizResponse> =>
      callEndpoint(quizEndpoints.getAdminQuiz, { params: { lessonId } }),
  });
}

export function useAdminQuiz(lessonId: string) {
  return useQuery(adminQuizQueryOptions(lessonId));
}

export function useSaveQuiz(lessonId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (body: QuizBody) => callEndpoint(quizEndpoints.saveQuiz, { params: { lessonId }, body }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminQuizKey(lessonId), data);
      invalidate();
    },
  });
}

export function useDeleteQuiz(lessonId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: () => callEndpoint(quizEndpoints.deleteQuiz, { params: { lessonId } }),
    onSuccess: () => {
      queryClient.setQueryData(adminQuizKey(lessonId), { quiz: null });
      invalidate();
    },
  });
}

/** Every quiz's attempts, pass rate, average and hardest questions (/admin/quizzes). */
export function useQuizStats() {
  return useQuery({
    queryKey: [...adminLearningKeys.all, 'quiz-stats'] as const,
    queryFn: (): Promise<QuizStatsResponse> => callEndpoint(quizEndpoints.listQuizStats),
  });
}
