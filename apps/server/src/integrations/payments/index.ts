import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentsProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export type { BillingEvent, PaymentsProvider } from './provider.ts';

/**
 * Stripe when its three settings are there; else the test provider, except in production
 * without PAYMENTS_TEST_MODE=true (null: payments are not available, and checkout says so),
 * since the test provider lets anyone in without paying.
 */
export function createPaymentsProvider(options: { config: Env; db: Database }): PaymentsProvider | null {
  const { config } = options;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET && config.STRIPE_PRICE_ID) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      priceId: config.STRIPE_PRICE_ID,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
    });
  }
  if (config.NODE_ENV === 'production' && !config.PAYMENTS_TEST_MODE) return null;
  return createTestProvider({ db: options.db });
}
