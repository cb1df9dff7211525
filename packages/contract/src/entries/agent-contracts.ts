/** `@lobby/contract/agent-contracts`: agents' salary and dividend contracts. */
export * from '../constants/agent-contracts';
export * from '../schemas/agent-contracts';
