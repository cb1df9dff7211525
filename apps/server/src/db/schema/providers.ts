import { boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** A game provider ("vassalage") as a merchant offers it. */
export const providers = pgTable(
  'providers',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    /** 1 means hot (spec: isHot). */
    isHot: smallint('is_hot').notNull().default(0),
    /** False hides the provider's card and all its games (the operator's switch). */
    enabled: boolean('enabled').notNull().default(true),
    /** The operator's display order: every provider list follows it. */
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.vassalage] }),
    index('providers_sort_idx').on(t.merchantCode, t.sort),
  ],
);

/** Which game types a provider serves for a merchant, in the operator's order (vendor game types, typeId 1). */
export const vendorGameTypes = pgTable(
  'vendor_game_types',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    sort: integer('sort').notNull(),
    /** Enabled games of this provider and type, kept by the seed and the operator's game changes. */
    gameCount: integer('game_count').notNull().default(0),
    /** False keeps the provider's card out of this category (the operator's choice); its games stay. */
    shown: boolean('shown').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.gameType, t.vassalage] }),
    index('vendor_game_types_sort_idx').on(t.merchantCode, t.gameType, t.sort),
  ],
);
