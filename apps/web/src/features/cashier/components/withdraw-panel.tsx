import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { WALLET_KEY } from '../../../shared/wallet/api/wallet';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useChannels } from '../api/channels';
import { usePayoutAccounts } from '../api/payout-accounts';
import { useWithdrawalSummary, useWithdrawals } from '../api/withdrawals';
import { WithdrawIcon } from './cashier-icons';
import { PaymentPasswordSetup } from './payment-password-setup';
import { CardSection } from '../../../ui/card-section';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalRow } from './withdrawal-row';

/**
 * The withdraw tab: the withdrawable balance first; then, on first use, the payment password; then
 * account, method, amount; and the requests still in progress below.
 */
export function WithdrawPanel({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const summary = useWithdrawalSummary();
  const channels = useChannels('withdrawal');
  const accounts = usePayoutAccounts();
  const client = useQueryClient();
  const balance = summary.data?.balance;
  // A payout or a released hold changes the balance: the header's follows what the summary says.
  useEffect(() => {
    if (balance !== undefined) void client.invalidateQueries({ queryKey: WALLET_KEY });
  }, [balance, client]);
  const failed = [summary, channels, accounts].find((query) => query.isError && !query.data);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!summary.data || !channels.data || !accounts.data) {
    return (
      <div role="status" aria-label={t('cashier.loading')} className="space-y-4">
        <Skeleton className="h-64 rounded-3xl" />
        <Skeleton className="h-40 rounded-3xl" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <WithdrawSummary summary={summary.data} currency={currency} />
      {!summary.data.paymentPasswordSet ? (
        <PaymentPasswordSetup />
      ) : channels.data.channels.length === 0 ? (
        <EmptyState
          title={t('withdraw.noMethods')}
          hint={t('cashier.noMethodsHint')}
          icon={<WithdrawIcon size={30} />}
        />
      ) : (
        <WithdrawForm channels={channels.data.channels} accounts={accounts.data} summary={summary.data} />
      )}
      <InProgress currency={currency} cancellable={summary.data.cancelAllowed} />
    </div>
  );
}

/** Requests the operator has not decided yet: their amount is held. */
function InProgress({ currency, cancellable }: { currency: string; cancellable: boolean }) {
  const { t } = useTranslation();
  const pending = useWithdrawals('pending');
  const list = pending.data?.pages.flatMap((page) => page.list) ?? [];
  if (list.length === 0) return null;
  return (
    <CardSection title={t('withdraw.inProgress')}>
      <ul aria-label={t('withdraw.inProgress')} className="space-y-2">
        {list.map((request) => (
          <li key={request.requestNo}>
            <WithdrawalRow request={request} currency={currency} cancellable={cancellable} />
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
