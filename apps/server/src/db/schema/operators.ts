import { OPERATOR_ROLES } from '@lobby/contract/admin/operators';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** A merchant's back-office account. Operators are not members: own table, own sessions. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    username: text('username').notNull(),
    /** Lower-cased username: one operator per name and merchant, whatever the case. */
    usernameKey: text('username_key').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The confirmed TOTP secret (base32, sealed: lib/secret-box.ts): two-factor sign-in is on. Never sent back after enrolment. */
    totpSecret: text('totp_secret'),
    /** A secret shown at enrolment and not yet confirmed with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code of that step or an earlier one is never taken again. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.merchantCode, t.usernameKey)],
);

/** The password step passed, the code step not yet: a short-lived challenge, never a session. */
export const operatorChallenges = pgTable(
  'operator_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** `code`: enter a code; `enrol`: the merchant requires two-factor and the operator must set it up first. */
    purpose: text('purpose', { enum: ['code', 'enrol'] }).notNull(),
    /** Wrong codes on this challenge; at the limit it ends and the password step starts over. */
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operator_challenges_operator_idx').on(t.operatorId)],
);

/** An operator login: only the SHA-256 of the token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Every change an operator makes, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** Null for changes made from the command line (operator:create). */
    operatorId: integer('operator_id'),
    /** `<area>.<verb>`, e.g. announcement.create, reward.review. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    /** What changed (the new values; never a password or a token). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_merchant_time_idx').on(t.merchantCode, t.createdAt),
    index('audit_log_merchant_operator_idx').on(t.merchantCode, t.operatorId, t.id),
    index('audit_log_merchant_target_idx').on(t.merchantCode, t.targetType, t.id),
  ],
);
