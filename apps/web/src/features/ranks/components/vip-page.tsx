import { usePlayerRank } from '../api/player-rank';
import { RankLadderList } from './rank-ladder-list';
import { VipHero } from './vip-hero';

/** The VIP page: the member's rank and progress (or a login prompt), then the whole ladder. */
export function VipPage() {
  const rank = usePlayerRank();
  return (
    <>
      <VipHero />
      <RankLadderList rank={rank.data} />
    </>
  );
}
