import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type {
  RgLimitRequest,
  RgOverview,
  RgRealityCheckRequest,
  RgSelfExclusionRequest,
  RgSession,
  RgSessionLimitRequest,
  RgTimeOutRequest,
} from '@lobby/contract/responsible-gaming';
import { apiGet, apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const RG_AREA = 'responsible-gaming';
const overviewKey = (token: string) => [RG_AREA, token, 'overview'] as const;

/** The member's limits, reality check and any time-out or self-exclusion. Always read fresh. */
export function useRgOverview(enabled = true) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: overviewKey(token),
    queryFn: ({ signal }) => apiGet<RgOverview>(API_PATHS.responsibleGaming, undefined, signal),
    enabled: enabled && token !== '',
    staleTime: 0,
  });
}

/** Each change answers the new overview: it replaces the cached one. */
function useOverviewChange<V>(send: (vars: V) => Promise<RgOverview>) {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: send,
    onSuccess: (overview) => client.setQueryData(overviewKey(token), overview),
  });
}

export const useSetLimit = () =>
  useOverviewChange((body: RgLimitRequest) => apiSend<RgOverview>('PUT', API_PATHS.rgLimits, body));
export const useSetSessionLimit = () =>
  useOverviewChange((body: RgSessionLimitRequest) => apiSend<RgOverview>('PUT', API_PATHS.rgSessionLimit, body));
export const useSetRealityCheck = () =>
  useOverviewChange((body: RgRealityCheckRequest) => apiSend<RgOverview>('PUT', API_PATHS.rgRealityCheck, body));
export const useTimeOut = () =>
  useOverviewChange((body: RgTimeOutRequest) => apiSend<RgOverview>('POST', API_PATHS.rgTimeOut, body));
export const useRequestResume = () => useOverviewChange(() => apiSend<RgOverview>('POST', API_PATHS.rgResume));
export const usePromptDone = () => useOverviewChange(() => apiSend<RgOverview>('POST', API_PATHS.rgPromptDone));

export function useSelfExclude() {
  return useMutation({
    mutationFn: (body: RgSelfExclusionRequest) =>
      apiSend<{ endsAt: string | null }>('POST', API_PATHS.rgSelfExclusion, body),
  });
}

/** This session's start and net result, for the game shell (read again for each reality check). */
export function useRgSession() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: [RG_AREA, token, 'session'] as const,
    queryFn: ({ signal }) => apiGet<RgSession>(API_PATHS.rgSession, undefined, signal),
    enabled: token !== '',
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
