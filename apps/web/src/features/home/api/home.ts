import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { HomeData } from '@lobby/contract/home';
import { ApiError, apiGet, unwrap } from '../../../lib/api-client';
import { takeBootHome } from '../../../first-paint/home-data';
import { useLanguage } from '../../../lib/use-language';

/** Everything the home screen's first view needs, in one call. */
export function homeOptions(language: Language) {
  return queryOptions({
    queryKey: ['home', language] as const,
    queryFn: async ({ signal }) => {
      // The first call may already be under way from the boot script.
      const early = takeBootHome(language);
      if (early) {
        const answer = await early.catch(() => undefined);
        if (answer) return unwrap<HomeData>(answer.body, answer.status);
        if (signal.aborted) throw new ApiError('network', 'aborted');
      }
      return apiGet<HomeData>(API_PATHS.home, { language }, signal);
    },
    // A language switch keeps the current home on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useHome() {
  return useQuery(homeOptions(useLanguage()));
}
