import { z } from 'zod';
import { subscriptionSummary } from '../accounts/schemas.ts';

import { annualPlanFeatures, billingMessages, billingPagePaths, paymentHoldMinutes } from './messages.ts';

export { annualPlanFeatures, billingMessages, billingPagePaths, paymentHoldMinutes };

/** POST /api/billing/checkout and /api/billing/portal take no input (the viewer's organization). */
export const emptyBody = z.object({}).strict().optional();

/** Where the browser goes next: the provider's page (Stripe), or our test page. */
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;

export const billingPlan = z.object({
  name: z.string(),
  priceCents: z.number().int(),
  interval: z.literal('year'),
  features: z.array(z.string()),
  statementDescriptorNote: z.string(),
});
export type BillingPlan = z.infer<typeof billingPlan>;

/** GET /api/billing/subscription: everything /subscription shows, in one answer. */
export const billingSubscriptionResponse = z.object({
  plan: billingPlan,
  /** The organization's current subscription, or null when it never had one. */
  subscription: subscriptionSummary.nullable(),
  hasFreeAccess: z.boolean(),
  /** The viewer may subscribe and manage (the organization's agent, or a superadmin). */
  canManage: z.boolean(),
  /** Who to ask when the viewer may not manage: the organization's agent, if any. */
  agent: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** True when payments run on the built-in test provider (pages say TEST MODE). */
  testMode: z.boolean(),
});
export type BillingSubscriptionResponse = z.infer<typeof billingSubscriptionResponse>;

export const testCheckoutParams = z.object({
  sessionId: z.string().trim().min(1).max(100),
});

export const checkoutModes = ['subscription', 'payment'] as const;
export const testCheckoutStatuses = ['open', 'paid', 'declined', 'canceled'] as const;

/** GET /api/billing/test-checkout/:sessionId: what the test checkout page shows. */
export const testCheckoutResponse = z.object({
  id: z.string(),
  mode: z.enum(checkoutModes),
  amountCents: z.number().int(),
  description: z.string(),
  status: z.enum(testCheckoutStatuses),
  /** Where the page sends the browser after Pay (success) or Cancel. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckoutResponse = z.infer<typeof testCheckoutResponse>;

export const testCheckoutPayBody = z.object({
  outcome: z.enum(['succeeded', 'declined']),
});
export type TestCheckoutPayBody = z.input<typeof testCheckoutPayBody>;

/**
 * After Pay, Cancel: the session's new state and where to go (`url`: the success page after a
 * successful payment, the cancel page after Cancel; null after a decline: the page stays and
 * shows `billingMessages.cardDeclined`).
 */
export const testCheckoutResultResponse = z.object({
  status: z.enum(testCheckoutStatuses),
  url: z.string().nullable(),
});
export type TestCheckoutResultResponse = z.infer<typeof testCheckoutResultResponse>;

/** The test portal's cancel-at-period-end and resume answer the organization's new subscription. */
export const testPortalResponse = z.object({ subscription: subscriptionSummary });
export type TestPortalResponse = z.infer<typeof testPortalResponse>;

export const webhookResponse = z.object({ received: z.literal(true) });
