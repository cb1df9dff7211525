import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-login counters per account (`user:<name>`) and per address (`ip:<addr>`), shared by
 * every server instance: they decide when a captcha is needed and when logins are locked.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    merchantCode: text('merchant_code').notNull(),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.key] })],
);

/** An issued captcha: the answer's hash, good once and for a few minutes. */
export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expiry_idx').on(t.expiresAt)],
);

/**
 * A verification code: hashed, single use, with bounded attempts. Sent by SMS, or by e-mail for binding
 * an address: then `phone` holds the address (the destination either way).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    phone: text('phone').notNull(),
    /** The signed-in member who asked (binding a new number or address), for the per-member limit. */
    memberId: integer('member_id'),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.merchantCode, t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.merchantCode, t.ip, t.createdAt),
    index('sms_codes_member_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.memberId} is not null`),
  ],
);

/** A password-reset link sent by e-mail: the token's hash, single use, short-lived. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS and e-mail kept instead of sent (outside production): GET /api/dev/outbox reads them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);

/**
 * RSA keys for encrypted payloads. Every instance reads them from here; the newest active key
 * is published, older ones still decrypt until retired (rotation).
 */
export const encryptionKeys = pgTable('encryption_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: text('public_jwk').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
