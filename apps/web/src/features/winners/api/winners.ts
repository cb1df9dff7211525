import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, WINNERS_LIMIT, WINNERS_REFETCH_DEBOUNCE_MS, type Language } from '@lobby/contract/core';
import type { Winner } from '@lobby/contract/winners';
import { apiGet } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLanguage } from '../../../lib/use-language';

export const WINNERS_CATEGORY_ALL = 'ALL';

export function winnersOptions(language: Language) {
  return queryOptions({
    queryKey: ['winners', WINNERS_CATEGORY_ALL, language] as const,
    queryFn: ({ signal }) =>
      apiGet<Winner[]>(
        API_PATHS.winners,
        { gameCategory: WINNERS_CATEGORY_ALL, limitNum: WINNERS_LIMIT, language },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The winners board, refetched when the language changes (debounced). */
export function useWinners() {
  const language = useDebouncedValue(useLanguage(), WINNERS_REFETCH_DEBOUNCE_MS);
  return useQuery(winnersOptions(language));
}
