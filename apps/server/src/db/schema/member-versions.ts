import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * One counter per member, over the rows that are the member's own (lesson progress and
 * bookmarks today; a domain with per-member rows adds its triggers in its migration).
 * Statement-level triggers add one for each member a write touches (migration 0006), so no
 * write path can forget to invalidate. The session statement reads the viewer's counter, and
 * lib/member-cache.ts serves the member's rows from memory while it has not moved.
 *
 * No foreign key to the user: the triggers run while a deleted user's rows cascade away,
 * and a counter outliving its user costs one small row. A row is never deleted while its
 * user exists (the counter must only grow).
 */
export const memberVersions = pgTable('member_versions', {
  userId: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
