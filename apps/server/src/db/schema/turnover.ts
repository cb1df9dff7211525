import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A wagering (turnover) requirement: what real-money bets must add up to before the money it came
 * with (`lockedMinor`) may be withdrawn. Deposits add one, the rewards engine will add bonus ones;
 * bets pay the open ones down oldest first, in the bet's own transaction.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'deposit' | 'bonus' | ...: an open list, like ledger kinds. */
    sourceKind: text('source_kind').notNull(),
    /** The source's own id (`deposit:<orderNo>`): adding the same requirement twice is a no-op. */
    reference: text('reference').notNull(),
    requiredMinor: bigint('required_minor', { mode: 'number' }).notNull(),
    remainingMinor: bigint('remaining_minor', { mode: 'number' }).notNull(),
    /** The balance this requirement keeps from being withdrawn while it is open. */
    lockedMinor: bigint('locked_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    metAt: timestamp('met_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('turnover_reference_uq').on(t.memberId, t.sourceKind, t.reference),
    // The open requirements of a member, oldest first: what a bet pays down.
    index('turnover_open_idx')
      .on(t.memberId, t.id)
      .where(sql`${t.remainingMinor} > 0`),
    check('turnover_remaining_range', sql`${t.remainingMinor} >= 0 and ${t.remainingMinor} <= ${t.requiredMinor}`),
    check('turnover_locked_not_negative', sql`${t.lockedMinor} >= 0`),
  ],
);
