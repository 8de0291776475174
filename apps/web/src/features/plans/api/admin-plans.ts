import { planEndpoints } from '@pillars/shared/plans/endpoints';
import type {
  AdminPlansResponse,
  CouponBodyInput,
  CouponsResponse,
  PlanBodyInput,
  PlanResponse,
} from '@pillars/shared/plans/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { plansQueryOptions } from '@/lib/plans';

/*
 * /admin/plans and /admin/coupons (issue 58): superadmins' lists and writes. A saved plan
 * changes the public plans too (the pricing page, the "Available on" choices).
 */

const adminPlansKey = ['plans', 'admin'] as const;
const couponsKey = ['plans', 'coupons'] as const;

export function adminPlansQueryOptions() {
  return queryOptions({
    queryKey: adminPlansKey,
    queryFn: (): Promise<AdminPlansResponse> => callEndpoint(planEndpoints.listAdminPlans),
  });
}

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}

/** Add Plan (`planId` null) or Save Changes. */
export function useSavePlan(planId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanBodyInput): Promise<PlanResponse> =>
      planId
        ? callEndpoint(planEndpoints.updatePricingPlan, { params: { planId }, body })
        : callEndpoint(planEndpoints.createPricingPlan, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlansKey }),
        queryClient.invalidateQueries({ queryKey: plansQueryOptions().queryKey }),
      ]),
  });
}

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: couponsKey,
    queryFn: (): Promise<CouponsResponse> => callEndpoint(planEndpoints.listCoupons),
  });
}

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBodyInput) => callEndpoint(planEndpoints.createCoupon, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, isActive }: { couponId: string; isActive: boolean }) =>
      callEndpoint(planEndpoints.updateCoupon, { params: { couponId }, body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
