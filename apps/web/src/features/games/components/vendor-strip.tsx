import { useEffect, useRef } from 'react';
import '../messages';
import { useTranslation } from '../../../lib/use-translation';
import type { Vendor } from '@lobby/contract/vendors';
import { GridIcon } from '../../../ui/icons';
import { centerScrollLeft } from '../../../lib/center-scroll';
import { VendorIcon } from './vendor-icon';

interface VendorStripProps {
  vendors: readonly Vendor[];
  /** Empty string: the all tab. */
  selected: string;
  onSelect: (vassalage: string) => void;
}

const tab =
  'flex h-14 min-w-18 shrink-0 flex-col items-center justify-center gap-1 rounded-2xl border px-2.5 text-[11px] font-semibold transition';

/** Horizontal provider tabs: an all tab (empty vassalage) plus icon tabs; the selected one is centred. */
export function VendorStrip({ vendors, selected, onSelect }: VendorStripProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Measured in the next frame, which lays the page out anyway: measured here, the strip forced a
    // layout of its own into the task that commits the list page's first screen.
    const frame = requestAnimationFrame(() => {
      const container = scroller.current;
      const item = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (!container || !item) return;
      container.scrollTo({
        left: centerScrollLeft(item.offsetLeft, item.offsetWidth, container.clientWidth),
        behavior: 'smooth',
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [selected, vendors.length]);

  const style = (active: boolean) =>
    active
      ? `${tab} border-gold-400/70 bg-gold-400/10 text-gold-300 shadow-gold`
      : `${tab} border-line bg-ink-850 text-muted hover:text-text`;

  return (
    <div
      ref={scroller}
      role="group"
      aria-label={t('gameList.providers')}
      className="scrollbar-none relative -mx-3 flex gap-2 overflow-x-auto px-3 py-1"
    >
      <button
        type="button"
        aria-pressed={selected === ''}
        onClick={() => onSelect('')}
        className={style(selected === '')}
      >
        <GridIcon size={20} />
        <span>{t('gameList.allProviders')}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          aria-pressed={selected === vendor.vassalage}
          aria-label={vendor.displayName}
          onClick={() => onSelect(vendor.vassalage)}
          className={style(selected === vendor.vassalage)}
        >
          <VendorIcon vendor={vendor} className="h-6 w-14" />
          <span className="max-w-16 truncate">{vendor.displayName}</span>
        </button>
      ))}
    </div>
  );
}
