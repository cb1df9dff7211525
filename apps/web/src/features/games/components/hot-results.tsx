import { useTranslation } from '../../../lib/use-translation';
import type { GameFilterPreset } from '@lobby/contract/games';
import { GameGridSkeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useHotGames } from '../api/hot-games';
import { filterHotGames, type GameFilters } from '../filters';
import { GameGrid } from './game-grid';

/** The hot tab: the preloaded hot list, filtered locally. */
export function HotResults({ preset, filters }: { preset: GameFilterPreset; filters: GameFilters }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  if (hot.isPending) return <GameGridSkeleton />;
  if (hot.isError) return <ErrorState error={hot.error} onRetry={() => void hot.refetch()} />;
  const games = filterHotGames(hot.data, preset, filters);
  if (games.length === 0) return <EmptyState title={t('games.empty')} hint={t('games.emptyHint')} />;
  return <GameGrid games={games} />;
}
