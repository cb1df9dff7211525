import type { FeeRule, OpeningHours, ReceivingAccount } from '@lobby/contract/cashier';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** How the server reaches a gateway channel's payment provider (the secret is never answered). */
export interface GatewayConfig {
  adapter: 'sandbox' | 'signed-http';
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
