import { useTranslation } from '../../../lib/use-translation';
import type { Game } from '@lobby/contract/games';
import { ROUTES } from '../../../lib/routes';
import { FireIcon } from '../../../ui/icons';
import { Deferred } from '../../../ui/deferred';
import { SectionHeader } from '../../../ui/section-header';
import { GameGridSkeleton } from '../../../ui/skeleton';
import { GameGrid } from './game-grid';

/** Home: the first hot games in a 3-column grid with a view-all link. */
export function HotGamesBlock({ games }: { games: readonly Game[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-hot">
      <SectionHeader
        id="home-hot"
        title={t('home.hotGames')}
        icon={<FireIcon className="text-rose-500" />}
        link={{ to: ROUTES.hotGames, label: t('home.viewAll') }}
      />
      {/* Just below the first screen's fold: it follows the first screen, in a render of its own. */}
      <Deferred placeholder={<GameGridSkeleton count={games.length} />}>
        <GameGrid games={games} label={t('home.hotGames')} />
      </Deferred>
    </section>
  );
}
