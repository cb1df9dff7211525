import { ANNOUNCEMENT_SORTS, CONTENT_STATUSES, type AdminAnnouncement } from '@lobby/contract/admin/announcements';
import { STORED_ANNOUNCEMENT_TYPES } from '@lobby/contract/announcements';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../shared/list-params';
import { ServerTable } from '../../../shared/server-table';
import { DeleteButton, StatusBadge, statusOf } from '../content-form';
import { toSearch, useRemove } from '../content-api';
import { FilterBar, FilterSelect } from '../filter-bar';

const PAGE_SIZE = 20;
const paramsSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  type: z.enum(STORED_ANNOUNCEMENT_TYPES).optional().catch(undefined),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  sort: z.enum(ANNOUNCEMENT_SORTS).catch('startDate').default('startDate'),
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
});

const column = createColumnHelper<AdminAnnouncement>();

/** Every announcement of the site, filtered, sorted and paged by the server, the filters in the URL. */
export function AnnouncementsList() {
  const { t } = useTranslation();
  const format = useFormat();
  const listParams = useListParams(paramsSchema);
  const { params, update } = listParams;
  const { page, ...filters } = params;
  const list = useQuery({
    queryKey: ['announcements', params],
    queryFn: () =>
      api<{ list: AdminAnnouncement[]; totalCount: number }>(
        `${ADMIN_PATHS.announcements}?${toSearch({ ...filters, pageNo: page, pageSize: PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const remove = useRemove(ADMIN_PATHS.announcements, 'announcements');

  const columns = [
    column.accessor('title', {
      header: t('content.titleField'),
      cell: (info) => (
        <Link to={String(info.row.original.id)} className="font-medium text-text hover:text-gold-300 hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('type', {
      header: t('content.type'),
      enableSorting: false,
      cell: (info) => t(`content.type.${info.getValue()}`),
    }),
    column.accessor('language', {
      header: t('content.language'),
      enableSorting: false,
      cell: (info) => info.getValue().toUpperCase(),
    }),
    column.accessor('published', {
      header: t('content.status'),
      enableSorting: false,
      cell: (info) => (
        <StatusBadge published={info.getValue()} label={t(`content.status.${statusOf(info.row.original)}`)} />
      ),
    }),
    column.accessor('startDate', { header: t('content.start'), cell: (info) => format.dateTime(info.getValue()) }),
    column.accessor('sort', { header: t('content.order') }),
    column.accessor('updatedAt', { header: t('content.updated'), cell: (info) => format.dateTime(info.getValue()) }),
    column.display({
      id: 'actions',
      header: t('content.actions'),
      cell: (info) => (
        <DeleteButton title={info.row.original.title} onConfirm={() => remove.mutateAsync(info.row.original.id)} />
      ),
    }),
  ];

  return (
    <div className="flex h-full flex-col gap-3">
      <FilterBar newLabel={t('announcements.new')}>
        <FilterSelect
          label={t('content.type')}
          value={params.type}
          options={STORED_ANNOUNCEMENT_TYPES.map((type) => [type, t(`content.type.${type}`)])}
          onChange={(type) => update({ type })}
        />
        <FilterSelect
          label={t('content.language')}
          value={params.language}
          options={LANGUAGES.map((code) => [code, t(`content.language.${code}`)])}
          onChange={(language) => update({ language })}
        />
        <FilterSelect
          label={t('content.status')}
          value={params.status}
          options={CONTENT_STATUSES.map((status) => [status, t(`content.status.${status}`)])}
          onChange={(status) => update({ status })}
        />
      </FilterBar>
      <ServerTable
        query={list}
        columns={columns}
        list={listParams}
        pageSize={PAGE_SIZE}
        label={t('content.tab.announcements')}
        empty={t('content.empty')}
        error={t('content.error')}
      />
    </div>
  );
}
