import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';
import { gameTickets } from './play';

export const PROVIDER_ADAPTERS = ['sandbox', 'seamless-v1'] as const;
export const RECONCILIATION_RULES = ['status', 'rollback'] as const;
export const PROVIDER_ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;
export const PROVIDER_TRANSACTION_KINDS = ['debit', 'credit', 'rollback'] as const;

/**
 * How a merchant reaches one external provider (protocol seamless-wallet v1, docs/provider-wallet.md).
 * `sandbox` derives its secret from PROVIDERS_SANDBOX_KEY; `seamless-v1` keeps its own, sealed.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** The catalogue's vassalage of the provider (PG, JDB, ...). */
    providerCode: text('provider_code').notNull(),
    adapter: text('adapter', { enum: PROVIDER_ADAPTERS }).notNull(),
    baseUrl: text('base_url').notNull(),
    /** The merchant as the provider knows it (X-Operator). */
    operatorId: text('operator_id').notNull(),
    /** seamless-v1 only, sealed at rest (lib/secret-box.ts); never answered by any API. */
    secretSealed: text('secret_sealed'),
    /** When an operator last set the secret (null: seeded or never set through the console). */
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    /** A round with no settle after this long is reconciled by the rule below. */
    openRoundTimeoutSeconds: integer('open_round_timeout_seconds').notNull().default(600),
    reconciliation: text('reconciliation', { enum: RECONCILIATION_RULES }).notNull().default('status'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_connections_merchant_uq').on(t.merchantCode, t.providerCode),
    // A provider's call names the operator: it must find one merchant.
    uniqueIndex('provider_connections_operator_uq').on(t.providerCode, t.operatorId),
  ],
);

/** A provider's round as our wallet saw it: open from its first debit until settled or cancelled. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    providerCode: text('provider_code').notNull(),
    roundId: text('round_id').notNull(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => gameTickets.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    gameType: text('game_type').notNull(),
    mode: text('mode', { enum: ['real', 'free'] }).notNull(),
    /** Accepted debits less their rollbacks, and accepted credits, in minor units. */
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull().default(0),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: PROVIDER_ROUND_STATUSES }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** A reconciliation pass claimed the round until then: another instance's pass leaves it alone. */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_rounds_uq').on(t.providerCode, t.merchantCode, t.roundId),
    index('provider_rounds_member_time_idx').on(t.memberId, t.mode, t.openedAt),
    // Reconciliation scans the open rounds, oldest first.
    index('provider_rounds_open_idx')
      .on(t.merchantCode, t.providerCode, t.openedAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Every debit, credit and rollback a provider sent, once per (provider, merchant, transaction id),
 * with the first answer given: a retry answers it again. A rollback of a debit never seen leaves a
 * tombstone under the debit's id, so the late debit is refused.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    providerCode: text('provider_code').notNull(),
    operatorId: text('operator_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind', { enum: PROVIDER_TRANSACTION_KINDS }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** A rollback: the debit it refunds. */
    referenceTransactionId: text('reference_transaction_id'),
    /** Whether money (or fun credits) moved. */
    applied: boolean('applied').notNull(),
    /** A debit id recorded by a rollback before the debit came: the debit is refused when it does. */
    tombstone: boolean('tombstone').notNull().default(false),
    /** The debit was refunded (by the provider's rollback or by reconciliation). */
    rolledBack: boolean('rolled_back').notNull().default(false),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_uq').on(t.providerCode, t.merchantCode, t.transactionId),
    index('provider_transactions_round_idx').on(t.providerCode, t.merchantCode, t.roundId),
    // The operator report: a merchant's transactions by day.
    index('provider_transactions_report_idx').on(t.merchantCode, t.createdAt),
    check('provider_transactions_amount_not_negative', sql`${t.amountMinor} >= 0`),
  ],
);

export type ProviderConnection = typeof providerConnections.$inferSelect;
export type ProviderRound = typeof providerRounds.$inferSelect;
export type ProviderTransaction = typeof providerTransactions.$inferSelect;
