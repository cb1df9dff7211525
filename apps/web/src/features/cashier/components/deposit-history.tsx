import { useState } from 'react';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useDeposits } from '../api/deposits';
import { DEPOSIT_STATUSES, type DepositStatus } from '@lobby/contract/deposits';
import { useCashierMoney } from '../hooks/use-cashier-money';
import { DEPOSIT_TONE } from '../status';
import { ChannelIcon } from './channel-icon';
import { HistoryList, HistoryRow } from './history-list';
import { StatusBadge } from './status-badge';
import { StatusFilter } from './status-filter';

/** The member's deposit orders, newest first; a pending one opens its order page. */
export function DepositHistory({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useCashierMoney();
  const [status, setStatus] = useState<DepositStatus | undefined>();
  const query = useDeposits(status);
  return (
    <div className="space-y-4">
      <StatusFilter
        states={DEPOSIT_STATUSES}
        labelOf={(state) => t(`deposit.status.${state}`)}
        value={status}
        onChange={setStatus}
      />
      <HistoryList
        label={t('deposit.history')}
        query={query}
        keyOf={(order) => order.orderNo}
        empty={{ title: t('deposit.historyEmpty'), hint: t('deposit.historyHint') }}
        render={(order) => (
          <HistoryRow
            onOpen={() => onOpen(order.orderNo)}
            icon={<ChannelIcon kind={order.kind} />}
            title={order.channelNames[language] || order.channelNames.en}
            reference={order.orderNo}
            at={order.createdAt}
            amount={money(order.amount, order.currency)}
            badge={<StatusBadge tone={DEPOSIT_TONE[order.status]} label={t(`deposit.status.${order.status}`)} />}
            note={order.reason ? t('deposit.reason', { reason: order.reason }) : undefined}
          />
        )}
      />
    </div>
  );
}
