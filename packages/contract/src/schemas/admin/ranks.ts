import { z } from 'zod';
import { RANK_BENEFIT_TEXT_MAX, RANK_BENEFITS_MAX } from '../../constants/ranks';
import { LANGUAGES } from '../../constants/languages';
import { rankBenefitKindSchema } from '../ranks';

const PLAYER_RANKS_MAX = 20;
/** Largest turnover a rank may ask for, in minor units (the column is a 32-bit integer). */
const RANK_TURNOVER_MINOR_MAX = 2_000_000_000;
const RANK_NAME_MAX = 40;

const rankName = z.string().trim().min(1).max(RANK_NAME_MAX);

/** A benefit line is plain text on one line: no markup, no line breaks or other control characters. */
const benefitLine = z
  .string()
  .trim()
  .max(RANK_BENEFIT_TEXT_MAX)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^[^<>\u0000-\u001f\u007f]*$/, 'Plain text on one line');

/**
 * One benefit as the operator writes it: its kind (the icon) and its text per language. English is
 * required; a language left out or empty shows the English line.
 */
const adminRankBenefitSchema = z.object({
  kind: rankBenefitKindSchema,
  text: z.object({ en: benefitLine.min(1), id: benefitLine.optional() }),
});
export type AdminRankBenefit = z.infer<typeof adminRankBenefitSchema>;

/** A rank as the operator writes it: a name in every language, thresholds that are never negative. */
const adminRankSchema = z.object({
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
  /** What the rank gives, in the order shown; left out, the rank lists none. */
  benefits: z.array(adminRankBenefitSchema).max(RANK_BENEFITS_MAX).default([]),
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
