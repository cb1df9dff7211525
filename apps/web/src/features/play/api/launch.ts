import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { LaunchMode } from '@lobby/contract/inhouse';
import type { Launch } from '@lobby/contract/play';
import { apiGet } from '../../../lib/api-client';

/**
 * One launch per visit of the shell: a launch makes a ticket and records a recent game, so it is
 * never refetched in the background; Reload asks for a fresh one.
 */
export function launchOptions(nodeId: string, mode: LaunchMode, language: Language, attempt: number) {
  return queryOptions({
    queryKey: ['launch', nodeId, mode, language, attempt] as const,
    queryFn: ({ signal }) => apiGet<Launch>(API_PATHS.launch, { nodeId, mode, language }, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
