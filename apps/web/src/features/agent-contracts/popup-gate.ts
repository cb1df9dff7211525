import { CONTRACT_POPUP_EXCLUDED_TYPES } from '@lobby/contract/agent-contracts';
import type { Session } from '@lobby/contract/auth';
import { isAgentType } from '@lobby/contract/members';

/**
 * Whether home asks for the contract pop-ups. The spec's home rule leaves out types 4, 40, 41 and 42;
 * contracts themselves belong to agents (any type but 0, 4 and 40), so a player (type 0) could never
 * hold an offer and is not asked either. Trial accounts have no contracts.
 */
export function wantsContractPopups(session: Session | null): boolean {
  if (!session || session.trial) return false;
  const excluded = (CONTRACT_POPUP_EXCLUDED_TYPES as readonly number[]).includes(session.type);
  return !excluded && isAgentType(session.type);
}
