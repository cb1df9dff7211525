import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { ServerTable } from '../../shared/server-table';
import { ReviewDialog } from './review-dialog';
import { REWARDS_PAGE_SIZE, rewardsParamsSchema, rewardsQuery } from './rewards-query';
import { useRewardColumns } from './rewards-columns';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

/** The reward review queue: filtered by status, newest first unless turned, paged; all of it in the URL. */
export function RewardsPage() {
  const { t } = useTranslation();
  const listParams = useListParams(rewardsParamsSchema);
  const { params, update } = listParams;
  const queue = useQuery({ ...rewardsQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<number | null>(null);
  const columns = useRewardColumns(setOpen);
  // The queue sorts by when members applied, kept in the URL as newest or oldest first.
  const sorting = [{ id: 'createdAt', desc: params.sort === 'newest' }];
  const setSorting: OnChangeFn<SortingState> = (change) => {
    const [next] = typeof change === 'function' ? change(sorting) : change;
    update({ sort: next?.desc === false ? 'oldest' : 'newest' });
  };

  return (
    <section className="flex h-full flex-col">
      <PageHeader
        title={t('rewards.title')}
        subtitle={t('rewards.subtitle')}
        actions={
          <label className="flex items-center gap-2 text-sm text-muted">
            {t('rewards.status')}
            <select
              value={params.status}
              onChange={(event) => update({ status: event.target.value as (typeof STATUSES)[number] })}
              className={`${INPUT_CLASS} max-w-36`}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`rewards.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <ServerTable
        query={queue}
        columns={columns}
        list={{ ...listParams, sorting, setSorting }}
        pageSize={REWARDS_PAGE_SIZE}
        label={t('rewards.title')}
        empty={t('rewards.empty')}
        error={t('rewards.error')}
        panelClassName="max-h-full"
      />
      {open !== null && <ReviewDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
