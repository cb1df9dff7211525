import {
  AGENT_CONTRACT_KINDS,
  CONTRACT_REQUEST_FIELDS,
  type AgentContractKind,
  type ContractProductType,
  type ContractRequest,
} from '@lobby/contract/agent-contracts';
import { ROUTES } from '../../lib/routes';

/** Each kind's page (spec routes; "Devidend" is the spec's spelling). */
export const CONTRACT_PAGES: Record<AgentContractKind, string> = {
  dailySalary: ROUTES.salaryContract,
  dividend: ROUTES.dividendContract,
  hourlySalary: ROUTES.hourContract,
};

export function kindOfPath(pathname: string): AgentContractKind | undefined {
  return AGENT_CONTRACT_KINDS.find((kind) => CONTRACT_PAGES[kind] === pathname);
}

export interface ContractPrompt {
  kind: AgentContractKind;
  count: number;
  productTypes: ContractProductType[];
}

/**
 * The home pop-ups a contract request asks for: one per kind whose field is above 0 (the number of
 * offers waiting for an answer), in the spec's order: daily salary, dividend, hourly salary.
 */
export function contractPrompts(request: ContractRequest): ContractPrompt[] {
  return AGENT_CONTRACT_KINDS.map((kind) => ({
    kind,
    count: request[CONTRACT_REQUEST_FIELDS[kind]],
    productTypes: request.waiting.filter((c) => c.kind === kind).map((c) => c.productType),
  })).filter((prompt) => prompt.count > 0);
}
