import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts.ts';
import { user } from './auth.ts';
import { pillars } from './learning.ts';

/**
 * A pillar's certificate (issue 43, docs/decisions/051-certificates.md): issued once per
 * person and pillar when the person has completed every lesson of it. The unique key
 * (user_id, pillar_id) is what makes "once" hold when two last lessons are completed at the
 * same instant. The name and the pillar's title are kept as they were when it was issued;
 * the organization is kept (for the agent's team view) but never shown publicly. The id is a
 * random UUID: the public page's address, unguessable.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null once the pillar is deleted: the certificate still verifies, with its kept title. */
    pillarId: uuid().references(() => pillars.id, { onDelete: 'set null' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    recipientName: text().notNull(),
    pillarTitle: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The member's choice: a private certificate's public page says only that it exists. */
    isPrivate: boolean().notNull().default(false),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (table) => [
    unique('certificates_user_id_pillar_id_key').on(table.userId, table.pillarId),
    index('certificates_issued_at_idx').on(table.issuedAt),
    index('certificates_pillar_id_issued_at_idx').on(table.pillarId, table.issuedAt),
    index('certificates_organization_id_idx').on(table.organizationId),
    check(
      'certificates_revoked_reason_check',
      sql`(${table.revokedAt} is null) = (${table.revokedReason} is null)`,
    ),
  ],
);
