import type { gameListQuerySchema } from '@lobby/contract/games';
import type { z } from 'zod';
import type { GameFilter } from './games.repository';

export type ParsedGameListQuery = z.output<typeof gameListQuerySchema>;

/**
 * The filter a game list query means, in a canonical form: names trimmed and lower-cased,
 * provider codes de-duplicated and sorted, money in minor units, isNew=0 meaning "no filter".
 */
export function toGameFilter(query: Partial<ParsedGameListQuery>): GameFilter {
  const name = query.gameName?.trim().toLowerCase();
  const vendors = query.vassalage ? [...new Set(query.vassalage.map((code) => code.toUpperCase()))].sort() : [];
  return {
    gameType: query.gameType,
    vassalage: vendors.length > 0 ? vendors : undefined,
    gameClassify: query.gameClassify,
    gameName: name ? name : undefined,
    minBetMinor: query.minBet !== undefined && query.minBet > 0 ? Math.round(query.minBet * 100) : undefined,
    minLine: query.minLine !== undefined && query.minLine > 0 ? query.minLine : undefined,
    isNew: query.isNew === 1 ? true : undefined,
  };
}

/** A stable cache key for a filter (undefined fields dropped, fixed key order). */
export function filterKey(filter: GameFilter): string {
  return JSON.stringify([
    filter.gameType ?? '',
    filter.vassalage ?? [],
    filter.gameClassify ?? '',
    filter.gameName ?? '',
    filter.minBetMinor ?? 0,
    filter.minLine ?? 0,
    filter.isNew ? 1 : 0,
  ]);
}
