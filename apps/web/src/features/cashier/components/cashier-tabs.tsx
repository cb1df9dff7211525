import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export type CashierTab = 'main' | 'history';

/**
 * The page's two sections (deposit or withdraw, and its history) as tabs over one panel. The tab
 * lives in the address (?tab=history), so back and a shared link keep it.
 */
export function CashierTabs({
  mainLabel,
  current,
  onChange,
  children,
}: {
  mainLabel: string;
  current: CashierTab;
  onChange: (tab: CashierTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const base = useId();
  const tabs: { tab: CashierTab; label: string }[] = [
    { tab: 'main', label: mainLabel },
    { tab: 'history', label: t('cashier.tab.history') },
  ];
  return (
    <>
      <div role="tablist" aria-label={t('cashier.tabs')} className="grid grid-cols-2 gap-1 rounded-full bg-white/5 p-1">
        {tabs.map(({ tab, label }) => (
          <button
            key={tab}
            id={`${base}-${tab}`}
            type="button"
            role="tab"
            aria-selected={current === tab}
            aria-controls={`${base}-panel`}
            onClick={() => onChange(tab)}
            className="h-10 rounded-full text-sm font-semibold text-muted transition hover:text-text aria-selected:bg-gold aria-selected:text-ink-950 aria-selected:shadow-gold"
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${current}`} className="mt-4">
        {children}
      </div>
    </>
  );
}
