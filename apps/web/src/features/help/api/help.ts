import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { HELP_DEVICE, type HelpResponse, type HelpTag } from '@lobby/contract/help';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** The help centre's navigation list in one language (the server falls back to the site's default). */
export function helpOptions(language: Language, tag?: HelpTag) {
  return queryOptions({
    queryKey: ['help', language, tag ?? ''] as const,
    queryFn: ({ signal }) => apiGet<HelpResponse>(API_PATHS.help, { language, device: HELP_DEVICE, tag }, signal),
    staleTime: 5 * 60_000,
  });
}

/** Follows the UI language: a switch loads that language's help. */
export function useHelp(tag?: HelpTag, language?: Language) {
  const current = useLanguage();
  return useQuery(helpOptions(language ?? current, tag));
}
