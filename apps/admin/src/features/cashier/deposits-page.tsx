import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDeposit } from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { DEPOSIT_STATUSES } from '@lobby/contract/deposits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../shared/list-params';
import { Pager } from '../../shared/pager';
import { Panel, QueryState } from '../../shared/query-state';
import { depositsQuery } from './cashier-api';
import { DepositDialog } from './deposit-dialog';
import { DepositsTable } from './deposits-table';
import { QueueFilters } from './queue-filters';
import { depositParamsSchema, QUEUE_PAGE_SIZE, queueSearch, type DepositParams } from './queue-params';
import { ExportButton, sortChange, sortingOf } from './queue-parts';

const STATUSES = [...DEPOSIT_STATUSES, 'all'] as const;

/** The deposit queue: pending orders first by default; filters, sort and page in the URL; CSV of the whole filter. */
export function DepositsPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams(depositParamsSchema);
  const queue = useQuery({ ...depositsQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AdminDeposit | null>(null);
  const sorting = sortingOf(params);
  return (
    <div className="flex h-full flex-col gap-3">
      <QueueFilters
        direction="deposit"
        statuses={STATUSES}
        params={params}
        onChange={(change) => update(change as Partial<DepositParams>)}
      />
      <Panel busy={queue.isFetching} className="max-h-full" label={t('deposits.title')}>
        <QueryState
          query={queue}
          isEmpty={(page) => page.list.length === 0}
          empty={t('deposits.empty')}
          error={t('deposits.error')}
        >
          {(page) => (
            <DepositsTable
              rows={page.list}
              sorting={sorting}
              onSortingChange={(change) => {
                const next = sortChange<DepositParams['sort']>(sorting, change);
                if (next) update(next);
              }}
              onOpen={setOpen}
            />
          )}
        </QueryState>
      </Panel>
      {queue.data && queue.data.totalCount > 0 && (
        <div className="flex items-center justify-end gap-4">
          <ExportButton path={`${ADMIN_PATHS.cashierDeposits}?${queueSearch(params, 'csv')}`} />
          <Pager
            page={params.page}
            pageSize={QUEUE_PAGE_SIZE}
            totalCount={queue.data.totalCount}
            onPage={(page) => update({ page })}
          />
        </div>
      )}
      {open && <DepositDialog deposit={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
