import { adminLearningEndpoints as endpoints } from '@pillars/shared/learning/admin-endpoints';
import type { AdminPillarsResponse, MoveBody, PillarBody } from '@pillars/shared/learning/admin-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminLearningKeys } from './admin-learning-keys';

export function adminPillarsQueryOptions() {
  return queryOptions({
    queryKey: adminLearningKeys.pillars,
    queryFn: () => callEndpoint(endpoints.listAdminPillars),
  });
}

export function useAdminPillars() {
  return useQuery(adminPillarsQueryOptions());
}

/** After any admin write: the admin lists and the member views of learning (and home's). */
export function useInvalidateLearning() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminLearningKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.home });
  };
}

export function useSavePillar(pillarId: string | null) {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (body: PillarBody) =>
      pillarId
        ? callEndpoint(endpoints.updatePillar, { params: { pillarId }, body })
        : callEndpoint(endpoints.createPillar, { body }),
    onSuccess: invalidate,
  });
}

export function useDeletePillar() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: (pillarId: string) => callEndpoint(endpoints.deletePillar, { params: { pillarId } }),
    onSuccess: invalidate,
  });
}

/** Move up or down: shown at once, put back (with a toast from the page) if the server refuses. */
export function useMovePillar() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ pillarId, direction }: MoveBody & { pillarId: string }) =>
      callEndpoint(endpoints.movePillar, { params: { pillarId }, body: { direction } }),
    onMutate: async ({ pillarId, direction }) => {
      await queryClient.cancelQueries({ queryKey: adminLearningKeys.pillars });
      const previous = queryClient.getQueryData<AdminPillarsResponse>(adminLearningKeys.pillars);
      if (previous) {
        queryClient.setQueryData(adminLearningKeys.pillars, {
          pillars: swapped(previous.pillars, pillarId, direction),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(adminLearningKeys.pillars, context.previous);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(adminLearningKeys.pillars, data);
      invalidate();
    },
  });
}

/** The list with the item and its neighbour in the direction swapped (unchanged at the ends). */
export function swapped<Item extends { id: string }>(
  items: Item[],
  id: string,
  direction: MoveBody['direction'],
): Item[] {
  const index = items.findIndex((item) => item.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
