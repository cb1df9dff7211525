import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDeposit } from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { DEPOSIT_STATUSES } from '@lobby/contract/deposits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../shared/list-params';
import { ServerTable } from '../../shared/server-table';
import { depositsQuery } from './cashier-api';
import { DepositDialog } from './deposit-dialog';
import { useDepositColumns } from './deposits-table';
import { QueueFilters } from './queue-filters';
import { depositParamsSchema, QUEUE_PAGE_SIZE, queueSearch, type DepositParams } from './queue-params';
import { QueueActions } from './queue-parts';

const STATUSES = [...DEPOSIT_STATUSES, 'all'] as const;

/** The deposit queue: pending orders first by default; filters, sort and page in the URL; CSV of the whole filter. */
export function DepositsPage() {
  const { t } = useTranslation();
  const list = useListParams(depositParamsSchema);
  const { params, update } = list;
  const queue = useQuery({ ...depositsQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<AdminDeposit | null>(null);
  const columns = useDepositColumns({ onOpen: setOpen });
  return (
    <div className="flex h-full flex-col gap-3">
      <QueueFilters
        direction="deposit"
        statuses={STATUSES}
        params={params}
        onChange={(change) => update(change as Partial<DepositParams>)}
      />
      <ServerTable
        query={queue}
        columns={columns}
        list={list}
        pageSize={QUEUE_PAGE_SIZE}
        label={t('deposits.title')}
        empty={t('deposits.empty')}
        error={t('deposits.error')}
        panelClassName="max-h-full"
        rowId={(row) => row.orderNo}
        actions={
          <QueueActions
            totalCount={queue.data?.totalCount}
            exportPath={`${ADMIN_PATHS.cashierDeposits}?${queueSearch(params, 'csv')}`}
          />
        }
      />
      {open && <DepositDialog deposit={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
