import { billingMessages } from '@pillars/shared/billing/messages';
import { organizationMessages } from '@pillars/shared/organizations/messages';
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
  priceId: string;
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
      const metadata = {
        organizationId: input.organizationId,
        userId: input.userId,
        ...(input.registrationId ? { registrationId: input.registrationId } : {}),
      };
      const session = await whileStripeAnswers(billingMessages.checkoutFailed, () =>
        stripe.checkout.sessions.create({
          mode: input.mode,
          customer: input.customerId,
          client_reference_id: input.organizationId,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          ...(input.mode === 'subscription'
            ? {
                line_items: [{ price: settings.priceId, quantity: 1 }],
                subscription_data: { metadata: { organizationId: input.organizationId } },
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
      return {
        ...base,
        kind: 'checkout.completed',
        mode,
        organizationId,
        customerId,
        registrationId: session.metadata?.registrationId ?? null,
        subscription:
          mode === 'subscription' && subscriptionId
            ? {
                providerSubscriptionId: subscriptionId,
                customerId,
                organizationId,
                // A completed subscription checkout has been paid; later events refine it.
                status: 'active',
                currentPeriodEnd: null,
                cancelAtPeriodEnd: false,
                paymentMethodBrand: null,
                paymentMethodLast4: null,
                priceId: null,
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
