import { z } from 'zod';
import { LANGUAGES } from '../../constants/languages';
import {
  agentContractKindSchema,
  agentContractSchema,
  agentContractStatusSchema,
  contractProductTypeSchema,
  contractTiersSchema,
} from '../agents';

/* ---------- Player ranks (operator) ---------- */

export const PLAYER_RANKS_MAX = 20;
/** Largest turnover a rank may ask for, in minor units (the column is a 32-bit integer). */
export const RANK_TURNOVER_MINOR_MAX = 2_000_000_000;
export const RANK_NAME_MAX = 40;

const rankName = z.string().trim().min(1).max(RANK_NAME_MAX);

/** A rank as the operator writes it: a name in every language, thresholds that are never negative. */
export const adminRankSchema = z.object({
  labelId: z.number().int().min(1).max(1_000),
  names: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, rankName])) as Record<
      (typeof LANGUAGES)[number],
      typeof rankName
    >,
  ),
  turnoverMinor: z.number().int().min(0).max(RANK_TURNOVER_MINOR_MAX),
  deposits: z.number().int().min(0).max(100_000),
  accountDays: z.number().int().min(0).max(36_500),
});
export type AdminRank = z.infer<typeof adminRankSchema>;

/** The whole ladder, lowest rank first: label ids strictly ascending. An empty ladder turns ranks off. */
export const adminRanksRequestSchema = z.object({
  ranks: z
    .array(adminRankSchema)
    .max(PLAYER_RANKS_MAX)
    .superRefine((ranks, context) => {
      ranks.forEach((rank, index) => {
        const before = ranks[index - 1];
        if (before && rank.labelId <= before.labelId) {
          context.addIssue({ code: 'custom', path: [index, 'labelId'], message: 'Label ids must ascend' });
        }
      });
    }),
});
export const adminRanksResponseSchema = z.object({ ranks: z.array(adminRankSchema) });
export type AdminRanks = z.infer<typeof adminRanksResponseSchema>;

/* ---------- Agent contracts (operator) ---------- */

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
