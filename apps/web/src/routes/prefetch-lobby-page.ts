import type { GameType } from '@lobby/contract/games';
import { bannersOptions } from '../features/banners/api/banners';
import { vendorGameTypesOptions } from '../features/games/api/vendor-game-types';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { bannerGroupFor } from './page-config';

/** What every game-type page needs first: the vendor lists and the banner of its game type. */
export function prefetchLobbyPage(gameType: GameType): null {
  const language = currentLanguage();
  void queryClient.prefetchQuery(vendorGameTypesOptions(language));
  void queryClient.prefetchQuery(bannersOptions(bannerGroupFor(gameType), language));
  return null;
}
