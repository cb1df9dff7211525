import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@lobby/contract/admin/withdrawals';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { WITHDRAWAL_STATUSES } from '@lobby/contract/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useListParams } from '../../shared/list-params';
import { ServerTable } from '../../shared/server-table';
import { channelsQuery, withdrawalsQuery } from './cashier-api';
import { WithdrawalDialog } from './withdrawal-dialog';
import { useWithdrawalColumns } from './withdrawals-table';
import { QueueFilters } from './queue-filters';
import { withdrawalParamsSchema, QUEUE_PAGE_SIZE, queueSearch, type WithdrawalParams } from './queue-params';
import { QueueActions } from './queue-parts';

const STATUSES = [...WITHDRAWAL_STATUSES, 'all'] as const;

/** The withdrawal queue: pending requests first by default; filters, sort and page in the URL; CSV of the whole filter. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(withdrawalParamsSchema);
  const { params, update } = list;
  const queue = useQuery({ ...withdrawalsQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AdminWithdrawal | null>(null);
  // The site's currency, from its payout channels (the filter reads the same list).
  const currency = useQuery(channelsQuery('withdrawal')).data?.[0]?.currency;
  const columns = useWithdrawalColumns({ onOpen: setOpen, currency });
  return (
    <div className="flex h-full flex-col gap-3">
      <QueueFilters
        direction="withdrawal"
        statuses={STATUSES}
        params={params}
        onChange={(change) => update(change as Partial<WithdrawalParams>)}
      />
      <ServerTable
        query={queue}
        columns={columns}
        list={list}
        pageSize={QUEUE_PAGE_SIZE}
        label={t('withdrawals.title')}
        empty={t('withdrawals.empty')}
        error={t('withdrawals.error')}
        panelClassName="max-h-full"
        actions={
          <QueueActions
            totalCount={queue.data?.totalCount}
            summary={
              queue.data &&
              t('cashier.filteredTotal', {
                count: queue.data.totalCount,
                amount: format.money(queue.data.totalAmount, { currency }),
              })
            }
            exportPath={`${ADMIN_PATHS.withdrawals}?${queueSearch(params, 'csv')}`}
          />
        }
      />
      {open && <WithdrawalDialog withdrawal={open} currency={currency} onClose={() => setOpen(null)} />}
    </div>
  );
}
