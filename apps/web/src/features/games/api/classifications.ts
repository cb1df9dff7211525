import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { GameType } from '@lobby/contract/games';
import type { Classification } from '@lobby/contract/vendors';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

export function classificationsOptions(gameType: GameType, vassalage: string, language: Language) {
  return queryOptions({
    queryKey: ['classifications', gameType, vassalage, language] as const,
    queryFn: ({ signal }) =>
      apiGet<Classification[]>(API_PATHS.classifications, { gameType, vassalage, language }, signal),
    staleTime: 10 * 60_000,
  });
}

export function useClassifications(gameType: GameType, vassalage: string) {
  return useQuery(classificationsOptions(gameType, vassalage, useLanguage()));
}
