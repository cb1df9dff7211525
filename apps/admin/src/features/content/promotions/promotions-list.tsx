import { PROMOTION_SORTS, type AdminPromotion } from '@lobby/contract/admin/promotions';
import { CONTENT_STATUSES } from '@lobby/contract/admin/announcements';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useListParams } from '../../../shared/list-params';
import { ServerTable } from '../../../shared/server-table';
import { toSearch, useRemove } from '../content-api';
import { DeleteButton, StatusBadge, statusOf } from '../content-form';
import { FilterBar, FilterSelect } from '../filter-bar';
import { VersionLinks } from './linked-version';
import { categoriesQuery, categoryName, PROMOTIONS_KEY } from './promotions-api';

const PAGE_SIZE = 20;
const paramsSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  language: z.enum(LANGUAGES).optional().catch(undefined),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  categoryId: z.coerce.number().int().min(1).optional().catch(undefined),
  sort: z.enum(PROMOTION_SORTS).catch('sort').default('sort'),
  order: z.enum(['asc', 'desc']).catch('asc').default('asc'),
});

const column = createColumnHelper<AdminPromotion>();

/** Every promotion of the site, filtered, sorted and paged by the server, the filters in the URL. */
export function PromotionsList() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const listParams = useListParams(paramsSchema);
  const { params, update } = listParams;
  const { page, ...filters } = params;
  const list = useQuery({
    queryKey: [PROMOTIONS_KEY, params],
    queryFn: () =>
      api<{ list: AdminPromotion[]; totalCount: number }>(
        `${ADMIN_PATHS.promotions}?${toSearch({ ...filters, pageNo: page, pageSize: PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(categoriesQuery);
  const names = new Map((categories.data ?? []).map((item) => [item.id, categoryName(item, i18n.language)]));
  const remove = useRemove(ADMIN_PATHS.promotions, PROMOTIONS_KEY);
  const [ended, setEnded] = useState<string | null>(null);

  const columns = [
    column.accessor('title', {
      header: t('content.titleField'),
      cell: (info) => (
        <Link to={String(info.row.original.id)} className="font-medium text-text hover:text-gold-300 hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    // Its own language, then the same promotion's other-language versions as links.
    column.accessor('language', {
      header: t('content.language'),
      enableSorting: false,
      cell: (info) => (
        <span className="flex items-center gap-1.5">
          {info.getValue().toUpperCase()}
          <VersionLinks versions={info.row.original.versions} />
        </span>
      ),
    }),
    column.accessor('categoryIds', {
      header: t('promotions.categories'),
      enableSorting: false,
      cell: (info) => (
        <span className="text-muted">
          {info
            .getValue()
            .map((id) => names.get(id) ?? `#${id}`)
            .join(', ') || '—'}
        </span>
      ),
    }),
    column.accessor('published', {
      header: t('content.status'),
      enableSorting: false,
      cell: (info) => (
        <StatusBadge published={info.getValue()} label={t(`content.status.${statusOf(info.row.original)}`)} />
      ),
    }),
    column.accessor('startDate', { header: t('content.start'), cell: (info) => format.date(info.getValue()) }),
    column.accessor('sort', { header: t('content.order') }),
    column.accessor('updatedAt', { header: t('content.updated'), cell: (info) => format.date(info.getValue()) }),
    column.display({
      id: 'actions',
      header: t('content.actions'),
      cell: (info) => {
        const { id, title } = info.row.original;
        const confirm = async () => {
          const result = (await remove.mutateAsync(id)) as { removed: 'deleted' | 'ended' };
          setEnded(result.removed === 'ended' ? title : null);
        };
        return <DeleteButton title={title} onConfirm={confirm} />;
      },
    }),
  ];

  return (
    <div className="flex h-full flex-col gap-3">
      <FilterBar newLabel={t('promotions.new')}>
        <FilterSelect
          label={t('promotions.category')}
          value={params.categoryId === undefined ? undefined : String(params.categoryId)}
          options={(categories.data ?? []).map((item) => [String(item.id), categoryName(item, i18n.language)])}
          onChange={(value) => update({ categoryId: value === undefined ? undefined : Number(value) })}
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
      {ended && (
        <p
          role="status"
          className="rounded-md border border-gold-400/40 bg-gold-400/10 px-3 py-2 text-sm text-gold-200"
        >
          {t('promotions.ended', { title: ended })}
        </p>
      )}
      <ServerTable
        query={list}
        columns={columns}
        list={listParams}
        pageSize={PAGE_SIZE}
        label={t('content.tab.promotions')}
        empty={t('content.empty')}
        error={t('content.error')}
      />
    </div>
  );
}
