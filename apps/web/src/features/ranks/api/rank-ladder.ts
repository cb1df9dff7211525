import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { RankLadder } from '@lobby/contract/ranks';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';

/** The site's VIP ladder (public), per language. */
export function rankLadderOptions(language = currentLanguage()) {
  return queryOptions({
    queryKey: ['ranks', language] as const,
    queryFn: ({ signal }) => apiGet<RankLadder>(API_PATHS.playerRanks, { language }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRankLadder() {
  return useQuery(rankLadderOptions(useLanguage()));
}
