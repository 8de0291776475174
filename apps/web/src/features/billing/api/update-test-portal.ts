import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { BillingSubscriptionResponse, TestPortalResponse } from '@pillars/shared/billing/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Test mode's manage actions: cancel at the end of the period, or undo that. */
export type TestPortalAction = 'cancel-at-period-end' | 'resume';

export function updateTestPortal(action: TestPortalAction): Promise<TestPortalResponse> {
  const endpoint =
    action === 'resume' ? billingEndpoints.testPortalResume : billingEndpoints.testPortalCancelAtPeriodEnd;
  return callEndpoint(endpoint, { body: {} });
}

/** Puts the organization's new subscription into the subscription page's answer. */
export function useUpdateTestPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestPortal,
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData<BillingSubscriptionResponse>(queryKeys.subscription, (current) =>
        current ? { ...current, subscription } : current,
      );
    },
  });
}
