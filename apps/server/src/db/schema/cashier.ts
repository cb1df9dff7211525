import type { FeeRule, GatewayMethod, OpeningHours, ReceivingAccount } from '@lobby/contract/cashier';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/** How the server reaches a gateway channel's payment provider (the secret is never answered). */
export interface GatewayConfig {
  adapter: 'sandbox' | 'signed-http';
  /** Absent on channels made before QR payments: redirect. */
  method?: GatewayMethod;
  url?: string;
  accountId?: string;
  secret?: string;
}

/**
 * A merchant's way in or out of the wallet: deposit channels (bank transfer, e-wallet, QR, online
 * gateway) and withdrawal channels (the payout methods), with bounds, presets, fee and hours.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    direction: text('direction', { enum: ['deposit', 'withdrawal'] }).notNull(),
    /** bank | ewallet | qr | gateway, or a later kind (open list). */
    kind: text('kind').notNull(),
    names: jsonb('names').$type<{ en: string; id: string }>().notNull(),
    iconUrl: text('icon_url').notNull().default(''),
    currency: text('currency').notNull(),
    minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
    presetsMinor: bigint('presets_minor', { mode: 'number' }).array().notNull().default([]),
    fee: jsonb('fee').$type<FeeRule>().notNull(),
    /** Null: always open. */
    hours: jsonb('hours').$type<OpeningHours>(),
    /** Empty: every member type (rank level) may use it. */
    memberTypes: integer('member_types').array().notNull().default([]),
    rankLevels: integer('rank_levels').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** A manual deposit channel's receiving account. */
    receivingAccount: jsonb('receiving_account').$type<ReceivingAccount>(),
    /** A gateway channel's adapter and its settings. */
    gateway: jsonb('gateway').$type<GatewayConfig>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_channels_merchant_idx').on(t.merchantCode, t.direction, t.sort)],
);

/** What the member says they sent a manual deposit from. */
export interface DepositSender {
  name: string;
  provider: string;
  accountNumber: string;
}

export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected', 'expired', 'cancelled'] as const;

/**
 * A member's deposit: pending until a verified gateway callback or an operator credits it (once:
 * the ledger row's reference is `deposit:<orderNo>`), or it is rejected, expires or is cancelled.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The short reference the member writes on the transfer and the gateway knows the payment by. */
    orderNo: text('order_no').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    /** What the wallet receives: the amount less a fee the member bears. */
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
    sender: jsonb('sender').$type<DepositSender>(),
    /** The receiving account as it was when the order was made (the operator may change it later). */
    receivingAccount: jsonb('receiving_account').$type<ReceivingAccount>(),
    paymentId: text('payment_id'),
    payUrl: text('pay_url'),
    qrData: text('qr_data'),
    receiptKey: text('receipt_key'),
    receiptType: text('receipt_type'),
    /** Why it was rejected (the member sees it) or how it ended. */
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** The member's Idempotency-Key of the request that made it: a retry within 24 h answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of that request's body: the same key with another body is refused. */
    requestHash: text('request_hash'),
  },
  (t) => [
    uniqueIndex('deposit_orders_no_uq').on(t.orderNo),
    uniqueIndex('deposit_orders_idempotency_uq')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_queue_idx').on(t.merchantCode, t.status, t.createdAt),
    // The expiry sweeper's scan.
    index('deposit_orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every gateway callback received, accepted or refused, with why (the finance team's trail). */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    channelId: integer('channel_id'),
    reference: text('reference'),
    paymentId: text('payment_id'),
    status: text('status'),
    /** credited | applied (another state) | ignored (duplicate, stale) | refused | failed (our error). */
    outcome: text('outcome').notNull(),
    /** The catalogue code of a refusal, or a short note. */
    detail: text('detail').notNull().default(''),
    /** The raw body as received (cut at 4 KB). */
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_reference_idx').on(t.merchantCode, t.reference)],
);
