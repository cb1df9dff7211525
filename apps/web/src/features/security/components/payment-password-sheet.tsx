import { useQueryClient } from '@tanstack/react-query';
import type { SecurityOverview } from '@lobby/contract/security';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Dialog } from '../../../ui/dialog';
import { ChangePaymentPasswordForm, ResetPaymentPasswordForm } from './payment-password-forms';

type Tab = 'change' | 'reset';

/** The payment password: set it (first time), change it with the old one, or reset it with an SMS code. */
export function PaymentPasswordSheet({
  overview,
  setup,
  onClose,
}: {
  overview: SecurityOverview;
  /** The first set-up form (the cashier's, composed by the route). */
  setup: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('change');
  // Setting it is the cashier's form (it refreshes the cashier): the security page reads again on close.
  const close = () => {
    void client.invalidateQueries({ queryKey: ['security'] });
    onClose();
  };
  if (!overview.paymentPassword.set) {
    return (
      <Dialog open variant="sheet" onClose={close} title={t('security.pp.title')}>
        {setup}
      </Dialog>
    );
  }
  const tabs: [Tab, string][] = [
    ['change', t('security.pp.tabChange')],
    ['reset', t('security.pp.tabReset')],
  ];
  return (
    <Dialog open variant="sheet" onClose={close} title={t('security.pp.title')} showTitle>
      <div role="tablist" aria-label={t('security.pp.title')} className="mb-4 grid grid-cols-2 gap-1 rounded-full bg-white/5 p-1">
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`h-9 rounded-full text-sm font-semibold transition ${
              tab === id ? 'bg-gold text-ink-950' : 'text-muted hover:text-text'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'change' ? (
          <ChangePaymentPasswordForm onDone={close} />
        ) : (
          <ResetPaymentPasswordForm mobile={overview.mobile} onDone={close} />
        )}
      </div>
    </Dialog>
  );
}
