/** Agents: member types that get no contract pop-ups on home (spec §2, §9). */
export const CONTRACT_POPUP_EXCLUDED_TYPES = [4, 40, 41, 42] as const;
export const AGENT_CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];
export const AGENT_CONTRACT_STATUSES = ['offered', 'accepted', 'refused'] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];
