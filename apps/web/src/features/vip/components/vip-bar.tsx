import { useTranslation } from '../../../lib/use-translation';
import type { PlayerRank } from '@lobby/contract';

/** What the bar says beside its figure: how far to the next rank, or that the top is reached. */
export function useVipCaption(rank: PlayerRank): string {
  const { t } = useTranslation();
  if (rank.nextRank) return t('vip.toNext', { percent: rank.percent, rank: rank.nextRank.labelName });
  return rank.playerRankProgress ? t('vip.top') : t('vip.noRanksBody');
}

/** The VIP progress bar: a real progressbar (value, range and a spoken caption), gold on a dark track. */
export function VipBar({ rank, size = 'md' }: { rank: PlayerRank; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const caption = useVipCaption(rank);
  return (
    <span
      role="progressbar"
      aria-label={t('vip.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rank.percent}
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
