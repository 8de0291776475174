import { planEndpoints } from '@pillars/shared/learning-plans/endpoints';
import type { ListPlansQuery, PlansResponse } from '@pillars/shared/learning-plans/schemas';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const planKeys = {
  /** Every Learning Plans query, the member's own plan included (`queryKeys.myPlan`). */
  all: ['learning-plans'] as const,
  list: (query: ListPlansQuery) => ['learning-plans', 'team', query] as const,
};

/** A team's assignments (an agent's own organization; a superadmin's chosen one) and the Assign form's lists. */
export function getPlans(query: ListPlansQuery): Promise<PlansResponse> {
  return callEndpoint(planEndpoints.listPlans, { query });
}

export function plansQueryOptions(query: ListPlansQuery) {
  return queryOptions({
    queryKey: planKeys.list(query),
    queryFn: () => getPlans(query),
    // The rows of the last page stay while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
}

export function usePlans(query: ListPlansQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions(query), enabled: options.enabled ?? true });
}

/** After a write: the plans, the member's plan and Home's "Assigned to you" read again. */
export function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.home, exact: true }),
    ]);
}
