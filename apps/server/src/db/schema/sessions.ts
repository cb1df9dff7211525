import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/** A login. Only the SHA-256 of the token is stored; the token itself lives with the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Minutes each renewal adds (short for a plain login, long for "remember me"). */
    ttlMinutes: integer('ttl_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a request last used it, to the minute (refreshed at most once a minute). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, password, replaced (a later login on a single-session site), disabled. */
    revokeReason: text('revoke_reason'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Where the login came from (ISO alpha-2 from the offline geo database), '' when unknown. */
    country: text('country').notNull().default(''),
  },
  (t) => [index('sessions_member_idx').on(t.memberId, t.revokedAt)],
);

/**
 * A browser a member has logged in from (a "device cookie"): it lets its owner past an account
 * lock that strangers' guesses caused. Only the SHA-256 of the token is stored.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_devices_member_idx').on(t.memberId)],
);
