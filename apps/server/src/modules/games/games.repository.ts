import type { GameSort } from '@lobby/contract/games';
import { and, asc, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, providers, vendorGameTypes } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';

/** A normalized game filter; every field optional except the merchant, which every query carries. */
export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: readonly string[] | undefined;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  minBetMinor?: number | undefined;
  minLine?: number | undefined;
  isNew?: boolean | undefined;
}

export const gameColumns = {
  nodeId: games.nodeId,
  gameType: games.gameType,
  gameName: games.gameName,
  nodeName: games.nodeName,
  vassalage: games.vassalage,
  gameId: games.gameId,
  roomId: games.roomId,
  supportPlay: games.supportPlay,
  freeplay: games.freeplay,
  lottoMode: games.lottoMode,
  gameCode: games.gameCode,
  isGameH5: games.isGameH5,
  classify: games.classify,
  minBetMinor: games.minBetMinor,
  minLine: games.minLine,
  rtpBp: games.rtpBp,
  volatility: games.volatility,
  isNew: games.isNew,
  isHot: games.isHot,
  image: games.image,
};

/** True when a filter narrows only by game type and provider: its count is known without scanning games. */
export function isStructuralFilter(filter: GameFilter): boolean {
  return (
    !filter.gameClassify &&
    !filter.gameName &&
    filter.minBetMinor === undefined &&
    filter.minLine === undefined &&
    !filter.isNew
  );
}

/**
 * A game players may see and launch: switched on, and its provider not switched off. Every player read
 * of the catalogue (lists, search, hot, new, favourites, recent, launch) goes through it.
 */
export function visibleGame(): SQL {
  return sql`${games.enabled} and not exists (select 1 from ${providers} where ${providers.merchantCode} = ${games.merchantCode} and ${providers.vassalage} = ${games.vassalage} and not ${providers.enabled})`;
}

export function gameWhere(merchantCode: string, filter: GameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(games.merchantCode, merchantCode), visibleGame()];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vassalage?.length) {
    const [only] = filter.vassalage;
    conditions.push(
      filter.vassalage.length === 1 && only
        ? eq(games.vassalage, only)
        : inArray(games.vassalage, [...filter.vassalage]),
    );
  }
  if (filter.gameClassify) conditions.push(sql`${games.classify} @> array[${filter.gameClassify}]::text[]`);
  // ILIKE '%…%' is served by the GIN trigram index on game_name.
  if (filter.gameName) conditions.push(ilike(games.gameName, containsPattern(filter.gameName)));
  if (filter.minBetMinor !== undefined) conditions.push(gte(games.minBetMinor, filter.minBetMinor));
  if (filter.minLine !== undefined) conditions.push(gte(games.minLine, filter.minLine));
  if (filter.isNew) conditions.push(eq(games.isNew, true));
  return and(...conditions);
}

/** ORDER BY of each list sort; every one ends on the operator's order, unique per merchant, so paging is stable. */
const ORDER_BY: Record<GameSort, SQL[]> = {
  popular: [asc(games.sort)],
  newest: [desc(games.createdAt), asc(games.sort)],
  name: [asc(sql`lower(${games.gameName}) collate "C"`), asc(games.sort)],
  rtp: [desc(games.rtpBp), asc(games.sort)],
};

export function createGamesRepository(db: Db) {
  return {
    /** One page in the sort's order (the operator's order by default). */
    async list(merchantCode: string, filter: GameFilter, limit: number, offset: number, sort: GameSort = 'popular') {
      return db
        .select(gameColumns)
        .from(games)
        .where(gameWhere(merchantCode, filter))
        .orderBy(...ORDER_BY[sort])
        .limit(limit)
        .offset(offset);
    },

    async count(merchantCode: string, filter: GameFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(games).where(gameWhere(merchantCode, filter));
      return row?.n ?? 0;
    },

    async hot(merchantCode: string, limit: number) {
      return db
        .select(gameColumns)
        .from(games)
        .where(and(eq(games.merchantCode, merchantCode), eq(games.isHot, true), visibleGame()))
        .orderBy(asc(games.hotRank), asc(games.sort))
        .limit(limit);
    },

    /** Enabled games per game type and enabled provider (vendor_game_types.game_count). */
    gameCounts(merchantCode: string) {
      return db
        .select({
          gameType: vendorGameTypes.gameType,
          vassalage: vendorGameTypes.vassalage,
          n: vendorGameTypes.gameCount,
        })
        .from(vendorGameTypes)
        .innerJoin(
          providers,
          and(
            eq(providers.merchantCode, vendorGameTypes.merchantCode),
            eq(providers.vassalage, vendorGameTypes.vassalage),
          ),
        )
        .where(and(eq(vendorGameTypes.merchantCode, merchantCode), eq(providers.enabled, true)));
    },

    /** Provider display names of a merchant. */
    async providerNames(merchantCode: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ vassalage: providers.vassalage, displayName: providers.displayName })
        .from(providers)
        .where(eq(providers.merchantCode, merchantCode));
      return new Map(rows.map((row) => [row.vassalage, row.displayName]));
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
export type GameRecord = Awaited<ReturnType<GamesRepository['list']>>[number];
