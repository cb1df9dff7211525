import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/page-header';
import { Pager } from '../../shared/pager';
import { Panel, QueryState } from '../../shared/query-state';
import { useListParams } from '../../shared/list-params';
import { MembersFilters } from './members-filters';
import { MEMBERS_PAGE_SIZE, membersQuery } from './members-api';
import { MembersTable } from './members-table';
import { membersParamsSchema } from './list-params';

/** The members list: one search box, status and type filters, server sort and paging, all in the URL. */
export function MembersPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams(membersParamsSchema);
  const members = useQuery({ ...membersQuery(params), placeholderData: keepPreviousData });
  const sorting: SortingState = [{ id: params.sort, desc: params.order === 'desc' }];

  return (
    <section className="flex h-full flex-col">
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle')} />
      <MembersFilters params={params} onChange={update} />
      <Panel busy={members.isFetching} className="flex-1" label={t('members.title')}>
        <QueryState
          query={members}
          isEmpty={(page) => page.list.length === 0}
          empty={t('members.empty')}
          error={t('members.error')}
        >
          {(page) => (
            <MembersTable
              rows={page.list}
              sorting={sorting}
              onSortingChange={(change) => {
                const [next] = typeof change === 'function' ? change(sorting) : change;
                if (next) update({ sort: next.id as typeof params.sort, order: next.desc ? 'desc' : 'asc' });
              }}
            />
          )}
        </QueryState>
      </Panel>
      {members.data && (
        <footer className="mt-3 flex justify-end">
          <Pager
            page={params.page}
            pageSize={MEMBERS_PAGE_SIZE}
            totalCount={members.data.totalCount}
            onPage={(page) => update({ page })}
          />
        </footer>
      )}
    </section>
  );
}
