import { useId, useState } from 'react';
import type { PayoutAccounts } from '@lobby/contract/withdrawals';
import { useTranslation } from '../../../lib/use-translation';
import { AddAccountDialog } from './add-account-dialog';
import { PlusIcon } from './cashier-icons';
import { ChannelIcon } from './channel-icon';
import { CardSection } from '../../../ui/card-section';

/** The member's payout accounts to choose from, and the way to add one (up to the site's number). */
export function PayoutAccountsPicker({
  accounts,
  value,
  onChange,
}: {
  accounts: PayoutAccounts;
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [adding, setAdding] = useState(false);
  const full = accounts.list.length >= accounts.max;
  return (
    <CardSection
      title={t('withdraw.accounts')}
      aside={
        <span className="text-xs text-subtle tabular-nums">
          {t('withdraw.accountsCount', { count: accounts.list.length, max: accounts.max })}
        </span>
      }
    >
      {accounts.list.length === 0 ? <p className="mb-3 text-sm text-muted">{t('withdraw.noAccounts')}</p> : null}
      <div role="radiogroup" aria-label={t('withdraw.accounts')} className="grid grid-cols-1 gap-2">
        {accounts.list.map((account) => (
          <label
            key={account.id}
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-ink-900/70 p-3 transition hover:border-line-strong has-[:checked]:border-gold-400/70 has-[:checked]:bg-gold-400/[0.07] has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400/60"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={account.id === value}
              onChange={() => onChange(account.id)}
            />
            <ChannelIcon kind={account.kind} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{account.providerName}</span>
              <span className="mt-0.5 block truncate font-mono text-xs text-muted">
                {account.accountNumber} · {account.holderName}
              </span>
            </span>
          </label>
        ))}
      </div>
      {full ? null : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setAdding(true)}
          className="mt-2 flex h-12 w-full items-center justify-center gap-2 rounded-2xl border border-dashed border-gold-400/50 bg-gold-400/5 text-sm font-semibold text-gold-300 transition hover:bg-gold-400/10"
        >
          <PlusIcon size={18} />
          {t('withdraw.addAccount')}
        </button>
      )}
      <AddAccountDialog
        open={adding}
        onClose={() => setAdding(false)}
        requiredHolderName={accounts.requiredHolderName}
      />
    </CardSection>
  );
}
