import { matchesName } from '@lobby/contract/games';
import { useGamesInfinite, type GameListParams } from '../api/games';
import { gameTitle } from '../game-title';
import { InfiniteGames, type InfiniteGamesProps } from './infinite-games';

interface GameResultsProps extends InfiniteGamesProps {
  params: GameListParams;
  /**
   * Narrows the loaded list at once while a new name search is on its way. Not once the answer for that very
   * name is shown: the server's typo-tolerant matches ("Dragon" for "dragn") do not hold it as a substring.
   */
  localName?: string;
}

/** A server game list, by game type, provider, classification and name. */
export function GameResults({ params, localName = '', ...view }: GameResultsProps) {
  const query = useGamesInfinite(params);
  const narrowing = localName.trim() === (params.gameName ?? '').trim() ? '' : localName;
  return (
    <InfiniteGames
      {...view}
      query={query}
      games={(pages) => pages.flatMap((page) => page.games).filter((game) => matchesName(gameTitle(game), narrowing))}
    />
  );
}
