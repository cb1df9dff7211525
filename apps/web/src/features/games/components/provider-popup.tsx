import { useState } from 'react';
import '../messages';
import { useTranslation } from '../../../lib/use-translation';
import type { Vendor } from '@lobby/contract/vendors';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { CheckIcon, GridIcon } from '../../../ui/icons';
import { VendorIcon } from './vendor-icon';

interface ProviderPopupProps {
  open: boolean;
  vendors: readonly Vendor[];
  selected: string;
  /** Confirm: the chosen provider ('' for all). */
  onConfirm: (vassalage: string) => void;
  /** Close without changing anything. */
  onClose: () => void;
}

/** Pick one provider or all, then confirm, reset to all, or close. */
export function ProviderPopup({ open, onClose, ...rest }: ProviderPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('providerPopup.title')}>
      <ProviderChoice {...rest} />
    </Dialog>
  );
}

function ProviderChoice({ vendors, selected, onConfirm }: Omit<ProviderPopupProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(selected);
  const options = [
    { vassalage: '', label: t('providerPopup.all') },
    ...vendors.map((v) => ({ vassalage: v.vassalage, label: v.displayName })),
  ];
  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('providerPopup.title')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {options.map((option) => {
            const checked = draft === option.vassalage;
            const vendor = vendors.find((v) => v.vassalage === option.vassalage);
            return (
              <label
                key={option.vassalage || 'all'}
                className={`relative flex h-20 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border px-1 text-center text-[11px] font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-gold-400 ${
                  checked ? 'border-gold-400/70 bg-gold-400/10 text-gold-300' : 'border-line bg-ink-850 text-muted'
                }`}
              >
                <input
                  type="radio"
                  name="provider"
                  value={option.vassalage}
                  checked={checked}
                  onChange={() => setDraft(option.vassalage)}
                  className="sr-only"
                />
                {vendor ? <VendorIcon vendor={vendor} className="h-7 w-16" /> : <GridIcon size={24} />}
                <span className="max-w-full truncate">{option.label}</span>
                {checked ? (
                  <span className="absolute top-1.5 right-1.5 grid size-4 place-items-center rounded-full bg-gold-400 text-ink-950">
                    <CheckIcon size={11} strokeWidth={3} />
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="sticky bottom-0 mt-4 grid grid-cols-2 gap-3 bg-ink-900 pt-2">
        <Button variant="outline" size="lg" onClick={() => setDraft('')}>
          {t('providerPopup.reset')}
        </Button>
        <Button size="lg" onClick={() => onConfirm(draft)}>
          {t('providerPopup.confirm')}
        </Button>
      </div>
    </>
  );
}
