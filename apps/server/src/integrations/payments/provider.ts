import type { SubscriptionStatus } from '@pillars/shared/access';

/**
 * The payments integration: Stripe when configured, else the built-in test provider. Both
 * only talk to the payment side; every state change goes through the billing service's
 * `applyBillingEvent` with a `BillingEvent`, so both providers drive exactly the same rules.
 */
export type PaymentsProviderKind = 'stripe' | 'test';

export interface CheckoutInput {
  mode: 'subscription' | 'payment';
  organizationId: string;
  userId: string;
  /** The organization's provider customer (one per organization). */
  customerId: string;
  /** Payment mode: the fee and what it is for (subscription mode uses the plan's price). */
  amountCents: number;
  description: string;
  /** Payment mode: the event registration the fee pays for. */
  registrationId: string | null;
  /**
   * Subscription mode (issue 58): the plan's price, ours and the provider's, the trial it
   * starts with (0: none; with or without a card) and the coupon taken (ours and the
   * provider's). Payment mode: nulls and 0.
   */
  subscription: {
    planPriceId: string;
    providerPriceId: string;
    interval: 'month' | 'year';
    /** The price before the coupon. */
    listAmountCents: number;
    trialDays: number;
    trialRequiresCard: boolean;
    couponId: string | null;
    providerCouponId: string | null;
  } | null;
  successUrl: string;
  cancelUrl: string;
  /**
   * The address the person is on (the request's flow address, ctx.flowUrl): the test
   * provider's checkout page is there, so the session cookie goes along. Stripe's is its own.
   */
  appUrl: string;
}

export interface PaymentsProvider {
  kind: PaymentsProviderKind;
  createCustomer(input: { organizationId: string; name: string; email: string }): Promise<string>;
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Manage: the provider's page for the organization's subscription. */
  createPortal(input: { customerId: string; returnUrl: string; appUrl: string }): Promise<string>;
  /** Ends the subscription at once (the organization is being deleted). */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /**
   * A plan's price at the provider (issue 58): made once per price of ours (its id is the
   * idempotency key), under the plan's product (made with the plan's first price).
   */
  createPrice(input: {
    planId: string;
    planName: string;
    providerProductId: string | null;
    planPriceId: string;
    interval: 'month' | 'year';
    amountCents: number;
    currency: string;
  }): Promise<{ providerPriceId: string; providerProductId: string | null }>;
  /** A coupon at the provider (issue 58), made once per coupon of ours. */
  createCoupon(input: {
    couponId: string;
    code: string;
    percentOff: number | null;
    amountOffCents: number | null;
    currency: string;
    duration: 'once' | 'repeating' | 'forever';
    durationMonths: number | null;
    maxRedemptions: number | null;
    expiresAt: Date | null;
  }): Promise<string>;
  /**
   * Moves a subscription to another price, prorated by the provider (issue 58); answers the
   * subscription as the provider now reports it (applied as its event; the webhook that
   * follows says the same). Null: the provider applies nothing itself (the test provider:
   * the billing service applies the change as the provider's event).
   */
  changeSubscriptionPrice(input: {
    providerSubscriptionId: string;
    providerPriceId: string;
    planPriceId: string;
  }): Promise<ProviderSubscription | null>;
  /**
   * A webhook request, verified on its raw body; throws `InvalidWebhookError` when the
   * signature is wrong or stale. Null for an event type we do not act on.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<BillingEvent | null>;
}

export class InvalidWebhookError extends Error {}

/** A subscription as the provider reports it, with the statuses of spec 01 section 3. */
export interface ProviderSubscription {
  providerSubscriptionId: string;
  customerId: string | null;
  /** From the subscription's metadata (set at checkout); else found by its customer. */
  organizationId: string | null;
  status: SubscriptionStatus;
  /** Epoch seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Null when the event does not carry the card: the stored card stays. */
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
  /** The provider's price. */
  priceId: string | null;
  /** Our price, from the subscription's metadata (set at checkout and at a plan change). */
  planPriceId: string | null;
  /** A trial's end (epoch seconds), kept by the provider after the trial too; null: no trial. */
  trialEnd: number | null;
}

interface EventBase {
  /** The provider's event id: applied once. */
  id: string;
  /** The provider's creation time of the event, epoch seconds: older than the row means stale. */
  created: number;
}

export type BillingEvent = EventBase &
  (
    | {
        kind: 'checkout.completed';
        mode: 'subscription' | 'payment';
        organizationId: string | null;
        customerId: string | null;
        /** Subscription mode: the new subscription (Stripe: its id only, status active). */
        subscription: ProviderSubscription | null;
        registrationId: string | null;
        /** Our coupon the checkout was paid with (its metadata), redeemed with it. */
        couponId: string | null;
      }
    | { kind: 'subscription.changed'; subscription: ProviderSubscription }
    | { kind: 'invoice.payment_failed'; providerSubscriptionId: string; customerId: string | null }
    | { kind: 'payment.failed'; registrationId: string }
  );

/**
 * Stripe's subscription statuses as ours: `incomplete`, `unpaid` and `paused` mean no
 * access yet or any more (past_due), `incomplete_expired` never started (canceled).
 */
export function toSubscriptionStatus(providerStatus: string): SubscriptionStatus {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'canceled':
      return providerStatus;
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}
