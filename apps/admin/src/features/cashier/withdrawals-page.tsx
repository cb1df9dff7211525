import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminWithdrawal } from '@lobby/contract/admin/withdrawals';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { WITHDRAWAL_STATUSES } from '@lobby/contract/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useListParams } from '../../shared/list-params';
import { Pager } from '../../shared/pager';
import { Panel, QueryState } from '../../shared/query-state';
import { channelsQuery, withdrawalsQuery } from './cashier-api';
import { WithdrawalDialog } from './withdrawal-dialog';
import { WithdrawalsTable } from './withdrawals-table';
import { QueueFilters } from './queue-filters';
import { withdrawalParamsSchema, QUEUE_PAGE_SIZE, queueSearch, type WithdrawalParams } from './queue-params';
import { ExportButton, sortChange, sortingOf } from './queue-parts';

const STATUSES = [...WITHDRAWAL_STATUSES, 'all'] as const;

/** The withdrawal queue: pending requests first by default; filters, sort and page in the URL; CSV of the whole filter. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, update] = useListParams(withdrawalParamsSchema);
  const queue = useQuery({ ...withdrawalsQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AdminWithdrawal | null>(null);
  // The site's currency, from its payout channels (the filter reads the same list).
  const currency = useQuery(channelsQuery('withdrawal')).data?.[0]?.currency;
  const sorting = sortingOf(params);
  return (
    <div className="flex h-full flex-col gap-3">
      <QueueFilters
        direction="withdrawal"
        statuses={STATUSES}
        params={params}
        onChange={(change) => update(change as Partial<WithdrawalParams>)}
      />
      <Panel busy={queue.isFetching} className="max-h-full" label={t('withdrawals.title')}>
        <QueryState
          query={queue}
          isEmpty={(page) => page.list.length === 0}
          empty={t('withdrawals.empty')}
          error={t('withdrawals.error')}
        >
          {(page) => (
            <WithdrawalsTable
              rows={page.list}
              sorting={sorting}
              onSortingChange={(change) => {
                const next = sortChange<WithdrawalParams['sort']>(sorting, change);
                if (next) update(next);
              }}
              onOpen={setOpen}
              currency={currency}
            />
          )}
        </QueryState>
      </Panel>
      {queue.data && queue.data.totalCount > 0 && (
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm text-muted">
            {t('cashier.filteredTotal', {
              count: queue.data.totalCount,
              amount: format.money(queue.data.totalAmount, { currency }),
            })}
          </p>
          <div className="flex items-center gap-4">
            <ExportButton path={`${ADMIN_PATHS.withdrawals}?${queueSearch(params, 'csv')}`} />
            <Pager
              page={params.page}
              pageSize={QUEUE_PAGE_SIZE}
              totalCount={queue.data.totalCount}
              onPage={(page) => update({ page })}
            />
          </div>
        </div>
      )}
      {open && <WithdrawalDialog withdrawal={open} currency={currency} onClose={() => setOpen(null)} />}
    </div>
  );
}
