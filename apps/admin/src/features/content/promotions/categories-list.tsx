import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { Panel, QueryState } from '../../../shared/query-state';
import { useRemove } from '../content-api';
import { DeleteButton } from '../content-form';
import { FilterBar } from '../filter-bar';
import { categoriesQuery, categoryName, CATEGORIES_KEY, type AdminCategory } from './promotions-api';

const column = createColumnHelper<AdminCategory>();

/**
 * The promotion categories in the site's tab order. A site has a handful, and the API lists them
 * whole, so there is nothing to page or filter.
 */
export function CategoriesList() {
  const { t, i18n } = useTranslation();
  const categories = useQuery(categoriesQuery);
  const remove = useRemove(ADMIN_PATHS.promotionCategories, CATEGORIES_KEY);
  const columns = [
    column.accessor('sort', { header: t('content.order'), enableSorting: false }),
    ...LANGUAGES.map((code) =>
      column.accessor((row) => row.names[code] ?? '', {
        id: `name-${code}`,
        header: t('categories.name', { language: t(`content.language.${code}`) }),
        enableSorting: false,
        cell: (info) =>
          code === LANGUAGES[0] || info.getValue() ? (
            <Link
              to={String(info.row.original.id)}
              className="font-medium text-text hover:text-gold-300 hover:underline"
            >
              {info.getValue() || categoryName(info.row.original, code)}
            </Link>
          ) : (
            <span className="text-muted">—</span>
          ),
      }),
    ),
    column.display({
      id: 'actions',
      header: t('content.actions'),
      cell: (info) => (
        <DeleteButton
          title={categoryName(info.row.original, i18n.language)}
          message={t('categories.confirmDelete', { title: categoryName(info.row.original, i18n.language) })}
          onConfirm={() => remove.mutateAsync(info.row.original.id)}
        />
      ),
    }),
  ];
  return (
    <div className="flex h-full flex-col gap-3">
      <FilterBar newLabel={t('categories.new')}>{null}</FilterBar>
      <Panel busy={categories.isFetching} className="flex-1" label={t('content.tab.promotionCategories')}>
        <QueryState
          query={categories}
          isEmpty={(data) => data.length === 0}
          empty={t('categories.empty')}
          error={t('content.error')}
        >
          {(data) => (
            <DataTable
              caption={t('content.tab.promotionCategories')}
              rows={data}
              columns={columns}
              getRowId={(row) => String(row.id)}
            />
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
