import { defineEndpoints } from '../contract.ts';

const tag = 'plans';

/**
 * Plans and coupons (issue 58): the public pricing page's plans, and the superadmins'
 * /admin/plans and /admin/coupons (audited; prices and coupons are created at the payments
 * provider too).
 */
export const planEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listPricingPlans: {
    method: 'GET',
    path: '/api/plans',
    access: 'public',
    tag,
    summary: 'The plans on sale, in order, with their current prices (the public /pricing page)',
    response: 'plansResponse',
  },
  listAdminPlans: {
    method: 'GET',
    path: '/api/admin/plans',
    access: 'member',
    action: 'plan.manage',
    tag,
    summary: 'Every plan, archived ones too, with the agencies on each (superadmins)',
    response: 'adminPlansResponse',
  },
  createPricingPlan: {
    method: 'POST',
    path: '/api/admin/plans',
    access: 'member',
    action: 'plan.manage',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary: 'Adds a plan and creates its prices at the payments provider (superadmins, audited)',
    body: 'planBody',
    response: 'planResponse',
    status: 201,
  },
  updatePricingPlan: {
    method: 'PUT',
    path: '/api/admin/plans/:planId',
    access: 'member',
    action: 'plan.manage',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary:
      'Changes a plan; a changed price is a new price at the provider, the old one stays for those on it (superadmins, audited)',
    params: 'planParams',
    body: 'planBody',
    response: 'planResponse',
  },
  listCoupons: {
    method: 'GET',
    path: '/api/admin/coupons',
    access: 'member',
    action: 'plan.manage',
    tag,
    summary: 'Every coupon with its redemptions (superadmins)',
    response: 'couponsResponse',
  },
  createCoupon: {
    method: 'POST',
    path: '/api/admin/coupons',
    access: 'member',
    action: 'plan.manage',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary: 'Adds a coupon, created at the payments provider too (superadmins, audited)',
    body: 'couponBody',
    response: 'couponResponse',
    status: 201,
  },
  updateCoupon: {
    method: 'PATCH',
    path: '/api/admin/coupons/:couponId',
    access: 'member',
    action: 'plan.manage',
    tag,
    summary: 'Turns a coupon on or off (superadmins, audited)',
    params: 'couponParams',
    body: 'couponUpdateBody',
    response: 'couponResponse',
  },
});
