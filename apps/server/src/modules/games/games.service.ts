import type { Game, GameListResponse } from '@lobby/contract';
import { TtlCache } from '../../lib/ttl-cache';
import { toGame } from './games.mapper';
import { filterKey, pageWindow, toGameFilter, type ParsedGameListQuery } from './games.query';
import type { GameFilter, GamesRepository } from './games.repository';

/** Most hot games a merchant lists (the web filters the preloaded list locally). */
export const HOT_LIST_MAX = 200;

export function createGamesService(repository: GamesRepository, ttlMs: number) {
  // totalCount is cached per filter, so paging through one filter counts once.
  const counts = new TtlCache<number>(ttlMs, 10_000);
  const countOf = (merchantCode: string, filter: GameFilter) =>
    counts.get(`${merchantCode}|${filterKey(filter)}`, () => repository.count(merchantCode, filter));

  return {
    async list(merchantCode: string, query: ParsedGameListQuery): Promise<GameListResponse> {
      const filter = toGameFilter(query);
      const offset = (query.pageNo - 1) * query.pageSize;
      const [totalCount, rows] = await Promise.all([
        countOf(merchantCode, filter),
        repository.list(merchantCode, filter, query.pageSize, offset),
      ]);
      const page = pageWindow(totalCount, query.pageNo, query.pageSize);
      return { games: page.inRange ? rows.map(toGame) : [], pageNum: page.pageNum, totalPages: page.totalPages, totalCount };
    },

    /** The first games of a filter, without counting (home blocks). */
    async first(merchantCode: string, filter: GameFilter, limit: number): Promise<Game[]> {
      return (await repository.list(merchantCode, filter, limit, 0)).map(toGame);
    },

    async hot(merchantCode: string, limit = HOT_LIST_MAX): Promise<Game[]> {
      return (await repository.hot(merchantCode, Math.min(limit, HOT_LIST_MAX))).map(toGame);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
