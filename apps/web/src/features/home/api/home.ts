import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HomeData, type Language } from '@lobby/contract';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** Everything the home screen's first view needs, in one call. */
export function homeOptions(language: Language) {
  return queryOptions({
    queryKey: ['home', language] as const,
    queryFn: ({ signal }) => apiGet<HomeData>(API_PATHS.home, { language }, signal),
  });
}

export function useHome() {
  return useQuery(homeOptions(useLanguage()));
}
