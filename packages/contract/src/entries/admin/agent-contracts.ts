/** `@lobby/contract/admin/agent-contracts`: agent contracts as the operator offers them. */
export * from '../../schemas/admin/agent-contracts';
