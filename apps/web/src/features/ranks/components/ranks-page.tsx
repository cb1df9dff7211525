import { usePlayerRank } from '../api/player-rank';
import { RankLadderList } from './rank-ladder-list';
import { RankHero } from './rank-hero';

/** The VIP page: the member's rank and progress (or a login prompt), then the whole ladder. */
export function RanksPage() {
  const rank = usePlayerRank();
  return (
    <>
      <RankHero />
      <RankLadderList rank={rank.data} />
    </>
  );
}
