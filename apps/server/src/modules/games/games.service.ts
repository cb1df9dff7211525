import { DEFAULT_GAME_SORT, type Game, type GameListResponse } from '@lobby/contract/games';
import { JsonText } from '../../lib/json-reply';
import { TtlCache } from '../../lib/ttl-cache';
import { pageOffset, pageWindow } from '../../lib/paging';
import { toGame } from './games.mapper';
import { filterKey, toGameFilter, type ParsedGameListQuery } from './games.query';
import { isStructuralFilter, type GameFilter, type GamesRepository } from './games.repository';
import type { MerchantCatalogue } from '../catalogue/merchant-catalogue';

/** The merchant's in-memory catalogue when it is current (undefined: read the database). */
export type ModelOf = (merchantCode: string) => MerchantCatalogue | undefined;

/** Most hot games a merchant lists (the web filters the preloaded list locally). */
export const HOT_LIST_MAX = 200;

type CountRow = { gameType: string; vassalage: string; n: number };

/** totalCount of a type/provider filter from the per-(type, provider) counts: no scan of the games table. */
export function structuralCount(rows: readonly CountRow[], filter: GameFilter): number {
  const vendors = filter.vassalage ? new Set(filter.vassalage) : undefined;
  let total = 0;
  for (const row of rows) {
    if (filter.gameType && row.gameType !== filter.gameType) continue;
    if (vendors && !vendors.has(row.vassalage)) continue;
    total += row.n;
  }
  return total;
}

export function createGamesService(repository: GamesRepository, ttlMs: number, modelOf: ModelOf = () => undefined) {
  // Counts and provider names are cached per merchant/filter, so paging through one filter counts once.
  const counts = new TtlCache<number>(ttlMs, { maxEntries: 20_000, staleMs: ttlMs * 10 });
  const countTables = new TtlCache<CountRow[]>(ttlMs, { maxEntries: 100, staleMs: ttlMs * 10 });
  const names = new TtlCache<Map<string, string>>(ttlMs, { maxEntries: 100, staleMs: ttlMs * 10 });
  const providerNames = (merchantCode: string) => names.get(merchantCode, () => repository.providerNames(merchantCode));

  const countOf = (merchantCode: string, filter: GameFilter) =>
    counts.get(`${merchantCode}|${filterKey(filter)}`, async () =>
      isStructuralFilter(filter)
        ? structuralCount(await countTables.get(merchantCode, () => repository.gameCounts(merchantCode)), filter)
        : repository.count(merchantCode, filter),
    );

  const mapAll = async (merchantCode: string, rows: Parameters<typeof toGame>[0][]) => {
    const namesOf = await providerNames(merchantCode);
    return rows.map((row) => toGame(row, namesOf));
  };

  return {
    /** Drop cached counts and names (the catalogue changed). */
    clear(): void {
      counts.clear();
      countTables.clear();
      names.clear();
    },

    async list(merchantCode: string, query: ParsedGameListQuery): Promise<GameListResponse> {
      const filter = toGameFilter(query);
      const model = modelOf(merchantCode);
      const sort = query.sort ?? DEFAULT_GAME_SORT;
      if (model) return model.list(filter, query.pageNo, query.pageSize, sort);
      const offset = pageOffset(query.pageNo, query.pageSize);
      const totalCount = await countOf(merchantCode, filter);
      const page = pageWindow(totalCount, query.pageNo, query.pageSize);
      const rows = page.inRange ? await repository.list(merchantCode, filter, query.pageSize, offset, sort) : [];
      return {
        games: await mapAll(merchantCode, rows),
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        totalCount,
      };
    },

    /** The same page as `list`, serialized: from the read model's kept bytes when it is current. */
    async listJson(merchantCode: string, query: ParsedGameListQuery): Promise<JsonText> {
      const model = modelOf(merchantCode);
      if (model)
        return model.listJson(toGameFilter(query), query.pageNo, query.pageSize, query.sort ?? DEFAULT_GAME_SORT);
      return JsonText.of(JSON.stringify(await this.list(merchantCode, query)));
    },

    /** Catalogue rows as the contract's games (with provider names). */
    toGames: mapAll,

    /** The first games of a filter, without counting (home blocks). */
    async first(merchantCode: string, filter: GameFilter, limit: number): Promise<Game[]> {
      const model = modelOf(merchantCode);
      if (model) return model.first(filter, limit);
      return mapAll(merchantCode, await repository.list(merchantCode, filter, limit, 0));
    },

    async hot(merchantCode: string, limit = HOT_LIST_MAX): Promise<Game[]> {
      const model = modelOf(merchantCode);
      if (model) return model.hot(Math.min(limit, HOT_LIST_MAX));
      return mapAll(merchantCode, await repository.hot(merchantCode, Math.min(limit, HOT_LIST_MAX)));
    },

    /** The hot list's answer (`{ list }`), serialized. */
    async hotJson(merchantCode: string): Promise<JsonText> {
      const model = modelOf(merchantCode);
      if (model) return model.hotJson(HOT_LIST_MAX);
      return JsonText.of(JSON.stringify({ list: await this.hot(merchantCode) }));
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
