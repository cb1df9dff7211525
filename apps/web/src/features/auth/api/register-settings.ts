import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { RegisterSettings } from '@lobby/contract/register';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** Registration methods, the merchant's field rules (messages in the language asked), banner. */
export function registerSettingsOptions(language: Language) {
  return queryOptions({
    queryKey: ['register-settings', language] as const,
    queryFn: ({ signal }) => apiGet<RegisterSettings>(API_PATHS.registerSettings, { language }, signal),
    staleTime: 10 * 60_000,
    // A language switch keeps the form (and what was typed) while the new messages load.
    placeholderData: keepPreviousData,
  });
}

export function useRegisterSettings() {
  return useQuery(registerSettingsOptions(useLanguage()));
}
