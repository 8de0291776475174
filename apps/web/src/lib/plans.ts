import { planEndpoints } from '@pillars/shared/plans/endpoints';
import type { PlansResponse } from '@pillars/shared/plans/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/**
 * The plans on sale (GET /api/plans, public): the pricing page, the admin forms' "Available
 * on" choice. Shared by features that never import one another, so it lives here.
 */
export function listPlans(): Promise<PlansResponse> {
  return callEndpoint(planEndpoints.listPricingPlans);
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ['plans'] as const, queryFn: listPlans });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
