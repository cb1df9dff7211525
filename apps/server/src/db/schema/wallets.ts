import { sql } from 'drizzle-orm';
import { LEDGER_KINDS } from '@lobby/contract/wallet';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/** A member's balance in minor units (cents); it can never go below zero. */
export const wallets = pgTable(
  'wallets',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceMinor} >= 0`)],
);

/**
 * Every balance change, immutable, written in the same transaction as the change. A reference
 * (round id, deposit id) makes a change happen once: the same kind and reference again is a no-op.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    gameType: text('game_type'),
    nodeId: text('node_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_reference_uq').on(t.memberId, t.kind, t.reference),
    index('ledger_member_time_idx').on(t.memberId, t.createdAt),
    // The dashboard's range scans of a merchant's movements.
    index('ledger_merchant_time_idx').on(t.merchantCode, t.createdAt),
  ],
);
