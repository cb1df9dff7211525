import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentContractKind, AgentContractsOfKind } from '@lobby/contract/agent-contracts';
import { API_PATHS } from '@lobby/contract/core';
import { ApiError, apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { contractsKey } from './contracts-key';

/** The agent's contracts of one kind, per product type. */
export function contractsOfKindOptions(token: string, kind: AgentContractKind) {
  return queryOptions({
    queryKey: [...contractsKey(token), 'kind', kind] as const,
    queryFn: ({ signal }) =>
      apiGet<AgentContractsOfKind>(`${API_PATHS.agentContracts}/${encodeURIComponent(kind)}`, undefined, signal),
    staleTime: 10_000,
    // Not an agent is an answer, not a hiccup: no retries.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status !== undefined && error.status < 500) && count < 2,
  });
}

export function useContractsOfKind(kind: AgentContractKind) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...contractsOfKindOptions(token, kind), enabled: token !== '' });
}
