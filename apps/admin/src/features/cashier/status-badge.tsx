import type { DepositStatus } from '@lobby/contract/deposits';
import type { WithdrawalStatus } from '@lobby/contract/withdrawals';
import { useTranslation } from 'react-i18next';

const TONE: Record<DepositStatus | WithdrawalStatus, string> = {
  pending: 'border-gold-500/40 bg-gold-500/10 text-gold-200',
  credited: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  paid: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  rejected: 'border-rose-500/40 bg-rose-500/10 text-rose-300',
  expired: 'border-line-strong bg-ink-800 text-muted',
  cancelled: 'border-line-strong bg-ink-800 text-muted',
};

/** A deposit's or withdrawal's state as a coloured pill. */
export function StatusBadge({ status }: { status: DepositStatus | WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${TONE[status]}`}>
      {t(`cashier.status.${status}`)}
    </span>
  );
}
