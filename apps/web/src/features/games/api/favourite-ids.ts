import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { memberGamesKey } from './member-games-keys';

/** The node ids of the member's favourites (drives every card's heart). */
export function favouriteIdsOptions(token: string) {
  return queryOptions({
    queryKey: memberGamesKey(token, 'favouriteIds'),
    queryFn: ({ signal }) => apiGet<string[]>(API_PATHS.favouriteIds, undefined, signal),
  });
}

export function useFavouriteIds() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...favouriteIdsOptions(token), enabled: token !== '' });
}
