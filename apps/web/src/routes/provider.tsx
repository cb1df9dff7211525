import { useTranslation } from '../lib/use-translation';
import { GAME_TYPES, type GameType, type Vendor } from '@lobby/contract';
import { useVendorGameTypes, vendorGameTypesOptions } from '../features/games/api/vendor-game-types';
import { VendorLogoGrid } from '../features/games/components/vendor-logo-grid';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ROUTES, slotGamesFor } from '../lib/routes';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';
import { useDocumentTitle } from '../features/site/hooks/use-document-title';

export function loader() {
  void queryClient.prefetchQuery(vendorGameTypesOptions(currentLanguage()));
  return null;
}

/** Slots go to the slot list; other types to the game center for that type and provider. */
function providerLink(gameType: GameType) {
  return (vendor: Vendor) =>
    gameType === 'RNG'
      ? slotGamesFor(vendor.vassalage)
      : `${ROUTES.gameCenter}?gameType=${gameType}&vassalage=${encodeURIComponent(vendor.vassalage)}`;
}

/** Every provider, grouped by game type. */
export function Component() {
  const { t } = useTranslation();
  const vendorTypes = useVendorGameTypes();
  useDocumentTitle(t('entry.PROVIDERS'));
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-extrabold tracking-tight">{t('entry.PROVIDERS')}</h1>
      {vendorTypes.isPending ? (
        <Skeleton className="h-48" />
      ) : vendorTypes.isError ? (
        <ErrorState error={vendorTypes.error} onRetry={() => void vendorTypes.refetch()} />
      ) : (
        GAME_TYPES.filter((type) => (vendorTypes.data[type]?.length ?? 0) > 0).map((type) => (
          <section key={type} aria-labelledby={`providers-${type}`}>
            <h2 id={`providers-${type}`} className="mb-3 text-[17px] font-bold">
              {t(`entry.${type}`)}
            </h2>
            <VendorLogoGrid vendors={vendorTypes.data[type] ?? []} linkFor={providerLink(type)} />
          </section>
        ))
      )}
    </div>
  );
}
