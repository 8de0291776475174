import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const gurus = pgTable(
  'gurus',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    name: text().notNull(),
    businessName: text(),
    description: text(),
    slug: text().notNull().unique(),
    imageUrl: text(),
    coverUrl: text(),
    location: text(),
    websiteUrl: text(),
    bio: text(),
    experienceYears: integer(),
    clientsCount: integer(),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }),
    reviewsCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gurus_is_active_name_idx').on(table.isActive, table.name),
    check('gurus_rating_check', sql`${table.rating} is null or ${table.rating} between 0 and 5`),
    check(
      'gurus_experience_years_check',
      sql`${table.experienceYears} is null or ${table.experienceYears} >= 0`,
    ),
    check('gurus_clients_count_check', sql`${table.clientsCount} is null or ${table.clientsCount} >= 0`),
    check('gurus_reviews_count_check', sql`${table.reviewsCount} >= 0`),
  ],
);

export const guruSpecialties = pgTable(
  'guru_specialties',
  {
    id: uuid().primaryKey().defaultRandom(),
    guruId: uuid()
      .notNull()
      .references(() => gurus.id, { onDelete: 'cascade' }),
    specialty: text().notNull(),
  },
  (table) => [index('guru_specialties_guru_id_idx').on(table.guruId)],
);
