import { useTranslation } from '../../../lib/use-translation';
import { PAGE_SIZE } from '@lobby/contract/core';
import { ROUTES } from '../../../lib/routes';
import { HeartIcon } from '../../../ui/icons';
import { SectionHeader } from '../../../ui/section-header';
import { useFavouritesInfinite } from '../api/favourites';
import { GameCard } from './game-card';

/** Home, for a member: the first page of favourites in one sideways row; nothing while there are none. */
export function FavouritesRow() {
  const { t } = useTranslation();
  const query = useFavouritesInfinite({ pageSize: PAGE_SIZE.favouritesHome });
  const games = query.data?.pages[0]?.content.slice(0, PAGE_SIZE.favouritesHome) ?? [];
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="home-favourites">
      <SectionHeader
        id="home-favourites"
        title={t('home.favourites')}
        icon={<HeartIcon className="text-rose-500" fill="currentColor" />}
        link={{ to: ROUTES.favGames, label: t('home.viewAll') }}
      />
      <ul aria-label={t('home.favourites')} className="scrollbar-none -mx-3 flex gap-3 overflow-x-auto px-3">
        {games.map((game) => (
          <li key={game.nodeId} className="w-[calc((100%-1.5rem)/3)] shrink-0">
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
