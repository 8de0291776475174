import { adminLearningEndpoints as endpoints } from '@pillars/shared/learning/admin-endpoints';
import type { KeyElementBody } from '@pillars/shared/learning/admin-schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminLearningKeys } from './admin-learning-keys';
import { useInvalidateLearning } from './admin-pillars';

export function adminKeyElementsQueryOptions(pillarId: string) {
  return queryOptions({
    queryKey: adminLearningKeys.keyElements(pillarId),
    queryFn: () => callEndpoint(endpoints.listAdminKeyElements, { params: { pillarId } }),
  });
}

export function useAdminKeyElements(pillarId: string) {
  return useQuery(adminKeyElementsQueryOptions(pillarId));
}

export function useSaveKeyElement(pillarId: string, elementId: string | null) {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (body: KeyElementBody) =>
      elementId
        ? callEndpoint(endpoints.updateKeyElement, { params: { elementId }, body })
        : callEndpoint(endpoints.createKeyElement, { params: { pillarId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteKeyElement() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (elementId: string) => callEndpoint(endpoints.deleteKeyElement, { params: { elementId } }),
    onSuccess: invalidate,
  });
}
