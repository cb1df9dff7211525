import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, PAGE_SIZE, type Language } from '@lobby/contract/core';
import type { GameType } from '@lobby/contract/games';
import type { RecentGamesPage } from '@lobby/contract/member-games';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { memberGamesKey } from './member-games-keys';

export interface RecentGamesParams {
  gameType?: GameType;
  vendor?: string;
}

/** The games the member played, newest first: 36 a page from page 1. */
export function recentGamesInfiniteOptions(token: string, params: RecentGamesParams, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...memberGamesKey(token, 'recentGames'), params, language] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<RecentGamesPage>(
        API_PATHS.recentGames,
        { language, page: pageParam, pageSize: PAGE_SIZE.recent, gameType: params.gameType, vendor: params.vendor },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
  });
}

export function useRecentGamesInfinite(params: RecentGamesParams) {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...recentGamesInfiniteOptions(token, params, useLanguage()), enabled: token !== '' });
}
