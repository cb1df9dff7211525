import { useTranslation } from '../../../lib/use-translation';
import { GAME_TYPES, type GameType } from '@lobby/contract/games';
import type { Vendor } from '@lobby/contract/vendors';
import { ROUTES, slotGamesFor } from '../../../lib/routes';
import { useDeferredAnswer } from '../../../first-paint/app-painted';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/status-views';
import { useVendorGameTypes } from '../api/vendor-game-types';
import { VendorLogoGrid } from './vendor-logo-grid';

/** Slots go to the slot list; other types to the game center for that type and provider. */
function providerLink(gameType: GameType) {
  return (vendor: Vendor) =>
    gameType === 'RNG'
      ? slotGamesFor(vendor.vassalage)
      : `${ROUTES.gameCenter}?gameType=${gameType}&vassalage=${encodeURIComponent(vendor.vassalage)}`;
}

/** Every provider, grouped by game type, each group under a heading of the given level. */
export function ProviderGroups({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const vendorTypes = useVendorGameTypes();
  // The server painted the providers page and the game centre's hub: theirs goes once these are in.
  const { data, pending } = useDeferredAnswer(vendorTypes);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (pending) return <Skeleton className="h-48" />;
  if (vendorTypes.isError || !data)
    return <ErrorState error={vendorTypes.error} onRetry={() => void vendorTypes.refetch()} />;
  return GAME_TYPES.filter((type) => (data[type]?.length ?? 0) > 0).map((type) => (
    <section key={type} aria-labelledby={`providers-${type}`}>
      <Heading id={`providers-${type}`} className="mb-3 text-[17px] font-bold">
        {t(`entry.${type}`)}
      </Heading>
      <VendorLogoGrid vendors={data[type] ?? []} linkFor={providerLink(type)} />
    </section>
  ));
}
