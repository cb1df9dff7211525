import { useState } from 'react';
import { vendorIconPath, type Vendor } from '@lobby/contract';
import { useAppPainted } from '../../../lib/app-painted';

/** A provider's white icon (for the dark theme), falling back to its name. */
export function VendorIcon({
  vendor,
  className = 'h-6 w-14',
}: {
  vendor: Pick<Vendor, 'vassalage' | 'displayName' | 'iconWhite'>;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  // Logos never make the first paint; they start loading once it is done.
  const painted = useAppPainted();
  if (failed) {
    return (
      <span className={`grid place-items-center truncate text-[11px] font-bold ${className}`}>
        {vendor.displayName}
      </span>
    );
  }
  return (
    <img
      src={painted ? vendor.iconWhite || vendorIconPath(vendor.vassalage, 'WHITE') : undefined}
      alt={vendor.displayName}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-contain ${className}`}
    />
  );
}
