import { subscriptionStatuses } from '@pillars/shared/access';
import { roles } from '@pillars/shared/roles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { planPrices } from './plans.ts';
import { inList } from './sql-helpers.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    hasFreeAccess: boolean().notNull().default(false),
    /** The payments provider's customer (one per organization: Stripe `cus_...`). */
    providerCustomerId: text().unique(),
    /** The agent asks every team member for a second factor at their next sign-in (decision 052). */
    requireTwoFactor: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Manage Organizations lists the newest first.
  (table) => [index('organizations_created_at_idx').on(table.createdAt.desc(), table.id)],
);

/**
 * Profile fields beside better-auth's user row; same id, one lifecycle. The e-mail is
 * `user.email` only. Deleting the user deletes the profile (this key); deleting the profile,
 * directly or through its organization's cascade, deletes the user and with it the
 * `account` and `session` rows (the trigger `profiles_delete_user`, in migration
 * 0003_profile-deletes-its-user.sql).
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    avatarUrl: text(),
    role: text().$type<(typeof roles)[number]>().notNull().default('team_member'),
    isGuru: boolean().notNull().default(false),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The IANA zone the account reads times in (Settings > Time zone; the browser's at
     * sign-up). Checked by the API (`isValidTimeZone`): PostgreSQL's own zone list is not the
     * browser's, so no CHECK here.
     */
    timeZone: text().notNull().default('UTC'),
    /**
     * When an owner closed Home's getting-started checklist before finishing it (issue 54);
     * null while it shows (it also ends by itself once every step is done).
     */
    gettingStartedDismissedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('profiles_organization_id_idx').on(table.organizationId),
    // Analytics' sign-ups per week (issue 27).
    index('profiles_created_at_idx').on(table.createdAt),
    check('profiles_role_check', sql`${table.role} in (${inList(roles)})`),
  ],
);

/**
 * An organization's subscription (the agency pays once for its team). The newest row
 * for the organization is the current one.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => user.id, { onDelete: 'set null' }),
    status: text().$type<(typeof subscriptionStatuses)[number]>().notNull(),
    priceId: text(),
    /**
     * Our price it is on (issue 58): from the provider's price when it reports one, else the
     * checkout's; the plan's seats and content follow it. Migration 0046 put every older row
     * on the Team plan's annual price.
     */
    planPriceId: uuid().references(() => planPrices.id, { onDelete: 'restrict' }),
    /** A trial's end as the provider reports it; null when it is not trialing. */
    trialEndsAt: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    paymentMethodBrand: text(),
    paymentMethodLast4: text(),
    providerCustomerId: text(),
    providerSubscriptionId: text().unique(),
    /**
     * The provider's `created` time (epoch seconds) of the event this row was last written
     * from: an older event arriving late changes nothing (Stripe does not keep order).
     */
    providerEventAt: bigint({ mode: 'number' }),
    /**
     * The status that event reported (`status` is what access reads: this, or past_due after a
     * newer failed payment). Null on rows not written from a provider report (seed, tests).
     */
    providerStatus: text().$type<(typeof subscriptionStatuses)[number]>(),
    /** The `created` of the newest `invoice.payment_failed` applied (epoch seconds). */
    paymentFailedAt: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_organization_id_created_at_idx').on(table.organizationId, table.createdAt),
    index('subscriptions_plan_price_id_idx').on(table.planPriceId),
    // The trial reminders' scan: trialing subscriptions by their end.
    index('subscriptions_trial_ends_at_idx').on(table.trialEndsAt).where(sql`${table.status} = 'trialing'`),
    check('subscriptions_status_check', sql`${table.status} in (${inList(subscriptionStatuses)})`),
    check(
      'subscriptions_provider_status_check',
      sql`${table.providerStatus} in (${inList(subscriptionStatuses)})`,
    ),
  ],
);

export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export const mailTransports = ['smtp', 'log'] as const;

/**
 * Every e-mail the app sends (integrations/mail/mailer.ts): written with a `mail.send` job
 * in one statement, then delivered by the job through SMTP, or to the log without SMTP.
 * `failed` after the job's last attempt, with the SMTP error in `last_error`.
 */
/** A file attached to an outbox message (text: an iCalendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Files sent with the message (an event reminder's .ics), text content only. */
    attachments: jsonb().$type<MailAttachment[]>(),
    /** Extra headers (an announcement's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    status: text().$type<(typeof mailStatuses)[number]>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** How it was delivered: SMTP, or the log (no SMTP_URL). */
    transport: text().$type<(typeof mailTransports)[number]>(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_to_created_at_idx').on(table.to, table.createdAt),
    check('mail_outbox_status_check', sql`${table.status} in (${inList(mailStatuses)})`),
    check('mail_outbox_transport_check', sql`${table.transport} in (${inList(mailTransports)})`),
  ],
);

/**
 * Which e-mails an account gets (Settings > Notifications). No row means every kind is on
 * (the default): readers take `coalesce(column, true)` over a left join. Another kind of
 * e-mail is one more boolean column here (and one more key of `notificationPreferences`).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  teamReplies: boolean().notNull().default(true),
  eventReminders: boolean().notNull().default(true),
  callReminders: boolean().notNull().default(true),
  /** The weekly team digest (agents only; modules/analytics/weekly-digest.ts). */
  weeklyDigest: boolean().notNull().default(true),
  /** New replies and mentions in Community discussions the account follows (issue 42). */
  communityReplies: boolean().notNull().default(true),
  /** Learning plans: an assignment, its reminders and its overdue notice (decision 050). */
  learningPlan: boolean().notNull().default(true),
  /** "You completed <pillar>" when a certificate is issued (issue 43). */
  certificates: boolean().notNull().default(true),
  /** Announcements from the team behind Pillars (issue 60): one-click unsubscribe turns off this one only. */
  announcements: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
