import { useLocation } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { LOTTERY_GAME_TYPES, prizeMode, type VendorGameTypes } from '@lobby/contract';
import { BannerStrip } from '../features/banners/components/banner-strip';
import { useVendorGameTypes } from '../features/games/api/vendor-game-types';
import { VendorCards } from '../features/games/components/vendor-cards';
import { sportsOnly, vendorsFor } from '../features/games/filters';
import { Skeleton } from '../ui/skeleton';
import { EmptyState, ErrorState } from '../ui/status-views';
import { bannerGroupFor, pagePreset, sportsLikeEntry, type PageEntry } from './page-config';
import { prefetchLobbyPage } from './prefetch-lobby-page';
import { useDocumentTitle } from '../features/site/hooks/use-document-title';

export function loader({ request }: { request: Request }) {
  return prefetchLobbyPage(pagePreset(sportsLikeEntry(new URL(request.url).pathname)).gameType);
}

/** Sports, e-sports, cockfight, lottery and e-lottery: provider cards; lottery pages show the prize mode. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = sportsLikeEntry(pathname);
  const preset = pagePreset(entry);
  const vendorTypes = useVendorGameTypes();
  const lottery = LOTTERY_GAME_TYPES.includes(preset.gameType);
  useDocumentTitle(t(`entry.${entry}`));
  return (
    <div className="space-y-4">
      <BannerStrip group={bannerGroupFor(preset.gameType)} />
      <div className="flex items-center gap-2">
        <h1 className="flex-1 text-xl font-extrabold tracking-tight">{t(`entry.${entry}`)}</h1>
        {lottery && vendorTypes.data ? <PrizeModeBadge mapping={vendorTypes.data} /> : null}
      </div>
      {vendorTypes.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : vendorTypes.isError ? (
        <ErrorState error={vendorTypes.error} onRetry={() => void vendorTypes.refetch()} />
      ) : (
        <PageVendors entry={entry} mapping={vendorTypes.data} />
      )}
    </div>
  );
}

function PageVendors({ entry, mapping }: { entry: PageEntry; mapping: Partial<VendorGameTypes> }) {
  const { t } = useTranslation();
  const preset = pagePreset(entry);
  const vendors = entry === 'SPORTS' ? sportsOnly(mapping.SPORTS ?? []) : vendorsFor(mapping, preset);
  if (vendors.length === 0) return <EmptyState title={t('vendors.empty')} />;
  return <VendorCards vendors={vendors} />;
}

function PrizeModeBadge({ mapping }: { mapping: Partial<VendorGameTypes> }) {
  const { t } = useTranslation();
  const mode = prizeMode(mapping);
  return (
    <p
      data-prize-mode={mode}
      className="rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold text-gold-300"
    >
      <span className="text-muted">{t('prizeMode.label')}: </span>
      {t(`prizeMode.${mode}`)}
    </p>
  );
}
