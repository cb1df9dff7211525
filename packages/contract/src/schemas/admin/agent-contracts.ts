import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from '../common';
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

/** What the operator's list sorts by; `updated` is when the agent answered, or else when it was offered. */
export const ADMIN_CONTRACT_SORTS = ['username', 'kind', 'status', 'updated'] as const;
export type AdminContractSort = (typeof ADMIN_CONTRACT_SORTS)[number];

export const adminContractsQuerySchema = z.object({
  username: z.string().trim().min(1).max(64).optional(),
  kind: agentContractKindSchema.optional(),
  status: agentContractStatusSchema.optional(),
  sort: z.enum(ADMIN_CONTRACT_SORTS).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
});
export type AdminContractsQuery = z.infer<typeof adminContractsQuerySchema>;

export const adminAgentContractSchema = agentContractSchema.extend({ username: z.string() });
export type AdminAgentContract = z.infer<typeof adminAgentContractSchema>;
export const adminAgentContractListSchema = z.object({
  list: z.array(adminAgentContractSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminAgentContractPage = z.infer<typeof adminAgentContractListSchema>;
