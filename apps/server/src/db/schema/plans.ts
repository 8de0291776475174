import { couponDurations, planIntervals } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers.ts';

/*
 * Plans, their prices, coupons and trials (issue 58, decision 070). The payments provider
 * stays the source of truth for money: a subscription is on the price the provider reports
 * (`subscriptions.plan_price_id`), a coupon counts as redeemed when the provider reports a
 * paid checkout with it, a trial as started when it reports the trialing subscription.
 */

/**
 * A plan (Solo, Team, Agency): what /pricing shows and what the seats and plan-only content
 * read. Never deleted (subscriptions stay on it): archived, it is off sale.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** From the name, unique: the pricing page's anchor and the sign-up link's `plan`. */
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    /** The team's size (people and open invitations); null: unlimited. */
    seats: integer(),
    /** The lines of the pricing page's list. */
    features: text().array().notNull().default(sql`'{}'::text[]`),
    currency: text().notNull().default('usd'),
    /** 0: no trial. */
    trialDays: integer().notNull().default(0),
    /** The trial asks for a card (and converts at its end) or not (and stops, nothing deleted). */
    trialRequiresCard: boolean().notNull().default(false),
    isArchived: boolean().notNull().default(false),
    displayOrder: integer().notNull().default(0),
    /** The provider's product the plan's prices belong to (Stripe `prod_...`), made with its first price. */
    providerProductId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plans_display_order_idx').on(table.displayOrder, table.name),
    check('plans_seats_check', sql`${table.seats} is null or ${table.seats} >= 1`),
    check('plans_trial_days_check', sql`${table.trialDays} between 0 and 365`),
    check('plans_currency_check', sql`${table.currency} ~ '^[a-z]{3}$'`),
    check('plans_display_order_check', sql`${table.displayOrder} >= 0`),
  ],
);

/**
 * A plan's price for an interval. A price is never edited: a new amount is a new row (and a
 * new provider price), the old row stays (`is_current` false) for the subscriptions on it.
 * One current price per plan and interval.
 */
export const planPrices = pgTable(
  'plan_prices',
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    interval: text().$type<(typeof planIntervals)[number]>().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    isCurrent: boolean().notNull().default(true),
    /**
     * The provider's price (Stripe `price_...`); null until it is made (a price made while
     * payments were not configured, or by a migration, is made at its first checkout).
     */
    providerPriceId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_prices_current_idx').on(table.planId, table.interval).where(sql`${table.isCurrent}`),
    check('plan_prices_interval_check', sql`${table.interval} in (${inList(planIntervals)})`),
    check('plan_prices_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * A coupon (percent or amount off, once / N months / forever), made at the provider too. Its
 * terms never change (the provider's do not); it is turned on and off. The code is kept upper
 * case and matched so.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    percentOff: integer(),
    amountOffCents: integer(),
    currency: text().notNull().default('usd'),
    duration: text().$type<(typeof couponDurations)[number]>().notNull(),
    durationMonths: integer(),
    /** The plans it applies to; empty: every plan. */
    planIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** The end of its last day; null: it does not expire. */
    expiresAt: timestamp({ withTimezone: true }),
    maxRedemptions: integer(),
    isActive: boolean().notNull().default(true),
    /** The provider's coupon (Stripe's id); null until made (the test provider needs none). */
    providerCouponId: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupons_created_at_idx').on(table.createdAt.desc()),
    check(
      'coupons_discount_check',
      sql`(${table.percentOff} between 1 and 100 and ${table.amountOffCents} is null)
          or (${table.percentOff} is null and ${table.amountOffCents} > 0)`,
    ),
    check('coupons_duration_check', sql`${table.duration} in (${inList(couponDurations)})`),
    check(
      'coupons_duration_months_check',
      sql`(${table.duration} = 'repeating') = (${table.durationMonths} is not null)`,
    ),
    check(
      'coupons_max_redemptions_check',
      sql`${table.maxRedemptions} is null or ${table.maxRedemptions} >= 1`,
    ),
  ],
);

/**
 * A trial started (the provider reported a trialing subscription): one per organization and
 * one per owner e-mail, the unique keys the rule; kept (without a foreign key) after the
 * organization or the owner goes, so neither can start a second one by starting over.
 */
export const trialGrants = pgTable(
  'trial_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().notNull().unique(),
    /** The organization's agent's e-mail (lower case, as stored); null when it has none. */
    ownerEmail: text().unique(),
    planId: uuid().references(() => plans.id, { onDelete: 'set null' }),
    providerSubscriptionId: text().notNull().unique(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the provider first reported it paying (active) after the trial. */
    convertedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('trial_grants_started_at_idx').on(table.startedAt)],
);
