import { AppLink } from '../../../ui/app-link';
import { useTranslation } from '../../../lib/use-translation';
import type { Vendor } from '@lobby/contract/vendors';
import { VendorIcon } from './vendor-icon';

/** Provider logos linking to their lists, three to a row (so two rows above three vendors). */
export function VendorLogoGrid({
  vendors,
  linkFor,
}: {
  vendors: readonly Vendor[];
  linkFor: (vendor: Vendor) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-3 gap-2.5">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <AppLink
            to={linkFor(vendor)}
            aria-label={t('home.openProvider', { name: vendor.displayName })}
            className="group flex h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border border-line bg-surface px-2 transition hover:border-violet-400/50 hover:shadow-glow"
          >
            <VendorIcon vendor={vendor} className="h-8 w-20" />
            <span className="max-w-full truncate text-[11px] font-semibold text-muted group-hover:text-text">
              {vendor.displayName}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
