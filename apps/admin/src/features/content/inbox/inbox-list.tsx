import { INBOX_SORTS, type AdminInboxPage, type InboxSent } from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS, type Language } from '@lobby/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { Field, INPUT_CLASS } from '../../../shared/field';
import { useListParams } from '../../../shared/list-params';
import { ServerTable } from '../../../shared/server-table';
import { toSearch } from '../content-api';
import { FilterBar, FilterSelect } from '../filter-bar';

const PAGE_SIZE = 20;
const AUDIENCES = ['member', 'all'] as const;
const paramsSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  audience: z.enum(AUDIENCES).optional().catch(undefined),
  username: z.string().trim().max(40).optional().catch(undefined),
  sort: z.enum(INBOX_SORTS).catch('createdAt').default('createdAt'),
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
});

const column = createColumnHelper<InboxSent>();

/** The messages sent to members, newest first, with the languages each reads in; filters in the URL. */
export function InboxList() {
  const { t } = useTranslation();
  const format = useFormat();
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const listParams = useListParams(paramsSchema);
  const { params, update } = listParams;
  const { page, ...filters } = params;
  const list = useQuery({
    queryKey: ['inbox', params],
    queryFn: () =>
      api<AdminInboxPage>(`${ADMIN_PATHS.inbox}?${toSearch({ ...filters, pageNo: page, pageSize: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('title', {
      header: t('content.titleField'),
      cell: (info) => <span className="font-medium text-text">{info.getValue()}</span>,
    }),
    column.accessor('username', {
      header: t('inbox.audience'),
      enableSorting: false,
      cell: (info) => info.getValue() ?? <span className="text-gold-300">{t('inbox.audience.all')}</span>,
    }),
    column.accessor('category', {
      header: t('inbox.category'),
      enableSorting: false,
      cell: (info) => t(`inbox.category.${info.getValue()}`),
    }),
    column.accessor('languages', {
      header: t('inbox.languages'),
      enableSorting: false,
      cell: (info) => <LanguageBadges own={info.row.original.language} others={info.getValue()} />,
    }),
    column.accessor('createdAt', { header: t('inbox.sentAt'), cell: (info) => format.dateTime(info.getValue()) }),
  ];
  return (
    <div className="flex h-full flex-col gap-3">
      {sent !== undefined && (
        <p
          role="status"
          className="rounded-md border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200"
        >
          {t('inbox.sent', { who: sent || t('inbox.everyone') })}
        </p>
      )}
      <FilterBar newLabel={t('inbox.new')}>
        <FilterSelect
          label={t('inbox.audience')}
          value={params.audience}
          options={AUDIENCES.map((audience) => [audience, t(`inbox.audience.${audience}`)])}
          onChange={(audience) => update({ audience })}
        />
        <Field label={t('inbox.username')} className="w-44">
          {(control) => (
            <input
              {...control}
              type="search"
              className={INPUT_CLASS}
              defaultValue={params.username ?? ''}
              onChange={(event) => update({ username: event.target.value.trim() || undefined })}
            />
          )}
        </Field>
      </FilterBar>
      <ServerTable
        query={list}
        columns={columns}
        list={listParams}
        pageSize={PAGE_SIZE}
        label={t('inbox.sentList')}
        empty={t('content.empty')}
        error={t('content.error')}
      />
    </div>
  );
}

/** The message's own language (gold) and its translations, read out as language names. */
function LanguageBadges({ own, others }: { own: Language; others: Language[] }) {
  const { t } = useTranslation();
  const codes = [own, ...others];
  return (
    <span className="flex gap-1">
      <span className="sr-only">{codes.map((code) => t(`content.language.${code}`)).join(', ')}</span>
      {codes.map((code) => (
        <span
          key={code}
          aria-hidden
          className={`rounded px-1.5 py-0.5 text-[11px] font-semibold uppercase ${code === own ? 'bg-gold-400/15 text-gold-300' : 'bg-ink-700 text-muted'}`}
        >
          {code}
        </span>
      ))}
    </span>
  );
}
