import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/page-header';
import { useListParams } from '../../shared/list-params';
import { ServerTable } from '../../shared/server-table';
import { MembersFilters } from './members-filters';
import { MEMBERS_PAGE_SIZE, membersQuery } from './members-api';
import { useMemberColumns } from './members-columns';
import { membersParamsSchema } from './list-params';

/** The members list: one search box, status and type filters, server sort and paging, all in the URL. */
export function MembersPage() {
  const { t } = useTranslation();
  const listParams = useListParams(membersParamsSchema);
  const columns = useMemberColumns();
  const members = useQuery({ ...membersQuery(listParams.params), placeholderData: keepPreviousData });

  return (
    <section className="flex h-full flex-col">
      <PageHeader title={t('members.title')} subtitle={t('members.subtitle')} />
      <MembersFilters params={listParams.params} onChange={listParams.update} />
      <ServerTable
        query={members}
        columns={columns}
        list={listParams}
        pageSize={MEMBERS_PAGE_SIZE}
        label={t('members.title')}
        empty={t('members.empty')}
        error={t('members.error')}
      />
    </section>
  );
}
