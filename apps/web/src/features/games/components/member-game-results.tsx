import { useTranslation } from '../../../lib/use-translation';
import '../messages';
import { PAGE_SIZE } from '@lobby/contract/core';
import { matchesName, type Game, type GameType } from '@lobby/contract/games';
import { useFavouritesInfinite } from '../api/favourites';
import { useRecentGamesInfinite } from '../api/recent-games';
import { gameTitle } from '../game-title';
import { InfiniteGames } from './infinite-games';

export type MemberDataType = 'fav' | 'recent';

interface MemberGameResultsProps {
  dataType: MemberDataType;
  gameType?: GameType;
  /** One provider (sent to the server). */
  vendor?: string;
  /** A page limited to several providers keeps only theirs. */
  vendors?: readonly string[];
  localName?: string;
  label?: string;
}

/** The member's favourites (200 a page) or recent games (36 a page), by game type and provider. */
export function MemberGameResults({ dataType, ...props }: MemberGameResultsProps) {
  return dataType === 'fav' ? <FavouriteResults {...props} /> : <RecentResults {...props} />;
}

type ListProps = Omit<MemberGameResultsProps, 'dataType'>;

function narrow(games: Game[], { vendors = [], localName = '' }: ListProps): Game[] {
  return games.filter(
    (game) => (vendors.length === 0 || vendors.includes(game.vassalage)) && matchesName(gameTitle(game), localName),
  );
}

function FavouriteResults(props: ListProps) {
  const { t } = useTranslation();
  const query = useFavouritesInfinite({
    gameType: props.gameType,
    vendor: props.vendor,
    pageSize: PAGE_SIZE.favouritesList,
  });
  return (
    <InfiniteGames
      query={query}
      games={(pages) =>
        narrow(
          pages.flatMap((page) => page.content),
          props,
        )
      }
      label={props.label}
      empty={{ title: t('games.noFavourites'), hint: t('games.noFavouritesHint') }}
    />
  );
}

function RecentResults(props: ListProps) {
  const { t } = useTranslation();
  const query = useRecentGamesInfinite({ gameType: props.gameType, vendor: props.vendor });
  return (
    <InfiniteGames
      query={query}
      games={(pages) =>
        narrow(
          pages.flatMap((page) => page.list),
          props,
        )
      }
      label={props.label}
      empty={{ title: t('games.noRecent'), hint: t('games.noRecentHint') }}
    />
  );
}
