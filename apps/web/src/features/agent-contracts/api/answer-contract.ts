import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentContract, AgentContractsOfKind } from '@lobby/contract/agent-contracts';
import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
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
    // Here rather than in mutate's callbacks: these run even if the card has gone meanwhile.
    onSuccess: (contract) => {
      showToast(contract.status === 'accepted' ? 'contracts.accepted' : 'contracts.refused', { tone: 'success' });
      queryClient.setQueryData(
        contractsOfKindOptions(token, contract.kind).queryKey,
        (old: AgentContractsOfKind | undefined) =>
          old ? { ...old, contracts: old.contracts.map((c) => (c.id === contract.id ? contract : c)) } : old,
      );
    },
    onError: (error) => {
      showToast(errorMessageKey(error), { tone: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey(token) }),
  });
}
