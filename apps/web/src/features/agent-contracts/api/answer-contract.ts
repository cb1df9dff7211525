import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AgentContract, type AgentContractsOfKind } from '@lobby/contract';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { contractsKey } from './contracts-key';
import { contractsOfKindOptions } from './contracts-of-kind';

export type ContractAnswer = 'accept' | 'refuse';

/** Accept or refuse an offered contract. */
export function answerContract(id: number, answer: ContractAnswer): Promise<AgentContract> {
  return apiSend<AgentContract>('POST', `${API_PATHS.agentContracts}/${id}/${answer}`);
}

/**
 * The answer, then the page shows the contract's new status at once (from the answer) and every
 * contract read (the pop-ups' request too) is fetched again.
 */
export function useAnswerContract() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: ContractAnswer }) => answerContract(id, answer),
    onSuccess: (contract) => {
      queryClient.setQueryData(
        contractsOfKindOptions(token, contract.kind).queryKey,
        (old: AgentContractsOfKind | undefined) =>
          old ? { ...old, contracts: old.contracts.map((c) => (c.id === contract.id ? contract : c)) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey(token) }),
  });
}
