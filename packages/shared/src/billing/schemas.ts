import { z } from 'zod';
import { subscriptionSummary } from '../accounts/schemas.ts';

export { okResponse } from '../accounts/schemas.ts';

import { planIntervals } from '../plans/messages.ts';
import { couponCodeField, plan } from '../plans/schemas.ts';

import { billingMessages, billingPagePaths, paymentHoldMinutes } from './messages.ts';

export { billingMessages, billingPagePaths, paymentHoldMinutes };

/** POST /api/billing/portal takes no input (the viewer's organization). */
export const emptyBody = z.object({}).strict().optional();

/**
 * POST /api/billing/checkout: the plan and interval chosen (issue 58; none: the Team plan,
 * annual, as before plans), a coupon code, and whether to start with the plan's free trial
 * (Start free trial; refused when the plan has none or the agency or its owner had one).
 */
export const checkoutBody = z
  .object({
    planId: z.uuid('Plan id must be a UUID').optional(),
    interval: z.enum(planIntervals).default('year'),
    couponCode: z.string().trim().max(100).optional(),
    trial: z.boolean().default(false),
  })
  .strict()
  .optional();
export type CheckoutBody = z.input<typeof checkoutBody>;

/** POST /api/billing/coupon: checks a code for a plan before payment. */
export const couponCheckBody = z
  .object({
    code: couponCodeField,
    planId: z.uuid('Plan id must be a UUID'),
    interval: z.enum(planIntervals),
  })
  .strict();
export type CouponCheckBody = z.input<typeof couponCheckBody>;

/** What the coupon does to the chosen price. */
export const couponCheckResponse = z.object({
  code: z.string(),
  /** '20% off for 3 months'. */
  summary: z.string(),
  amountCents: z.number().int(),
  discountedCents: z.number().int(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponse>;

/** POST /api/billing/plan: an upgrade or a downgrade of the current subscription. */
export const changePlanBody = z
  .object({ planId: z.uuid('Plan id must be a UUID'), interval: z.enum(planIntervals) })
  .strict();
export type ChangePlanBody = z.input<typeof changePlanBody>;

/** Where the browser goes next: the provider's page (Stripe), or our test page. */
export const redirectResponse = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;

export const billingPlan = z.object({
  name: z.string(),
  priceCents: z.number().int(),
  interval: z.enum(planIntervals),
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
  /** The plans on sale (issue 58): the chooser, and the plans to change to. */
  plans: z.array(plan),
  /** The current subscription's plan and interval; null without one. */
  currentPlan: z
    .object({
      id: z.uuid(),
      name: z.string(),
      interval: z.enum(planIntervals),
      seats: z.number().int().nullable(),
    })
    .nullable(),
  /** People and open invitations, against the plan's seats (null limit: unlimited). */
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }).nullable(),
  /** Whether a checkout may still start with a trial (one per organization and owner e-mail). */
  trialAvailable: z.boolean(),
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
  /** What Pay charges now (after a coupon; 0 for a trial, charged at its end). */
  amountCents: z.number().int(),
  description: z.string(),
  /** A subscription's interval (null: a one-time payment). */
  interval: z.enum(planIntervals).nullable(),
  /** The price before the coupon. */
  listAmountCents: z.number().int(),
  couponSummary: z.string().nullable(),
  /** 0: no trial. */
  trialDays: z.number().int(),
  /** A trial without a card: the page asks for none. */
  trialRequiresCard: z.boolean(),
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
