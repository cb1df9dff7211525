import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { ChevronRightIcon, CrownIcon } from '../../../ui/icons';
import { usePlayerRank } from '../api/player-rank';
import { RankBar, useRankCaption } from './rank-bar';
import type { PlayerRank } from '@lobby/contract/ranks';

/**
 * The member card's VIP line: the rank held, the next rank's requirements met (a bar and a caption), a link to the
 * VIP page. Nothing for a trial account (no rank), a site without ranks, or a failed read (the
 * drawer is no place for an error block; the VIP page says so).
 */
export function DrawerRankProgress() {
  const rank = usePlayerRank();
  if (rank.isPending && rank.fetchStatus === 'fetching') {
    return <div className="relative mt-3 h-[62px] animate-breathe rounded-xl bg-black/20" aria-hidden="true" />;
  }
  if (!rank.data || (!rank.data.playerRankProgress && !rank.data.nextRank)) return null;
  return <DrawerVipLine rank={rank.data} />;
}

function DrawerVipLine({ rank }: { rank: PlayerRank }) {
  const { t } = useTranslation();
  const caption = useRankCaption(rank);
  return (
    <AppLink
      to={ROUTES.vipBenefits}
      className="relative mt-3 block rounded-xl bg-black/20 px-3 py-2.5 transition hover:bg-black/30"
    >
      <span className="flex items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-1.5 text-white/75">
          <CrownIcon size={15} className="text-gold-300" />
          {t('vip.progress')}
        </span>
        <span className="flex items-center gap-1 font-bold text-gold-300">
          {rank.playerRankProgress?.labelName ?? t('vip.noRank')}
          <ChevronRightIcon size={14} className="text-white/60" />
        </span>
      </span>
      <span className="mt-2 block">
        <RankBar rank={rank} size="sm" />
      </span>
      <span className="mt-1.5 block truncate text-[11px] text-white/75">{caption}</span>
    </AppLink>
  );
}
