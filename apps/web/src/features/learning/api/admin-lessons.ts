import { adminLearningEndpoints as endpoints } from '@pillars/shared/learning/admin-endpoints';
import type { AdminLessonsResponse, LessonBody, MoveBody } from '@pillars/shared/learning/admin-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminLearningKeys } from './admin-learning-keys';
import { swapped, useInvalidateLearning } from './admin-pillars';

export function adminLessonsQueryOptions(elementId: string) {
  return queryOptions({
    queryKey: adminLearningKeys.lessons(elementId),
    queryFn: () => callEndpoint(endpoints.listAdminLessons, { params: { elementId } }),
  });
}

export function useAdminLessons(elementId: string) {
  return useQuery(adminLessonsQueryOptions(elementId));
}

export function useSaveLesson(elementId: string, lessonId: string | null) {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (body: LessonBody) =>
      lessonId
        ? callEndpoint(endpoints.updateLesson, { params: { lessonId }, body })
        : callEndpoint(endpoints.createLesson, { params: { elementId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteLesson() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (lessonId: string) => callEndpoint(endpoints.deleteLesson, { params: { lessonId } }),
    onSuccess: invalidate,
  });
}

/** Move up or down: shown at once, put back if the server refuses. */
export function useMoveLesson(elementId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLearning();
  const key = adminLearningKeys.lessons(elementId);
  return useMutation({
    mutationFn: ({ lessonId, direction }: MoveBody & { lessonId: string }) =>
      callEndpoint(endpoints.moveLesson, { params: { lessonId }, body: { direction } }),
    onMutate: async ({ lessonId, direction }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminLessonsResponse>(key);
      if (previous) {
        const lessons = swapped(previous.lessons, lessonId, direction).map((lesson, index) => ({
          ...lesson,
          orderPosition: previous.lessons[index]!.orderPosition,
        }));
        queryClient.setQueryData(key, { ...previous, lessons });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      invalidate();
    },
  });
}
