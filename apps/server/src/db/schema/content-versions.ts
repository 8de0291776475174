import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per kind of content the server keeps in memory (cache/content-cache.ts).
 * Statement-level triggers on the content tables add one on every insert, update, delete or
 * truncate (migration 0005), so no write path, not even a hand-run SQL statement, can forget
 * to invalidate. Every signed-in request reads the counters in its session statement.
 */
export const contentVersions = pgTable('content_versions', {
  scope: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
