import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createPaymentsProvider } from './index.ts';

// The test provider only touches the database when a checkout starts; choosing one does not.
const db = {} as Database;
const choose = (env: Record<string, string>) =>
  createPaymentsProvider({ config: loadConfig(env), db })?.kind ?? null;
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_ID: 'price_x',
};

describe('the payments provider', () => {
  it('is Stripe when configured, else the test provider outside production', () => {
    expect(choose(stripe)).toBe('stripe');
    expect(choose({ ...stripe, NODE_ENV: 'production' })).toBe('stripe');
    expect(choose({})).toBe('test');
    expect(choose({ NODE_ENV: 'test' })).toBe('test');
  });

  it('refuses the test provider in production unless PAYMENTS_TEST_MODE=true', () => {
    expect(choose({ NODE_ENV: 'production' })).toBeNull();
    expect(choose({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' })).toBe('test');
  });
});
