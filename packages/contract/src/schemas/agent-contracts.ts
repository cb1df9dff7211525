import { z } from 'zod';
import { AGENT_CONTRACT_KINDS, AGENT_CONTRACT_STATUSES } from '../constants/agent-contracts';
import { GAME_TYPES } from '../constants/games';

export const agentContractKindSchema = z.enum(AGENT_CONTRACT_KINDS);
export const agentContractStatusSchema = z.enum(AGENT_CONTRACT_STATUSES);
/** A contract covers one game type, or ALL of them. */
export const CONTRACT_PRODUCT_TYPES = ['ALL', ...GAME_TYPES] as const;
export type ContractProductType = (typeof CONTRACT_PRODUCT_TYPES)[number];
export const contractProductTypeSchema = z.enum(CONTRACT_PRODUCT_TYPES);

const CONTRACT_TIERS_MAX = 10;
/** Largest tier threshold (whole currency units of turnover or profit). */
const CONTRACT_THRESHOLD_MAX = 1_000_000_000;

/** One tier: from `threshold` (turnover or profit, whole units) the agent earns `rate` percent. */
const contractTierSchema = z.object({
  threshold: z.number().int().min(0).max(CONTRACT_THRESHOLD_MAX),
  rate: z
    .number()
    .gt(0)
    .max(100)
    .refine((rate) => Math.abs(Math.round(rate * 100) - rate * 100) < 1e-6, 'At most 2 decimals'),
});
export type ContractTierView = z.infer<typeof contractTierSchema>;

/** Tiers climb: each threshold above the one before. */
export const contractTiersSchema = z
  .array(contractTierSchema)
  .min(1)
  .max(CONTRACT_TIERS_MAX)
  .superRefine((tiers, context) => {
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (before && tier.threshold <= before.threshold) {
        context.addIssue({ code: 'custom', path: [index, 'threshold'], message: 'Thresholds must rise tier by tier' });
      }
    });
  });

export const agentContractSchema = z.object({
  id: z.number().int(),
  kind: agentContractKindSchema,
  productType: contractProductTypeSchema,
  status: agentContractStatusSchema,
  tiers: z.array(contractTierSchema),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;

/**
 * The contract request (spec accounts §3): each field is the number of offers of that kind waiting
 * for the agent's answer (0: no pop-up); `waiting` lists them.
 */
export const contractRequestSchema = z.object({
  dailysalreqtype: z.number().int().min(0),
  divtypecompperiodreq: z.number().int().min(0),
  contracthoursalreq: z.number().int().min(0),
  waiting: z.array(agentContractSchema),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

/** Which request field belongs to which kind. */
export const CONTRACT_REQUEST_FIELDS = {
  dailySalary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourlySalary: 'contracthoursalreq',
} as const satisfies Record<(typeof AGENT_CONTRACT_KINDS)[number], keyof ContractRequest>;

export const contractKindParamSchema = z.object({ kind: agentContractKindSchema });
export const agentContractsOfKindSchema = z.object({
  kind: agentContractKindSchema,
  contracts: z.array(agentContractSchema),
});
export type AgentContractsOfKind = z.infer<typeof agentContractsOfKindSchema>;
