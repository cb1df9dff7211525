import { useState } from 'react';
import { vendorIconPath } from '@lobby/contract/core';
import type { Vendor } from '@lobby/contract/vendors';
import { useAppPainted } from '../../../first-paint/app-painted';

/**
 * A provider's white icon (for the dark theme). It is decorative: every place that shows it names
 * the provider in text or in its control's name, so a screen reader hears the name once. When the
 * icon fails, the provider's code stands in for the picture.
 */
export function VendorIcon({
  vendor,
  className = 'h-6 w-14',
}: {
  vendor: Pick<Vendor, 'vassalage' | 'iconWhite'>;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  // Logos never make the first paint; they start loading once it is done.
  const painted = useAppPainted();
  if (failed) {
    return (
      <span aria-hidden="true" className={`grid place-items-center truncate text-[11px] font-bold ${className}`}>
        {vendor.vassalage}
      </span>
    );
  }
  return (
    <img
      src={painted ? vendor.iconWhite || vendorIconPath(vendor.vassalage, 'WHITE') : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-contain ${className}`}
    />
  );
}
