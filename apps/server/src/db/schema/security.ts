import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's TOTP two-factor sign-in. Secrets are sealed (lib/secret-box.ts); `lastStep` is the last time
 * step accepted, so a code of that step or an earlier one is never taken twice.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantCode: text('merchant_code').notNull(),
  /** On when set: the confirmed secret. */
  secret: text('secret'),
  /** Shown at set-up, waiting for its first code. */
  pendingSecret: text('pending_secret'),
  lastStep: integer('last_step'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten single-use recovery codes given when two-factor is switched on (SHA-256 only). */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('member_recovery_codes_member_idx').on(t.memberId)],
);

/** Between a right password and the TOTP code: a short-lived token (hash kept) naming the member. */
export const memberLoginChallenges = pgTable(
  'member_login_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** How the first step was passed (password, sms, phone, social): the history names it. */
    method: text('method').notNull(),
    remember: boolean('remember').notNull().default(false),
    attempts: smallint('attempts').notNull().default(0),
    /** Where the password step came from: a challenge never answered goes in the history with them. */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_login_challenges_member_idx').on(t.memberId)],
);

/** A member's sign-ins, good and bad, bounded per member (security/login-history.repository.ts). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    /** ISO 3166-1 alpha-2 from the offline geo database, '' when it does not place the address. */
    country: text('country').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    method: text('method').notNull(),
    result: text('result').notNull(),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.id)],
);
