import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { BillingSubscriptionResponse } from '@pillars/shared/billing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Everything /subscription shows: the plan, the organization's subscription, who may manage it. */
export function getSubscription(): Promise<BillingSubscriptionResponse> {
  return callEndpoint(billingEndpoints.getSubscription);
}

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.subscription, queryFn: getSubscription });
}

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
