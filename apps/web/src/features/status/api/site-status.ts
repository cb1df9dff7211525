import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { SiteStatus } from '@lobby/contract/site-status';
import { apiGet } from '../../../lib/api-client';

/** How often the status page asks again whether the site is back. */
export const STATUS_RECHECK_MS = 30_000;

export function fetchSiteStatus(language: Language, signal?: AbortSignal): Promise<SiteStatus> {
  return apiGet<SiteStatus>(API_PATHS.siteStatus, { language }, signal);
}

export function siteStatusOptions(language: Language) {
  return queryOptions({
    queryKey: ['site-status', language] as const,
    queryFn: ({ signal }) => fetchSiteStatus(language, signal),
    staleTime: 0,
  });
}

/** The status page's view of the status: asked again every STATUS_RECHECK_MS while it shows. */
export function useSiteStatus(language: Language) {
  return useQuery({ ...siteStatusOptions(language), refetchInterval: STATUS_RECHECK_MS });
}
