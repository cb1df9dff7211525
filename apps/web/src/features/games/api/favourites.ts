import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, type Language } from '@lobby/contract/core';
import { hasMore, type GameType } from '@lobby/contract/games';
import type { FavouritesPage } from '@lobby/contract/member-games';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { memberGamesKey } from './member-games-keys';

/** A favourites list: page size 16 on home, 100 on search, 200 on the list page. */
export interface FavouritesParams {
  gameType?: GameType;
  vendor?: string;
  pageSize: number;
}

export function favouritesInfiniteOptions(token: string, params: FavouritesParams, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...memberGamesKey(token, 'favourites'), params, language] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<FavouritesPage>(
        API_PATHS.favourites,
        { language, pageNo: pageParam, pageSize: params.pageSize, gameType: params.gameType, vendor: params.vendor },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
  });
}

export function useFavouritesInfinite(params: FavouritesParams) {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...favouritesInfiniteOptions(token, params, useLanguage()), enabled: token !== '' });
}
