import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { Pager } from '../../shared/pager';
import { Panel, QueryState } from '../../shared/query-state';
import { ReviewDialog } from './review-dialog';
import { REWARDS_PAGE_SIZE, rewardsParamsSchema, rewardsQuery } from './rewards-query';
import { RewardsTable } from './rewards-table';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

/** The reward review queue: filtered by status, newest first unless turned, paged; all of it in the URL. */
export function RewardsPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams(rewardsParamsSchema);
  const queue = useQuery({ ...rewardsQuery(params), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<number | null>(null);

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
              className={`${INPUT_CLASS} w-36`}
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
      <Panel busy={queue.isFetching} className="max-h-full" label={t('rewards.title')}>
        <QueryState
          query={queue}
          isEmpty={(page) => page.list.length === 0}
          empty={t('rewards.empty')}
          error={t('rewards.error')}
        >
          {(page) => (
            <RewardsTable
              rows={page.list}
              newestFirst={params.sort === 'newest'}
              onSort={(newestFirst) => update({ sort: newestFirst ? 'newest' : 'oldest' })}
              onOpen={setOpen}
            />
          )}
        </QueryState>
      </Panel>
      {queue.data && queue.data.totalCount > 0 && (
        <div className="mt-3 flex justify-end">
          <Pager
            page={params.page}
            pageSize={REWARDS_PAGE_SIZE}
            totalCount={queue.data.totalCount}
            onPage={(page) => update({ page })}
          />
        </div>
      )}
      {open !== null && <ReviewDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
