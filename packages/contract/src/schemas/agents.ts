import { z } from 'zod';
import { AGENT_CONTRACT_KINDS, AGENT_CONTRACT_STATUSES, RANK_BENEFIT_KINDS } from '../constants/engagement';
import { GAME_TYPES } from '../constants/games';
import { languageSchema } from './common';

/* ---------- Player rank (VIP) ---------- */

export const playerRankQuerySchema = z.object({ language: languageSchema.optional() });

/** A rank as the member sees it: its id and its name in the asked language. */
export const rankLabelSchema = z.object({ labelId: z.number().int(), labelName: z.string() });
export type RankLabel = z.infer<typeof rankLabelSchema>;

/**
 * The member's rank progress (spec accounts §3). `playerRankProgress` is the rank the member holds
 * (null below the first rank, or when the site has no ranks); `currentProgress` counts the next
 * rank's conditions the member meets; `percent` is what the bar shows (0–100).
 */
export const playerRankSchema = z.object({
  currentProgress: z.object({
    completedConditions: z.number().int().min(0),
    totalExpectedConditions: z.number().int().min(0),
  }),
  playerRankProgress: rankLabelSchema.nullable(),
  /** The rank being worked towards; null at the top (or with no ranks). */
  nextRank: rankLabelSchema.nullable(),
  percent: z.number().int().min(0).max(100),
  /** What the conditions are measured against: real-money stakes, deposits, days since registration. */
  stats: z.object({ turnover: z.string(), deposits: z.number().int(), accountDays: z.number().int() }),
});
export type PlayerRank = z.infer<typeof playerRankSchema>;

export const rankBenefitKindSchema = z.enum(RANK_BENEFIT_KINDS);
/** One thing a rank gives, as the operator wrote it, in the asked language (else English). */
export const rankBenefitSchema = z.object({ kind: rankBenefitKindSchema, text: z.string() });
export type RankBenefit = z.infer<typeof rankBenefitSchema>;

/** One step of the ladder with what it takes (turnover as a 2-decimal amount) and what it gives. */
export const rankLadderEntrySchema = rankLabelSchema.extend({
  turnover: z.string(),
  deposits: z.number().int(),
  accountDays: z.number().int(),
  benefits: z.array(rankBenefitSchema),
});
export type RankLadderEntry = z.infer<typeof rankLadderEntrySchema>;
export const rankLadderSchema = z.object({ ranks: z.array(rankLadderEntrySchema) });
export type RankLadder = z.infer<typeof rankLadderSchema>;

/**
 * The bar's figure: the share of the next rank's conditions met, rounded down (so 100 % only when
 * every one is); 100 with no next rank (the top, or a site without ranks), as the spec's "1 with no label".
 */
export function rankPercent(completed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.floor((100 * Math.min(completed, total)) / total);
}

/* ---------- Agent contracts ---------- */

export const agentContractKindSchema = z.enum(AGENT_CONTRACT_KINDS);
export const agentContractStatusSchema = z.enum(AGENT_CONTRACT_STATUSES);
/** A contract covers one game type, or ALL of them. */
export const CONTRACT_PRODUCT_TYPES = ['ALL', ...GAME_TYPES] as const;
export type ContractProductType = (typeof CONTRACT_PRODUCT_TYPES)[number];
export const contractProductTypeSchema = z.enum(CONTRACT_PRODUCT_TYPES);

export const CONTRACT_TIERS_MAX = 10;
/** Largest tier threshold (whole currency units of turnover or profit). */
export const CONTRACT_THRESHOLD_MAX = 1_000_000_000;

/** One tier: from `threshold` (turnover or profit, whole units) the agent earns `rate` percent. */
export const contractTierSchema = z.object({
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
