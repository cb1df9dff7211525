import { z } from 'zod';
import {
  agentContractKindSchema,
  agentContractSchema,
  agentContractStatusSchema,
  contractProductTypeSchema,
  contractTiersSchema,
} from '../agent-contracts';

/** Offer an agent (by username) a contract; it waits for the agent's answer. */
export const adminContractOfferSchema = z.object({
  username: z.string().trim().min(1).max(64),
  kind: agentContractKindSchema,
  productType: contractProductTypeSchema,
  tiers: contractTiersSchema,
});
export type AdminContractOffer = z.infer<typeof adminContractOfferSchema>;

export const adminContractsQuerySchema = z.object({
  username: z.string().trim().min(1).max(64).optional(),
  kind: agentContractKindSchema.optional(),
  status: agentContractStatusSchema.optional(),
});

export const adminAgentContractSchema = agentContractSchema.extend({ username: z.string() });
export type AdminAgentContract = z.infer<typeof adminAgentContractSchema>;
export const adminAgentContractListSchema = z.array(adminAgentContractSchema);
