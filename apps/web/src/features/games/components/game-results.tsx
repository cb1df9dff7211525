import { matchesName } from '@lobby/contract/games';
import { useGamesInfinite, type GameListParams } from '../api/games';
import { gameTitle } from '../game-title';
import { InfiniteGames, type InfiniteGamesProps } from './infinite-games';

interface GameResultsProps extends InfiniteGamesProps {
  params: GameListParams;
  /** Narrows the loaded list at once while a new name search is on its way. */
  localName?: string;
}

/** A server game list, by game type, provider, classification and name. */
export function GameResults({ params, localName = '', ...view }: GameResultsProps) {
  const query = useGamesInfinite(params);
  return (
    <InfiniteGames
      {...view}
      query={query}
      games={(pages) => pages.flatMap((page) => page.games).filter((game) => matchesName(gameTitle(game), localName))}
    />
  );
}
