import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './accounts.ts';
import { user } from './auth.ts';

/**
 * Team invitations (issue 22, decision 022): Add User e-mails a one-time link instead of a
 * password. Only the SHA-256 of the link's token is kept (`token_hash`); the token itself is
 * in the e-mail and nowhere else. Pending = neither accepted nor revoked; a pending row past
 * `expires_at` shows as expired until it is resent (a new token) or revoked.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased; the account is created with it. */
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    role: text().$type<'team_member' | 'agent'>().notNull(),
    isGuru: boolean().notNull().default(false),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: uuid().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
    /** The account the invitation became. */
    acceptedUserId: uuid().references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invitations_token_hash_idx').on(table.tokenHash),
    // One open invitation per address (an e-mail with an account is refused by the code).
    uniqueIndex('team_invitations_pending_email_idx')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    // The team list: an organization's pending invitations, newest first.
    index('team_invitations_pending_organization_idx')
      .on(table.organizationId, table.createdAt.desc())
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    // A superadmin's list of every organization's pending invitations.
    index('team_invitations_pending_created_at_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('team_invitations_invited_by_idx').on(table.invitedBy),
    index('team_invitations_accepted_user_id_idx').on(table.acceptedUserId),
    check('team_invitations_role_check', sql`${table.role} in ('team_member', 'agent')`),
  ],
);
