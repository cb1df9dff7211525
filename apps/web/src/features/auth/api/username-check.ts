import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';

/** Is this username still free? Asked when the username field is left with a valid value. */
export function usernameCheckOptions(username: string) {
  return queryOptions({
    queryKey: ['username-check', username] as const,
    queryFn: ({ signal }) => apiGet<{ available: boolean }>(API_PATHS.usernameCheck, { username }, signal),
    staleTime: 30_000,
  });
}
