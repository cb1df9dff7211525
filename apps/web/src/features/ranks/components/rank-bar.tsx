import { useTranslation } from '../../../lib/use-translation';
import type { PlayerRank } from '@lobby/contract/ranks';

/**
 * What the bar says: how many of the next rank's requirements are met (the spec's progress is a count of
 * conditions, not a distance, so it is never read out as a percentage), or that the top is reached.
 */
export function useRankCaption(rank: PlayerRank): string {
  const { t } = useTranslation();
  const { completedConditions: done, totalExpectedConditions: total } = rank.currentProgress;
  if (rank.nextRank) return t('vip.conditions', { done, total, rank: rank.nextRank.labelName });
  return rank.playerRankProgress ? t('vip.top') : t('vip.noRanksBody');
}

/** The VIP progress bar: requirements met out of those asked (a spoken caption says which), gold on a dark track. */
export function RankBar({ rank, size = 'md' }: { rank: PlayerRank; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const caption = useRankCaption(rank);
  const { done, total } = requirementCount(rank);
  return (
    <span
      role="progressbar"
      aria-label={t('vip.progress')}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={caption}
      className={`relative block overflow-hidden rounded-full bg-black/35 ring-1 ring-white/10 ${size === 'sm' ? 'h-2' : 'h-3'}`}
    >
      <span
        className="absolute inset-y-0 left-0 rounded-full bg-gold shadow-gold transition-[width] duration-500"
        style={{ width: `${rank.percent}%` }}
      />
    </span>
  );
}

/** Requirements met and asked for the next rank; at the top (or with no ranks) one of one. */
export function requirementCount(rank: PlayerRank): { done: number; total: number } {
  const { completedConditions, totalExpectedConditions } = rank.currentProgress;
  if (!rank.nextRank || totalExpectedConditions <= 0) return { done: 1, total: 1 };
  return { done: Math.min(completedConditions, totalExpectedConditions), total: totalExpectedConditions };
}
