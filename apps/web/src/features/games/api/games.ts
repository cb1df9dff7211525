import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, type Language } from '@lobby/contract/core';
import { PLATFORM, hasMore, type GameListResponse, type GameSort, type GameType } from '@lobby/contract/games';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** What a game list asks the server for (page number is the infinite query's page param). */
export interface GameListParams {
  gameType?: GameType;
  /** One provider, or a comma list when a page is limited to several. */
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  isNew?: boolean;
  minBet?: number;
  minLine?: number;
  /** Absent: the operator's order. */
  sort?: GameSort;
  pageSize: number;
}

export function gamesInfiniteOptions(params: GameListParams, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['games', params, language] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<GameListResponse>(
        API_PATHS.games,
        {
          platform: PLATFORM,
          language,
          gameType: params.gameType,
          vassalage: params.vassalage,
          gameClassify: params.gameClassify,
          gameName: params.gameName,
          isNew: params.isNew ? 1 : undefined,
          minBet: params.minBet,
          minLine: params.minLine,
          sort: params.sort,
          pageNo: pageParam,
          pageSize: params.pageSize,
        },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
  });
}

export function useGamesInfinite(params: GameListParams, enabled = true) {
  const language = useLanguage();
  return useInfiniteQuery({ ...gamesInfiniteOptions(params, language), enabled });
}
