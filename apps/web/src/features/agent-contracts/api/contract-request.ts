import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractRequest } from '@lobby/contract/agent-contracts';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { contractsKey } from './contracts-key';

/** The contract request: per kind, how many offers wait for the agent's answer. Read fresh on each home entry. */
export function contractRequestOptions(token: string) {
  return queryOptions({
    queryKey: [...contractsKey(token), 'request'] as const,
    queryFn: ({ signal }) => apiGet<ContractRequest>(API_PATHS.agentContracts, undefined, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useContractRequest(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...contractRequestOptions(token), enabled: enabled && token !== '' });
}
