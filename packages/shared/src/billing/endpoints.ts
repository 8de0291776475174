import { defineEndpoints } from '../contract.ts';

const tag = 'billing';

/**
 * The organization's subscription (decision 004), checkout and management through the
 * payments integration, the Stripe webhook, and the built-in test provider's pages (only
 * when Stripe is not configured: 404 otherwise).
 */
export const billingEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getSubscription: {
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'signed-in',
    tag,
    summary: "What /subscription shows: the plan, the organization's subscription, who may manage it",
    response: 'billingSubscriptionResponse',
  },
  startCheckout: {
    method: 'POST',
    path: '/api/billing/checkout',
    access: 'signed-in',
    action: 'billing.manage',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary:
      "A subscription checkout of a plan (a trial when it has one and none was used, a coupon) for the viewer's organization; 409 when it already has one",
    body: 'checkoutBody',
    response: 'redirectResponse',
  },
  checkCoupon: {
    method: 'POST',
    path: '/api/billing/coupon',
    access: 'signed-in',
    action: 'billing.manage',
    tag,
    summary: 'Checks a coupon code for a plan before payment: what it takes off, or why it cannot',
    body: 'couponCheckBody',
    response: 'couponCheckResponse',
  },
  changePlan: {
    method: 'POST',
    path: '/api/billing/plan',
    access: 'signed-in',
    action: 'billing.manage',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary:
      "Moves the organization's subscription to another plan or interval at the provider (prorated); refused below the seats in use",
    body: 'changePlanBody',
    response: 'okResponse',
  },
  openPortal: {
    method: 'POST',
    path: '/api/billing/portal',
    access: 'signed-in',
    action: 'billing.manage',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary: 'Manage: the Stripe Customer Portal, or the test manage page',
    body: 'emptyBody',
    response: 'redirectResponse',
  },
  webhook: {
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    tag,
    summary: 'Stripe events, signed; raw body',
    response: 'webhookResponse',
  },
  getTestCheckout: {
    method: 'GET',
    path: '/api/billing/test-checkout/:sessionId',
    access: 'signed-in',
    tag,
    summary: 'Test mode: the checkout session the TEST MODE page shows (its creator only)',
    params: 'testCheckoutParams',
    response: 'testCheckoutResponse',
  },
  payTestCheckout: {
    method: 'POST',
    path: '/api/billing/test-checkout/:sessionId/pay',
    access: 'signed-in',
    tag,
    errors: ['CONFLICT'],
    summary: 'Test mode: pay (succeeded) or decline the checkout',
    params: 'testCheckoutParams',
    body: 'testCheckoutPayBody',
    response: 'testCheckoutResultResponse',
  },
  cancelTestCheckout: {
    method: 'POST',
    path: '/api/billing/test-checkout/:sessionId/cancel',
    access: 'signed-in',
    tag,
    errors: ['CONFLICT'],
    summary: 'Test mode: leave the checkout without paying',
    params: 'testCheckoutParams',
    response: 'testCheckoutResultResponse',
  },
  testPortalCancelAtPeriodEnd: {
    method: 'POST',
    path: '/api/billing/test-portal/cancel-at-period-end',
    access: 'signed-in',
    action: 'billing.manage',
    tag,
    errors: ['CONFLICT'],
    summary: 'Test mode: cancel the subscription at the end of its period',
    body: 'emptyBody',
    response: 'testPortalResponse',
  },
  testPortalResume: {
    method: 'POST',
    path: '/api/billing/test-portal/resume',
    access: 'signed-in',
    action: 'billing.manage',
    tag,
    errors: ['CONFLICT'],
    summary: 'Test mode: undo cancel at period end',
    body: 'emptyBody',
    response: 'testPortalResponse',
  },
});
