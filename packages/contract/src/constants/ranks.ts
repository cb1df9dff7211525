/**
 * VIP rank benefits: what a rank gives, in the operator's own words; the kind only picks the icon.
 * Staff deliver them (the site computes no cashback or rebate), so a benefit is a line of text.
 */
export const RANK_BENEFIT_KINDS = ['bonus', 'rebate', 'withdrawal', 'support', 'gift', 'other'] as const;
export type RankBenefitKind = (typeof RANK_BENEFIT_KINDS)[number];
/** At most this many benefit lines per rank, each at most this many characters. */
export const RANK_BENEFITS_MAX = 6;
export const RANK_BENEFIT_TEXT_MAX = 80;
