import { useTranslation } from '../../../lib/use-translation';
import type { Vendor } from '@lobby/contract';
import { useMemberGate } from '../../../lib/use-member-gate';
import { ChevronRightIcon } from '../../../ui/icons';
import { VendorIcon } from './vendor-icon';

/** Sports-like pages: one card per provider; entering a provider's lobby is a game launch. */
export function VendorCards({ vendors }: { vendors: readonly Vendor[] }) {
  const { t } = useTranslation();
  const gate = useMemberGate();
  return (
    <ul className="grid grid-cols-1 gap-3">
      {vendors.map((vendor, index) => (
        <li key={vendor.vassalage}>
          <button
            type="button"
            onClick={() => gate()}
            aria-label={t('vendorCard.play', { name: vendor.displayName })}
            data-card-theme={(index % 9) + 1}
            className="relative flex h-24 w-full items-center gap-4 overflow-hidden rounded-2xl border border-line bg-linear-to-r from-(--card-b) to-ink-850 px-4 text-left shadow-card transition active:scale-[0.99]"
          >
            <span
              aria-hidden="true"
              className="absolute -top-8 -right-6 size-32 rounded-full bg-(--card-a) opacity-20 blur-2xl"
            />
            <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-ink-950/50 ring-1 ring-white/10">
              <VendorIcon vendor={{ ...vendor, displayName: '' }} className="h-9 w-14" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-base font-bold">{vendor.displayName}</span>
              <span className="mt-0.5 block text-xs text-muted">
                {t('vendorCard.games', { count: vendor.gameCount })}
              </span>
            </span>
            <span className="flex items-center gap-1 rounded-full bg-gold px-3 py-1.5 text-xs font-bold text-ink-950 shadow-gold">
              {t('vendorCard.enter')}
              <ChevronRightIcon size={14} strokeWidth={2.6} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
