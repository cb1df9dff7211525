import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** The operator's vendor sorting list: categories in menu order, vendors in display order. */
export const vendorSorting = pgTable(
  'vendor_sorting',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameCategory: text('game_category').notNull(),
    categorySort: integer('category_sort').notNull(),
    vassalage: text('vassalage').notNull(),
    accountTypeName: text('account_type_name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.gameCategory, t.vassalage] })],
);
