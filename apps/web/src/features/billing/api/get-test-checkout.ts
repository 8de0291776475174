import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { TestCheckoutResponse } from '@pillars/shared/billing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Test mode: the checkout session the TEST MODE page shows. */
export function getTestCheckout(sessionId: string): Promise<TestCheckoutResponse> {
  return callEndpoint(billingEndpoints.getTestCheckout, { params: { sessionId } });
}

export function testCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.testCheckout(sessionId),
    queryFn: () => getTestCheckout(sessionId),
    // A 404 (an unknown or someone else's session) is an answer, not a hiccup to retry.
    retry: false,
  });
}

export function useTestCheckout(sessionId: string) {
  return useQuery(testCheckoutQueryOptions(sessionId));
}
