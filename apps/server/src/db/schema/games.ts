import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { INHOUSE_ENGINES } from '@lobby/contract/inhouse';

/** The game catalogue of a merchant. Money in minor units, RTP in basis points. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    nodeId: text('node_id').notNull(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage').notNull(),
    gameName: text('game_name').notNull(),
    nodeName: text('node_name').notNull(),
    gameId: text('game_id').notNull(),
    roomId: text('room_id'),
    /** 0 means free play is available. */
    supportPlay: smallint('support_play').notNull(),
    /** 1 means free play. */
    freeplay: smallint('freeplay').notNull(),
    lottoMode: text('lotto_mode'),
    gameCode: text('game_code').notNull(),
    isGameH5: smallint('is_game_h5').notNull().default(1),
    classify: text('classify').array().notNull().default([]),
    minBetMinor: bigint('min_bet_minor', { mode: 'number' }).notNull(),
    minLine: integer('min_line').notNull(),
    /** Return to player in basis points: 9650 is 96.50 %. */
    rtpBp: integer('rtp_bp').notNull(),
    volatility: text('volatility').notNull(),
    /** False hides the game from every list and refuses its launch (the operator's switch). */
    enabled: boolean('enabled').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    hotRank: integer('hot_rank'),
    /** The operator's display order; unique per merchant, so paging is stable. */
    sort: integer('sort').notNull(),
    /** Public path of the game art under /media. */
    image: text('image').notNull(),
    /** The in-house engine that plays this game (INHOUSE_ENGINES); external games have none. */
    engine: text('engine', { enum: INHOUSE_ENGINES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_merchant_node_uq').on(t.merchantCode, t.nodeId),
    index('games_merchant_sort_idx').on(t.merchantCode, t.sort),
    index('games_merchant_type_sort_idx').on(t.merchantCode, t.gameType, t.sort),
    index('games_merchant_vassalage_idx').on(t.merchantCode, t.vassalage, t.gameType, t.sort),
    index('games_hot_idx')
      .on(t.merchantCode, t.hotRank)
      .where(sql`${t.isHot}`),
    index('games_name_trgm_idx').using('gin', t.gameName.op('gin_trgm_ops')),
    index('games_code_trgm_idx').using('gin', t.gameCode.op('gin_trgm_ops')),
    // The console sorts the catalogue by name and by provider.
    index('games_merchant_name_idx').on(t.merchantCode, t.gameName, t.id),
    index('games_classify_idx').using('gin', t.classify),
  ],
);
