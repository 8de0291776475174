import { billingMessages } from '@pillars/shared/billing/messages';
import { organizationMessages } from '@pillars/shared/organizations/messages';
import { teamAnnualPriceId } from '@pillars/shared/plans/messages';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import {
  type BillingEvent,
  InvalidWebhookError,
  type PaymentsProvider,
  type ProviderSubscription,
  toSubscriptionStatus,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /**
   * STRIPE_PRICE_ID: the one annual price sold before plans (issue 58). It stays the Team
   * plan's annual price (migration 0046), so the subscriptions on it keep their plan; every
   * other price of a plan is made at Stripe by the plan's admin page.
   */
  priceId?: string;
  /** A local fake Stripe in tests; Stripe's own API otherwise. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe's default: a signature older than 5 minutes is refused (replayed captures). */
const signatureToleranceSeconds = 300;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  // The period moved from the subscription to its items in Stripe's 2025 API versions.
  const periodEnd =
    (item as { current_period_end?: number } | undefined)?.current_period_end ??
    (subscription as { current_period_end?: number }).current_period_end ??
    null;
  const paymentMethod = subscription.default_payment_method;
  const card = paymentMethod && typeof paymentMethod === 'object' ? paymentMethod.card : null;
  return {
    providerSubscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    organizationId: subscription.metadata?.organizationId ?? null,
    status: toSubscriptionStatus(subscription.status),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    paymentMethodBrand: card?.brand ?? null,
    paymentMethodLast4: card?.last4 ?? null,
    priceId: item?.price?.id ?? null,
    planPriceId: subscription.metadata?.planPriceId ?? null,
    trialEnd: subscription.trial_end ?? null,
  };
}

/**
 * Stripe unreachable, timing out, limiting us or failing on its side (its 5xx), after the
 * SDK's own retries: not our bug and not the member's, so the member reads `message` (the
 * spec's text for the step) with a 502 instead of a 500. Any other Stripe error (a refused
 * request, a bad key) stays a logged 500.
 */
async function whileStripeAnswers<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const isUnavailable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
    if (isUnavailable) throw new AppError('PAYMENTS_UNAVAILABLE', message);
    throw error;
  }
}

export function createStripeProvider(settings: StripeSettings): PaymentsProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  return {
    kind: 'stripe',

    async createCustomer({ organizationId, name, email }) {
      // The idempotency key makes two simultaneous first checkouts create one customer.
      const customer = await whileStripeAnswers(billingMessages.checkoutFailed, () =>
        stripe.customers.create(
          { name, email, metadata: { organizationId } },
          { idempotencyKey: `customer-${organizationId}` },
        ),
      );
      return customer.id;
    },

    async createCheckout(input) {
      const plan = input.subscription;
      const metadata = {
        organizationId: input.organizationId,
        userId: input.userId,
        ...(input.registrationId ? { registrationId: input.registrationId } : {}),
        ...(plan ? { planPriceId: plan.planPriceId, trialDays: String(plan.trialDays) } : {}),
        ...(plan?.couponId ? { couponId: plan.couponId } : {}),
      };
      const session = await whileStripeAnswers(billingMessages.checkoutFailed, () =>
        stripe.checkout.sessions.create({
          mode: input.mode,
          customer: input.customerId,
          client_reference_id: input.organizationId,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          ...(plan
            ? {
                line_items: [{ price: plan.providerPriceId, quantity: 1 }],
                subscription_data: {
                  metadata: { organizationId: input.organizationId, planPriceId: plan.planPriceId },
                  ...(plan.trialDays > 0
                    ? {
                        trial_period_days: plan.trialDays,
                        // A trial without a card stops at its end (access stops, nothing is deleted).
                        trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
                      }
                    : {}),
                },
                ...(plan.trialDays > 0 && !plan.trialRequiresCard
                  ? { payment_method_collection: 'if_required' as const }
                  : {}),
                ...(plan.providerCouponId ? { discounts: [{ coupon: plan.providerCouponId }] } : {}),
              }
            : {
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: 'usd',
                      unit_amount: input.amountCents,
                      product_data: { name: input.description },
                    },
                  },
                ],
                payment_intent_data: { metadata },
              }),
        }),
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await whileStripeAnswers(billingMessages.portalFailed, () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    async cancelSubscription(providerSubscriptionId) {
      // Before an organization is deleted: if Stripe cannot be reached, nothing is deleted.
      await whileStripeAnswers(organizationMessages.deletePaymentsUnavailable, () =>
        stripe.subscriptions.cancel(providerSubscriptionId),
      );
    },

    async createPrice(input) {
      // The price sold before plans: the Team plan's annual one, already at Stripe.
      if (input.planPriceId === teamAnnualPriceId && settings.priceId) {
        return { providerPriceId: settings.priceId, providerProductId: input.providerProductId };
      }
      const productId =
        input.providerProductId ??
        (
          await whileStripeAnswers(billingMessages.checkoutFailed, () =>
            stripe.products.create(
              { name: input.planName, metadata: { planId: input.planId } },
              { idempotencyKey: `plan-product-${input.planId}` },
            ),
          )
        ).id;
      const price = await whileStripeAnswers(billingMessages.checkoutFailed, () =>
        stripe.prices.create(
          {
            product: productId,
            currency: input.currency,
            unit_amount: input.amountCents,
            recurring: { interval: input.interval },
            metadata: { planId: input.planId, planPriceId: input.planPriceId },
          },
          { idempotencyKey: `plan-price-${input.planPriceId}` },
        ),
      );
      return { providerPriceId: price.id, providerProductId: productId };
    },

    async createCoupon(input) {
      const coupon = await whileStripeAnswers(billingMessages.checkoutFailed, () =>
        stripe.coupons.create(
          {
            name: input.code,
            duration: input.duration,
            ...(input.duration === 'repeating' ? { duration_in_months: input.durationMonths ?? 1 } : {}),
            ...(input.percentOff !== null
              ? { percent_off: input.percentOff }
              : { amount_off: input.amountOffCents ?? 0, currency: input.currency }),
            ...(input.maxRedemptions !== null ? { max_redemptions: input.maxRedemptions } : {}),
            ...(input.expiresAt ? { redeem_by: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
            metadata: { couponId: input.couponId },
          },
          { idempotencyKey: `coupon-${input.couponId}` },
        ),
      );
      return coupon.id;
    },

    async changeSubscriptionPrice({ providerSubscriptionId, providerPriceId, planPriceId }) {
      const current = await whileStripeAnswers(billingMessages.portalFailed, () =>
        stripe.subscriptions.retrieve(providerSubscriptionId),
      );
      const item = current.items.data[0];
      const updated = await whileStripeAnswers(billingMessages.portalFailed, () =>
        stripe.subscriptions.update(
          providerSubscriptionId,
          {
            items: [{ ...(item ? { id: item.id } : {}), price: providerPriceId }],
            proration_behavior: 'create_prorations',
            metadata: { planPriceId },
            expand: ['default_payment_method'],
          },
          {
            idempotencyKey: `change-${providerSubscriptionId}-${planPriceId}-${current.items.data[0]?.price?.id}`,
          },
        ),
      );
      return toProviderSubscription(updated);
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          settings.webhookSecret,
          signatureToleranceSeconds,
        );
      } catch (error) {
        throw new InvalidWebhookError((error as Error).message);
      }
      return toBillingEvent(event);
    },
  };
}

/** The Stripe events we act on, as the billing service's events; null for the rest. */
export function toBillingEvent(event: Stripe.Event): BillingEvent | null {
  const base = { id: event.id, created: event.created };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const organizationId = session.client_reference_id ?? session.metadata?.organizationId ?? null;
      const customerId = idOf(session.customer);
      const subscriptionId = idOf(session.subscription);
      const mode = session.mode === 'subscription' ? 'subscription' : 'payment';
      const isTrial = Number(session.metadata?.trialDays ?? 0) > 0;
      return {
        ...base,
        kind: 'checkout.completed',
        mode,
        organizationId,
        customerId,
        registrationId: session.metadata?.registrationId ?? null,
        couponId: session.metadata?.couponId ?? null,
        subscription:
          mode === 'subscription' && subscriptionId
            ? {
                providerSubscriptionId: subscriptionId,
                customerId,
                organizationId,
                // A completed subscription checkout has been paid (or has started its trial);
                // later events refine it.
                status: isTrial ? 'trialing' : 'active',
                currentPeriodEnd: null,
                cancelAtPeriodEnd: false,
                paymentMethodBrand: null,
                paymentMethodLast4: null,
                priceId: null,
                planPriceId: session.metadata?.planPriceId ?? null,
                trialEnd: null,
              }
            : null,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const registrationId = event.data.object.metadata?.registrationId;
      return registrationId ? { ...base, kind: 'payment.failed', registrationId } : null;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: 'subscription.changed',
        subscription: toProviderSubscription(event.data.object),
      };
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & {
        subscription?: string | { id: string } | null;
      };
      // Stripe's 2025 API versions moved the subscription under `parent.subscription_details`.
      const subscriptionId =
        idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
      return subscriptionId
        ? {
            ...base,
            kind: 'invoice.payment_failed',
            providerSubscriptionId: subscriptionId,
            customerId: idOf(invoice.customer),
          }
        : null;
    }
    default:
      return null;
  }
}
