import { useTranslation } from '../../../lib/use-translation';
import type { Vendor } from '@lobby/contract/vendors';
import { ROUTES, slotGamesFor } from '../../../lib/routes';
import { GridIcon } from '../../../ui/icons';
import { SectionHeader } from '../../../ui/section-header';
import { VendorLogoGrid } from './vendor-logo-grid';

/** Home: provider logos opening the slot list filtered by that provider. */
export function ProvidersBlock({ vendors }: { vendors: readonly Vendor[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-providers">
      <SectionHeader
        id="home-providers"
        title={t('home.providers')}
        icon={<GridIcon className="text-violet-400" />}
        link={{ to: ROUTES.provider, label: t('home.allProviders') }}
      />
      <VendorLogoGrid vendors={vendors} linkFor={(vendor) => slotGamesFor(vendor.vassalage)} />
    </section>
  );
}
