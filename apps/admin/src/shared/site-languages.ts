import { API_PATHS, type Language } from '@lobby/contract/core';
import type { Site } from '@lobby/contract/site';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * The languages of the operator's site, its default first (the console is served on the site's host,
 * so the public site answer is this merchant's). Undefined while loading.
 */
export function useSiteLanguages(): Language[] | undefined {
  const site = useQuery({
    queryKey: ['site'],
    queryFn: () => api<Site>(API_PATHS.site),
    staleTime: 5 * 60_000,
  });
  if (!site.data) return undefined;
  const { defaultLanguage, languages } = site.data;
  return [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)];
}
