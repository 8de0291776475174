import { checkoutModes, testCheckoutStatuses } from '@pillars/shared/billing/schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts.ts';
import { user } from './auth.ts';
import { eventRegistrations } from './events.ts';
import { coupons, planPrices } from './plans.ts';
import { inList } from './sql-helpers.ts';

export const billingEventStatuses = ['applied', 'pending'] as const;

/**
 * Every payments event received, by the provider's event id (Stripe's `evt_...`, or the test
 * provider's own): the insert and the state change are one transaction, so a replayed event
 * finds its id and changes nothing. `applied`: it changed our state, or never can (stale,
 * nothing to change). `pending`: it needs a subscription we do not have yet (a failed payment
 * before the subscription's first report): `payload` keeps the event, applied when the
 * subscription appears (decision 018).
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: text().$type<(typeof billingEventStatuses)[number]>().notNull().default('applied'),
    /** The provider subscription the event is about, when it is about one. */
    providerSubscriptionId: text(),
    /** A pending event as it will be applied (`BillingEvent`); null once applied. */
    payload: jsonb(),
  },
  (table) => [
    index('billing_events_pending_subscription_idx')
      .on(table.providerSubscriptionId)
      .where(sql`${table.status} = 'pending'`),
    check('billing_events_status_check', sql`${table.status} in (${inList(billingEventStatuses)})`),
  ],
);

/**
 * The built-in test provider's checkout sessions (no Stripe configured): what the TEST MODE
 * page shows and who may pay it. Stripe keeps its own sessions.
 */
export const testCheckoutSessions = pgTable(
  'test_checkout_sessions',
  {
    id: text().primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mode: text().$type<(typeof checkoutModes)[number]>().notNull(),
    amountCents: integer().notNull(),
    description: text().notNull(),
    registrationId: uuid().references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    /** A subscription's price (issue 58), the coupon taken and the trial it starts with. */
    planPriceId: uuid().references(() => planPrices.id, { onDelete: 'cascade' }),
    couponId: uuid().references(() => coupons.id, { onDelete: 'set null' }),
    /** The price before the coupon (`amount_cents` is what Pay charges now). */
    listAmountCents: integer().notNull().default(0),
    trialDays: integer().notNull().default(0),
    trialRequiresCard: boolean().notNull().default(false),
    status: text().$type<(typeof testCheckoutStatuses)[number]>().notNull().default('open'),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('test_checkout_sessions_user_id_idx').on(table.userId),
    check('test_checkout_sessions_mode_check', sql`${table.mode} in (${inList(checkoutModes)})`),
    check('test_checkout_sessions_status_check', sql`${table.status} in (${inList(testCheckoutStatuses)})`),
  ],
);
