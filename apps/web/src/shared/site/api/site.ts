import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { Site } from '@lobby/contract/site';
import { apiGet } from '../../../lib/api-client';

export function siteOptions() {
  return queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => apiGet<Site>(API_PATHS.site, undefined, signal),
    staleTime: 30 * 60_000,
  });
}

export function useSite() {
  return useQuery(siteOptions());
}
