import { randomBytes } from 'node:crypto';
import { billingPagePaths } from '@pillars/shared/billing/messages';
import type { Database } from '../../db/client.ts';
import { testCheckoutSessions } from '../../db/schema/index.ts';
import { InvalidWebhookError, type PaymentsProvider } from './provider.ts';

/**
 * The built-in provider when Stripe is not configured: no network. Its checkout is our own
 * TEST MODE page (the session is a row of `test_checkout_sessions`), and paying it applies
 * the same billing events a Stripe webhook would (billing service, `payTestCheckout`).
 */
export function createTestProvider(options: { db: Database }): PaymentsProvider {
  const { db } = options;
  return {
    kind: 'test',

    async createCustomer({ organizationId }) {
      return `test_cus_${organizationId.replaceAll('-', '')}`;
    },

    async createCheckout(input) {
      const id = `test_cs_${randomBytes(12).toString('hex')}`;
      await db.insert(testCheckoutSessions).values({
        id,
        organizationId: input.organizationId,
        userId: input.userId,
        mode: input.mode,
        amountCents: input.amountCents,
        description: input.description,
        registrationId: input.registrationId,
        planPriceId: input.subscription?.planPriceId ?? null,
        couponId: input.subscription?.couponId ?? null,
        listAmountCents: input.subscription?.listAmountCents ?? input.amountCents,
        trialDays: input.subscription?.trialDays ?? 0,
        trialRequiresCard: input.subscription?.trialRequiresCard ?? false,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      // On the address the person is on (the request's flow address): their session cookie is that host's.
      return { sessionId: id, url: new URL(billingPagePaths.testCheckout(id), input.appUrl).toString() };
    },

    async createPortal({ appUrl }) {
      return new URL(billingPagePaths.testPortal, appUrl).toString();
    },

    async cancelSubscription() {
      // Nothing on a provider's side: the billing service applies the cancellation itself.
    },

    // Prices and coupons live only in our tables: the provider's ids are ours, prefixed.
    async createPrice({ planPriceId, providerProductId, planId }) {
      return {
        providerPriceId: `test_price_${planPriceId.replaceAll('-', '')}`,
        providerProductId: providerProductId ?? `test_prod_${planId.replaceAll('-', '')}`,
      };
    },

    async createCoupon({ couponId }) {
      return `test_coupon_${couponId.replaceAll('-', '')}`;
    },

    async changeSubscriptionPrice() {
      // Nothing on a provider's side: the billing service applies the change itself.
      return null;
    },

    async parseWebhook() {
      throw new InvalidWebhookError('Webhooks are Stripe only; the test provider applies its events itself');
    },
  };
}
