import { eventTypes, paymentStatuses } from '@pillars/shared/domain-values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { inList } from './sql-helpers.ts';

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    dateTime: timestamp({ withTimezone: true }).notNull(),
    location: text(),
    type: text().$type<(typeof eventTypes)[number]>().notNull().default('virtual'),
    zoomLink: text(),
    imageUrl: text(),
    /** Money in cents (spec: registration_fee in dollars, step 0.01). */
    registrationFeeCents: integer().notNull().default(0),
    /** Null means unlimited. */
    availableSeats: integer(),
    isActive: boolean().notNull().default(true),
    hostId: uuid().references(() => user.id, { onDelete: 'set null' }),
    /** Offered on these plans only (issue 58); empty: every plan. */
    planIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_is_active_date_time_idx').on(table.isActive, table.dateTime),
    index('events_date_time_idx').on(table.dateTime),
    // Manage Organizations counts the events its people host.
    index('events_host_id_idx').on(table.hostId),
    // The members' list filtered by type (spec 01: all / live / virtual).
    index('events_is_active_type_date_time_idx').on(table.isActive, table.type, table.dateTime),
    // The admin list filtered by type with every status (spec 02: All Status).
    index('events_type_date_time_idx').on(table.type, table.dateTime),
    check('events_type_check', sql`${table.type} in (${inList(eventTypes)})`),
    check('events_registration_fee_check', sql`${table.registrationFeeCents} >= 0`),
    check(
      'events_available_seats_check',
      sql`${table.availableSeats} is null or ${table.availableSeats} >= 0`,
    ),
  ],
);

export const eventTags = pgTable(
  'event_tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tag: text().notNull(),
  },
  (table) => [unique('event_tags_event_id_tag_key').on(table.eventId, table.tag)],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    registrationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paymentStatus: text().$type<(typeof paymentStatuses)[number]>().notNull().default('none'),
    paymentDetails: jsonb(),
  },
  (table) => [
    unique('event_registrations_event_id_user_id_key').on(table.eventId, table.userId),
    // Seats taken per event: counted by status without visiting the rows.
    index('event_registrations_event_id_payment_status_idx').on(table.eventId, table.paymentStatus),
    index('event_registrations_user_id_idx').on(table.userId),
    // Analytics' registrations per week (issue 27).
    index('event_registrations_registration_date_idx').on(table.registrationDate),
    // An event's registrations, newest first (the admin list and its export).
    index('event_registrations_event_id_registration_date_idx').on(table.eventId, table.registrationDate),
    check(
      'event_registrations_payment_status_check',
      sql`${table.paymentStatus} in (${inList(paymentStatuses)})`,
    ),
  ],
);
