import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';

/** Is this invitation (affiliate) code valid for this site? */
export function affiliateCheckOptions(code: string, domain: string) {
  return queryOptions({
    queryKey: ['affiliate-check', code, domain] as const,
    queryFn: ({ signal }) => apiGet<{ valid: boolean }>(API_PATHS.affiliateCheck, { code, domain }, signal),
    staleTime: 5 * 60_000,
  });
}

/** The check of the code the page was opened with (`?code=` or `?affiliateCode=`). */
export function useAffiliateCheck(code: string, domain: string) {
  return useQuery({ ...affiliateCheckOptions(code, domain), enabled: code !== '' });
}
