import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work that must run at most once at a time across every instance (lib/leases.ts): one row per
 * key while it runs, e.g. `article-magic:article:<id>`. `holder` is the taker's random token (only
 * it gives the row back); a holder that died leaves a row that others may take once `expires_at`
 * has passed.
 */
export const leases = pgTable(
  'leases',
  {
    key: text().primaryKey(),
    holder: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('leases_expires_at_idx').on(table.expiresAt)],
);
