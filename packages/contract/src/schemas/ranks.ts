import { z } from 'zod';
import { RANK_BENEFIT_KINDS } from '../constants/ranks';
import { languageSchema } from './common';

export const playerRankQuerySchema = z.object({ language: languageSchema.optional() });

/** A rank as the member sees it: its id and its name in the asked language. */
const rankLabelSchema = z.object({ labelId: z.number().int(), labelName: z.string() });
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
const rankBenefitSchema = z.object({ kind: rankBenefitKindSchema, text: z.string() });
export type RankBenefit = z.infer<typeof rankBenefitSchema>;

/** One step of the ladder with what it takes (turnover as a 2-decimal amount) and what it gives. */
const rankLadderEntrySchema = rankLabelSchema.extend({
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
