import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Classifications (FeatureBuy, JP, BG, ...) per game type, with the vendors that have such games. */
export const classifications = pgTable(
  'classifications',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameType: text('game_type').notNull(),
    key: text('key').notNull(),
    displayName: text('display_name').notNull(),
    sort: integer('sort').notNull(),
    vendors: text('vendors').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.gameType, t.key] }),
    index('classifications_sort_idx').on(t.merchantCode, t.gameType, t.sort),
  ],
);
