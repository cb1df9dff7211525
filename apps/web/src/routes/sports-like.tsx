import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { LOTTERY_GAME_TYPES, buildCategoryMenu, prizeMode } from '@lobby/contract/games';
import type { VendorGameTypes } from '@lobby/contract/vendors';
import { BannerStrip } from '../features/banners/components/banner-strip';
import { useVendorGameTypes } from '../features/games/api/vendor-game-types';
import { useVendorSorting, vendorSortingOptions } from '../features/games/api/vendor-sorting';
import { GameListScreen } from '../features/games/components/game-list-screen';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ClockIcon } from '../ui/icons';
import { GameGridSkeleton } from '../ui/skeleton';
import { bannerGroupFor, categoryPreset, pagePreset, sportsLikeEntry } from './page-config';
import { prefetchLobbyPage } from './prefetch-lobby-page';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';

export function loader({ request }: { request: Request }) {
  void queryClient.prefetchQuery(vendorSortingOptions(currentLanguage()));
  return prefetchLobbyPage(pagePreset(sportsLikeEntry(new URL(request.url).pathname)).gameType);
}

/**
 * Sports, e-sports, cockfight, lottery and e-lottery: the same list as home's chip for the
 * category (its providers and their games, with the category's own vendors), under the type's
 * banner; lottery pages also say what kind of draws they offer (the spec's prize mode).
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = sportsLikeEntry(pathname);
  const sorting = useVendorSorting();
  const vendorTypes = useVendorGameTypes();
  const gameType = pagePreset(entry).gameType;
  const title = t(`entry.${entry}`);
  useDocumentTitle(title);
  const item = sorting.data ? buildCategoryMenu(sorting.data).find((c) => c.gameCategory === entry) : undefined;
  return (
    <div className="space-y-4">
      <BannerStrip group={bannerGroupFor(gameType)} />
      {LOTTERY_GAME_TYPES.includes(gameType) && vendorTypes.data ? <DrawKind mapping={vendorTypes.data} /> : null}
      {sorting.isPending ? (
        <GameGridSkeleton />
      ) : (
        <GameListScreen key={entry} preset={item ? categoryPreset(item) : pagePreset(entry)} title={title} />
      )}
    </div>
  );
}

/**
 * The spec's prize mode in the player's words: what kind of draws the lottery pages offer (electronic
 * draws around the clock, or the official draws), not the mode's internal name.
 */
function DrawKind({ mapping }: { mapping: Partial<VendorGameTypes> }) {
  const { t } = useTranslation();
  const mode = prizeMode(mapping);
  return (
    <p data-prize-mode={mode} className="flex items-center gap-2 text-sm text-muted">
      <ClockIcon size={16} className="shrink-0 text-gold-300" />
      {t(`prizeMode.${mode}`)}
    </p>
  );
}
