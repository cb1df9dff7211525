import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdminRankBenefit } from '@lobby/contract/admin/ranks';
import { members } from './members';
import { merchants } from './merchants';

/** One tier of a contract: from this much (turnover, profit or active players) this rate applies. */
export interface ContractTier {
  threshold: number;
  rate: number;
}

/**
 * A contract the operator offers an agent: daily salary, dividend or hourly salary, per product
 * type. An offer waits for the agent to accept or refuse it (the home pop-ups prompt for these).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['dailySalary', 'dividend', 'hourlySalary'] }).notNull(),
    /** RNG, LIVE, SPORTS, ... or ALL. */
    productType: text('product_type').notNull(),
    status: text('status', { enum: ['offered', 'accepted', 'refused'] })
      .notNull()
      .default('offered'),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_member_kind_product_uq').on(t.memberId, t.kind, t.productType),
    index('agent_contracts_status_idx').on(t.memberId, t.status),
  ],
);

/** The VIP ranks of a merchant, lowest first, with what it takes to reach each. */
export const playerRanks = pgTable(
  'player_ranks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    labelId: integer('label_id').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Real-money turnover (sum of stakes) needed, in minor units. */
    turnoverMinor: integer('turnover_minor').notNull().default(0),
    /** Deposits (count) needed. */
    deposits: integer('deposits').notNull().default(0),
    /** Days since registration needed. */
    accountDays: integer('account_days').notNull().default(0),
    /** What the rank gives, in the operator's words per language, in the order shown. */
    benefits: jsonb('benefits').$type<AdminRankBenefit[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('player_ranks_label_uq').on(t.merchantCode, t.labelId)],
);
