import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentChannels } from './cashier';
import { members } from './members';
import { operators } from './operators';

export type PayoutAccountKind = 'bank' | 'ewallet';

/** Where a payout goes, as the request keeps it: a removed or edited account never changes a request. */
export interface PayoutAccountSnapshot {
  kind: PayoutAccountKind;
  providerName: string;
  accountNumber: string;
  holderName: string;
}

/** A member's bank or e-wallet account to be paid into. Removal is soft, so requests can name it. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bank', 'ewallet'] }).notNull(),
    /** The bank's or the wallet's name ("BCA", "GoPay"). */
    providerName: text('provider_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_accounts_member_idx').on(t.memberId),
    uniqueIndex('payout_accounts_number_uq')
      .on(t.memberId, t.kind, t.providerName, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;

/**
 * A withdrawal request. Its amount is held at once (ledger kind 'withdrawal', reference
 * `withdrawal:<requestNo>`); paying it keeps the hold, rejecting or cancelling releases it with a
 * 'withdrawal_release' row. The status moves once, out of 'pending', by a conditional update.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestNo: text('request_no').notNull().unique(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    payoutAccountId: integer('payout_account_id').references(() => payoutAccounts.id, { onDelete: 'set null' }),
    account: jsonb('account').$type<PayoutAccountSnapshot>().notNull(),
    /** What the balance gives (the hold). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    /** What reaches the member's account: the amount less a fee the member bears. */
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    /** The transfer's reference at the bank or wallet, given by the operator who paid it. */
    payoutReference: text('payout_reference'),
    /** Shown to the member. */
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_member_time_idx').on(t.memberId, t.createdAt),
    // The operator's queue: a merchant's requests by status and time.
    index('withdrawals_queue_idx').on(t.merchantCode, t.status, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0 and ${t.payoutMinor} >= 0 and ${t.feeMinor} >= 0`),
  ],
);
