import { billingEndpoints } from '@pillars/shared/billing/endpoints';
import type { CouponCheckBody, CouponCheckResponse } from '@pillars/shared/billing/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Add a coupon code: what it takes off the chosen plan's price, or why it cannot (a 400's message). */
export function checkCoupon(body: CouponCheckBody): Promise<CouponCheckResponse> {
  return callEndpoint(billingEndpoints.checkCoupon, { body });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
