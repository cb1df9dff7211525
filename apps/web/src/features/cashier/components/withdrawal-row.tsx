import type { Withdrawal } from '@lobby/contract/withdrawals';
import { useTranslation } from '../../../lib/use-translation';
import { useCashierMoney } from '../hooks/use-cashier-money';
import { WITHDRAWAL_TONE } from '../status';
import { CancelWithdrawal } from './cancel-withdrawal';
import { ChannelIcon } from './channel-icon';
import { HistoryRow } from './history-list';
import { StatusBadge } from './status-badge';

/** One withdrawal request: where it goes, when, its state; a rejection says why and that the hold came back. */
export function WithdrawalRow({
  request,
  currency,
  cancellable = false,
}: {
  request: Withdrawal;
  currency: string;
  /** The site lets a member take back a pending request (off by default: UK RTS 14B). */
  cancellable?: boolean;
}) {
  const { t } = useTranslation();
  const money = useCashierMoney();
  const note =
    request.status === 'rejected' ? (
      <>
        <p className="font-semibold text-rose-300">
          {t('withdraw.rejectReason', { reason: request.rejectReason ?? '' })}
        </p>
        <p className="mt-0.5">{t('withdraw.released')}</p>
      </>
    ) : request.status === 'paid' && request.payoutReference ? (
      t('withdraw.payoutReference', { reference: request.payoutReference })
    ) : undefined;
  return (
    <HistoryRow
      icon={<ChannelIcon kind={request.account.kind} />}
      title={request.account.providerName}
      reference={`${request.requestNo} · •••• ${request.account.accountNumber.slice(-4)}`}
      at={request.createdAt}
      amount={money(request.amount, currency)}
      badge={<StatusBadge tone={WITHDRAWAL_TONE[request.status]} label={t(`withdraw.status.${request.status}`)} />}
      note={note}
      action={cancellable && request.status === 'pending' ? <CancelWithdrawal requestNo={request.requestNo} /> : null}
    />
  );
}
