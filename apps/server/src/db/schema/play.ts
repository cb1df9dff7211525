import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { sessions } from './sessions';
import { INHOUSE_ENGINES } from '@lobby/contract/inhouse';

/**
 * A launch: the ticket a game page plays with. Only its SHA-256 is stored. It ends with the
 * member's session; a free-play ticket carries its own fun balance.
 */
export const gameTickets = pgTable(
  'game_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketHash: text('ticket_hash').notNull().unique(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    adapter: text('adapter', { enum: ['inhouse', 'demo', 'sandbox', 'seamless-v1'] }).notNull(),
    mode: text('mode', { enum: ['real', 'free'] }).notNull(),
    funBalanceMinor: bigint('fun_balance_minor', { mode: 'number' }),
    /** The language the game was launched in (an external provider's authenticate answers it). */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('game_tickets_fun_not_negative', sql`${t.funBalanceMinor} is null or ${t.funBalanceMinor} >= 0`)],
);

/**
 * One settled round of an in-house game. The member's round id makes it happen once; its bet and
 * win are ledger rows written in the same transaction (real play only).
 */
export const rounds = pgTable(
  'rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: text('round_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => gameTickets.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    gameType: text('game_type').notNull(),
    engine: text('engine', { enum: INHOUSE_ENGINES }).notNull(),
    mode: text('mode', { enum: ['real', 'free'] }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull(),
    /** The request as played (stake, picks): a retry must match it. */
    requestKey: text('request_key').notNull(),
    outcome: jsonb('outcome').notNull(),
    seed: text('seed').notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rounds_member_round_uq').on(t.memberId, t.roundId),
    index('rounds_member_time_idx').on(t.memberId, t.mode, t.createdAt),
  ],
);
