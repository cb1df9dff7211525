import type { InfiniteData } from '@tanstack/react-query';
import type { Game } from '@lobby/contract/games';
import type { FavouritesPage } from '@lobby/contract/member-games';
import type { FavouritesParams } from '../api/favourites';

/** Whether a favourites list (by its game type and vendor) would hold this game. */
function fits(game: Game, params: FavouritesParams): boolean {
  return (
    (!params.gameType || params.gameType === game.gameType) && (!params.vendor || params.vendor === game.vassalage)
  );
}

/**
 * A loaded favourites list after adding or removing one game, without asking the server again:
 * a removed game leaves every page; an added one leads the first page of the lists it fits.
 */
export function withFavourite(
  lists: InfiniteData<FavouritesPage>,
  game: Game,
  add: boolean,
  params: FavouritesParams,
): InfiniteData<FavouritesPage> {
  const pages = lists.pages.map((page) => ({
    ...page,
    content: page.content.filter((item) => item.nodeId !== game.nodeId),
  }));
  const [first, ...rest] = pages;
  if (!add || !first || !fits(game, params)) return { ...lists, pages };
  return { ...lists, pages: [{ ...first, content: [game, ...first.content] }, ...rest] };
}
