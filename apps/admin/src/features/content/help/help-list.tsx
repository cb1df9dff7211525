import type { AdminHelpItem } from '@lobby/contract/admin/help';
import { ADMIN_PATHS, LANGUAGES } from '@lobby/contract/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable } from '../../../shared/data-table';
import { useListParams } from '../../../shared/list-params';
import { Panel, QueryState } from '../../../shared/query-state';
import { useRemove } from '../content-api';
import { DeleteButton } from '../content-form';
import { FilterBar } from '../filter-bar';
import { Field, INPUT_CLASS } from '../../../shared/field';
import { asTree, helpQuery } from './help-query';

const paramsSchema = z.object({ language: z.enum(LANGUAGES).catch('en').default('en') });
type Row = { item: AdminHelpItem; depth: number };
const column = createColumnHelper<Row>();

/**
 * The help pages of one language as the site orders them: sections and their sub-sections. A
 * language's help is a short book, not a feed, so it is shown whole rather than paged.
 */
export function HelpList() {
  const { t } = useTranslation();
  const { params, update } = useListParams(paramsSchema);
  const help = useQuery(helpQuery(params.language));
  const remove = useRemove(ADMIN_PATHS.help, 'help');
  const columns = [
    column.accessor((row) => row.item.title, {
      id: 'title',
      header: t('content.titleField'),
      cell: (info) => (
        <Link
          to={`${info.row.original.item.id}?language=${params.language}`}
          className={`font-medium hover:text-gold-300 hover:underline ${info.row.original.depth ? 'pl-6 text-muted before:mr-2 before:content-["↳"]' : 'text-text'}`}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor((row) => row.item.tag, {
      id: 'tag',
      header: t('help.tag'),
      cell: (info) => (info.getValue() ? t(`help.tag.${info.getValue() as 'terms' | 'about'}`) : '—'),
    }),
    column.accessor((row) => row.item.sort, { id: 'sort', header: t('content.order') }),
    column.display({
      id: 'actions',
      header: t('content.actions'),
      cell: (info) => (
        <DeleteButton
          title={info.row.original.item.title}
          onConfirm={() => remove.mutateAsync(info.row.original.item.id)}
        />
      ),
    }),
  ];
  return (
    <div className="flex h-full flex-col gap-3">
      <FilterBar newLabel={t('help.new')}>
        <Field label={t('content.language')} className="w-44">
          {(control) => (
            <select
              {...control}
              className={INPUT_CLASS}
              value={params.language}
              onChange={(event) => update({ language: event.target.value as 'en' | 'id' })}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`content.language.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterBar>
      <Panel busy={help.isFetching} className="flex-1" label={t('content.tab.help')}>
        <QueryState
          query={help}
          isEmpty={(items) => items.length === 0}
          empty={t('content.empty')}
          error={t('content.error')}
        >
          {(items) => (
            <DataTable
              caption={t('content.tab.help')}
              rows={asTree(items)}
              columns={columns}
              getRowId={(row) => String(row.item.id)}
            />
          )}
        </QueryState>
      </Panel>
    </div>
  );
}
