import { useState } from 'react';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@lobby/contract/withdrawals';
import { useTranslation } from '../../../lib/use-translation';
import { useWithdrawals } from '../api/withdrawals';
import { HistoryList } from './history-list';
import { StatusFilter } from './status-filter';
import { WithdrawalRow } from './withdrawal-row';

/** The member's withdrawal requests, newest first, with their state and the operator's reason. */
export function WithdrawalHistory({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WithdrawalStatus | undefined>();
  const query = useWithdrawals(status);
  return (
    <div className="space-y-4">
      <StatusFilter
        states={WITHDRAWAL_STATUSES}
        labelOf={(state) => t(`withdraw.status.${state}`)}
        value={status}
        onChange={setStatus}
      />
      <HistoryList
        label={t('withdraw.history')}
        query={query}
        keyOf={(request) => request.requestNo}
        empty={{ title: t('withdraw.historyEmpty'), hint: t('withdraw.historyHint') }}
        render={(request) => <WithdrawalRow request={request} currency={currency} />}
      />
    </div>
  );
}
