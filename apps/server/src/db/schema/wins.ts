import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Recent wins for the winners board (seeded now; real play feeds it later). */
export const wins = pgTable(
  'wins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** The member's login name, unmasked; masked only on output. */
    customerName: text('customer_name').notNull(),
    nodeId: text('node_id').notNull(),
    gameType: text('game_type').notNull(),
    winAmountMinor: bigint('win_amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wins_recent_idx').on(t.merchantCode, t.createdAt.desc(), t.id.desc()),
    index('wins_type_recent_idx').on(t.merchantCode, t.gameType, t.createdAt.desc(), t.id.desc()),
  ],
);
