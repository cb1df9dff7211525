import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { LOTTERY_GAME_TYPES, buildCategoryMenu, prizeMode, type VendorGameTypes } from '@lobby/contract';
import { BannerStrip } from '../features/banners/components/banner-strip';
import { useVendorGameTypes } from '../features/games/api/vendor-game-types';
import { useVendorSorting, vendorSortingOptions } from '../features/games/api/vendor-sorting';
import { GameListScreen } from '../features/games/components/game-list-screen';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { GameGridSkeleton } from '../ui/skeleton';
import { bannerGroupFor, categoryPreset, pagePreset, sportsLikeEntry } from './page-config';
import { prefetchLobbyPage } from './prefetch-lobby-page';
import { useDocumentTitle } from '../features/site/hooks/use-document-title';

export function loader({ request }: { request: Request }) {
  void queryClient.prefetchQuery(vendorSortingOptions(currentLanguage()));
  return prefetchLobbyPage(pagePreset(sportsLikeEntry(new URL(request.url).pathname)).gameType);
}

/**
 * Sports, e-sports, cockfight, lottery and e-lottery: the same list as home's chip for the
 * category (its providers and their games, with the category's own vendors), under the type's
 * banner; lottery pages also show the prize mode.
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
      {LOTTERY_GAME_TYPES.includes(gameType) && vendorTypes.data ? <PrizeModeBadge mapping={vendorTypes.data} /> : null}
      {sorting.isPending ? (
        <GameGridSkeleton />
      ) : (
        <GameListScreen key={entry} preset={item ? categoryPreset(item) : pagePreset(entry)} title={title} />
      )}
    </div>
  );
}

function PrizeModeBadge({ mapping }: { mapping: Partial<VendorGameTypes> }) {
  const { t } = useTranslation();
  const mode = prizeMode(mapping);
  return (
    <p
      data-prize-mode={mode}
      className="w-fit rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold text-gold-300"
    >
      <span className="text-muted">{t('prizeMode.label')}: </span>
      {t(`prizeMode.${mode}`)}
    </p>
  );
}
