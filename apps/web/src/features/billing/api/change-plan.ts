import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { ChangePlanBody } from '@pillars/shared/billing/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Upgrade or downgrade: the subscription moves to another plan or interval at the provider. */
export function changePlan(body: ChangePlanBody): Promise<{ ok: true }> {
  return callEndpoint(billingEndpoints.changePlan, { body });
}

/** The subscription page and the account (its plan opens content) read the new plan. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]),
  });
}
