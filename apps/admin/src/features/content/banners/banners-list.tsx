import { BANNER_SORTS, CONTENT_STATUSES, type AdminBanner } from '@lobby/contract/admin/announcements';
import { BANNER_GROUPS } from '@lobby/contract/banners';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { useListParams } from '../../../shared/list-params';
import { ServerTable } from '../../../shared/server-table';
import { toSearch, useRemove } from '../content-api';
import { DeleteButton, StatusBadge, statusOf } from '../content-form';
import { FilterBar, FilterSelect } from '../filter-bar';

const PAGE_SIZE = 20;
const paramsSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  groupName: z.enum(BANNER_GROUPS).optional().catch(undefined),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  sort: z.enum(BANNER_SORTS).catch('groupName').default('groupName'),
  order: z.enum(['asc', 'desc']).catch('asc').default('asc'),
});

const column = createColumnHelper<AdminBanner>();

/** The site's banners with their pictures, filtered, sorted and paged by the server. */
export function BannersList() {
  const { t } = useTranslation();
  const listParams = useListParams(paramsSchema);
  const { params, update } = listParams;
  const { page, ...filters } = params;
  const list = useQuery({
    queryKey: ['banners', params],
    queryFn: () =>
      api<{ list: AdminBanner[]; totalCount: number }>(
        `${ADMIN_PATHS.banners}?${toSearch({ ...filters, pageNo: page, pageSize: PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const remove = useRemove(ADMIN_PATHS.banners, 'banners');
  const columns = [
    column.accessor('imageUrl', {
      header: t('banners.image'),
      enableSorting: false,
      cell: (info) => <img src={info.getValue()} alt="" className="h-9 w-24 rounded object-cover ring-1 ring-line" />,
    }),
    column.accessor('title', {
      header: t('content.titleField'),
      cell: (info) => (
        <Link to={String(info.row.original.id)} className="font-medium text-text hover:text-gold-300 hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('groupName', { header: t('content.group') }),
    column.accessor('language', {
      header: t('content.language'),
      enableSorting: false,
      cell: (info) => info.getValue()?.toUpperCase() ?? t('content.language.all'),
    }),
    column.accessor('linkType', {
      header: t('banners.link'),
      enableSorting: false,
      cell: (info) => t(`banners.link.${info.getValue()}`),
    }),
    column.accessor('published', {
      header: t('content.status'),
      enableSorting: false,
      cell: (info) => (
        <StatusBadge published={info.getValue()} label={t(`content.status.${statusOf(info.row.original)}`)} />
      ),
    }),
    column.accessor('sort', { header: t('content.order') }),
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
      <FilterBar newLabel={t('banners.new')}>
        <FilterSelect
          label={t('content.group')}
          value={params.groupName}
          options={BANNER_GROUPS.map((group) => [group, group])}
          onChange={(groupName) => update({ groupName })}
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
        label={t('content.tab.banners')}
        empty={t('content.empty')}
        error={t('content.error')}
      />
    </div>
  );
}
