import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { HOT_GAMES_IS_PLATFORM, PLATFORM, type HotGamesResponse } from '@lobby/contract/games';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

export function hotGamesOptions(language: Language) {
  return queryOptions({
    queryKey: ['hot-games', language] as const,
    queryFn: async ({ signal }) => {
      const value = await apiGet<HotGamesResponse>(
        API_PATHS.hotGames,
        { isPlatform: HOT_GAMES_IS_PLATFORM, platform: PLATFORM, language },
        signal,
      );
      return value.list;
    },
  });
}

export function useHotGames() {
  return useQuery(hotGamesOptions(useLanguage()));
}
