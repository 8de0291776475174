import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts.ts';
import { coupons } from './plans.ts';

/*
 * Apart from plans.ts: an organization's subscription is on a plan's price (accounts.ts
 * imports plans.ts), so what names an organization and a coupon lives here, below both.
 */

/**
 * A coupon redeemed: written with the provider's paid checkout that carried it (a replay
 * finds its billing event and writes nothing), one per subscription. Kept when the
 * organization goes (the coupon's count must not fall back).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    providerSubscriptionId: text().notNull().unique(),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_coupon_id_idx').on(table.couponId),
    index('coupon_redemptions_organization_id_idx').on(table.organizationId),
    index('coupon_redemptions_redeemed_at_idx').on(table.redeemedAt),
  ],
);
