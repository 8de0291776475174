import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/*
 * Second factors (decision 052): an authenticator app's key, its backup codes, the wrong
 * codes in a row, the devices trusted for 30 days and the devices an account signed in from.
 * Everything a rule counts lives here, so it holds across instances.
 */

/** One authenticator per account: the key (encrypted), confirmed once a right code came back. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The base32 key, AES-256-GCM with a key derived from the auth secret. */
  secretEncrypted: text().notNull(),
  /** Null while set-up waits for its first right code. */
  enabledAt: timestamp({ withTimezone: true }),
  /** The newest 30-second step whose code was accepted: a code is refused a second time. */
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use backup codes, stored hashed (SHA-256). */
export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique('two_factor_backup_codes_user_code_key').on(table.userId, table.codeHash)],
);

/** Wrong codes in a row, and until when code entry is locked (five wrong: 15 minutes). */
export const twoFactorAttempts = pgTable('two_factor_attempts', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** "Trust this device for 30 days": the device's cookie token, hashed. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trusted_devices_user_id_idx').on(table.userId)],
);

/** The devices (browser family and network) an account signed in from: a new one is mailed. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deviceKey: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceKey] })],
);

/**
 * Passkeys (WebAuthn credentials, decision 052): each counts as a second factor, and a sign-in
 * with one is both factors. The public key is the COSE key the authenticator gave at
 * registration (base64url); the counter is the authenticator's signature counter (0 when it
 * keeps none), moved forward only by the statement that accepts an assertion.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The person's own name for it ("MacBook"). */
    name: text().notNull(),
    /** The credential id, base64url, as the browser sends it back. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    /** The transports the browser reported (`internal`, `hybrid`, `usb` ...), comma-separated. */
    transports: text(),
    /** `singleDevice` or `multiDevice` (synced), and whether it is backed up, as registered. */
    deviceType: text().notNull(),
    backedUp: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('passkeys_user_id_idx').on(table.userId),
    unique('passkeys_credential_id_key').on(table.credentialId),
  ],
);
