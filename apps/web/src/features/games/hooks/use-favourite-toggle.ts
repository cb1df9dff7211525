import { useMutation, useQueryClient, type InfiniteData, type Query, type QueryKey } from '@tanstack/react-query';
import type { Game } from '@lobby/contract/games';
import type { FavouritesPage } from '@lobby/contract/member-games';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';
import { useFavouriteIds } from '../api/favourite-ids';
import type { FavouritesParams } from '../api/favourites';
import { memberGamesKey } from '../api/member-games-keys';
import { withFavourite } from './favourite-lists';

type Lists = InfiniteData<FavouritesPage>;
interface Snapshot {
  ids: string[] | undefined;
  lists: Array<[QueryKey, Lists | undefined]>;
}

/**
 * A member's heart: the state comes from the favourite ids; a tap changes the ids and every
 * loaded favourites list at once, then calls the server; a failure puts them back and says so.
 */
export function useFavouriteToggle(game: Game) {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  const favourite = useFavouriteIds().data?.includes(game.nodeId) ?? false;
  const idsKey = memberGamesKey(token, 'favouriteIds');
  const listsKey = memberGamesKey(token, 'favourites');
  const mutationKey = memberGamesKey(token, 'toggle');
  const mutation = useMutation({
    mutationKey,
    mutationFn: (add: boolean) =>
      (add ? addFavourite : removeFavourite)({ nodeId: game.nodeId, vendor: game.vassalage }),
    onMutate: async (add): Promise<Snapshot> => {
      // Only loaded data is held back: a first load cancelled here would never come back.
      const loaded = (query: Query) => query.state.data !== undefined;
      await Promise.all([idsKey, listsKey].map((queryKey) => client.cancelQueries({ queryKey, predicate: loaded })));
      const snapshot = {
        ids: client.getQueryData<string[]>(idsKey),
        lists: client.getQueriesData<Lists>({ queryKey: listsKey }),
      };
      client.setQueryData<string[]>(idsKey, (ids = []) =>
        add ? [...ids.filter((id) => id !== game.nodeId), game.nodeId] : ids.filter((id) => id !== game.nodeId),
      );
      for (const [key, lists] of snapshot.lists) {
        const params = key[3] as FavouritesParams;
        if (lists) client.setQueryData<Lists>(key, withFavourite(lists, game, add, params));
      }
      return snapshot;
    },
    onError: (_error, _add, snapshot) => {
      if (snapshot) {
        client.setQueryData(idsKey, snapshot.ids);
        for (const [key, lists] of snapshot.lists) client.setQueryData(key, lists);
      }
      showToast('games.favouriteFailed', { tone: 'error' });
    },
    // When the last tap is settled, the heart states are checked against the server's.
    onSettled: () => {
      if (client.isMutating({ mutationKey }) === 1) void client.invalidateQueries({ queryKey: idsKey });
    },
  });

  const toggle = () => mutation.mutate(!favourite);
  return { favourite, toggle };
}
