import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProvider } from '@lobby/contract/admin/games';
import { vendorIconPath } from '@lobby/contract/core';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { PageHeader } from '../../shared/page-header';
import { Panel, QueryState } from '../../shared/query-state';
import { RowSwitch } from '../../shared/row-switch';
import { providersQuery, useUpdateProvider } from './games-api';
import { ProviderDialog } from './provider-dialog';

const column = createColumnHelper<AdminProvider>();

/** The site's providers in display order (tens of rows: one list, no paging), switched here, edited in a dialog. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const providers = useQuery(providersQuery);
  const [editing, setEditing] = useState<AdminProvider | undefined>();
  const save = useUpdateProvider();
  const { mutate } = save;
  const busy = save.isPending ? save.variables.code : undefined;

  const columns = useMemo(
    () => [
      column.accessor('order', {
        header: t('games.order'),
        cell: (info) => <span className="font-mono tabular-nums">{info.getValue()}</span>,
      }),
      column.accessor('displayName', {
        header: t('providers.name'),
        cell: ({ row: { original: p } }) => (
          <div className="flex items-center gap-2.5">
            <img src={vendorIconPath(p.vassalage, 'WHITE')} alt="" className="h-6 w-12 object-contain" />
            <span className={`font-medium ${p.enabled ? '' : 'text-muted line-through'}`}>{p.displayName}</span>
          </div>
        ),
      }),
      column.accessor('vassalage', {
        header: t('providers.code'),
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
      column.accessor('categories', {
        header: t('providers.categories'),
        cell: ({ row: { original: p } }) =>
          p.categories.length === 0 ? (
            <span className="text-muted">{t('providers.hidden')}</span>
          ) : (
            <span className="flex flex-wrap gap-1">
              {p.gameTypes.map((type) => (
                <span
                  key={type}
                  className={`rounded px-1.5 py-0.5 text-xs ${p.categories.includes(type) ? 'bg-ink-700 text-gold-200' : 'text-muted line-through'}`}
                >
                  {t(`type.${type}`)}
                </span>
              ))}
            </span>
          ),
      }),
      column.accessor('gameCount', {
        header: t('providers.games'),
        cell: (info) => <span className="tabular-nums">{format.number(info.getValue())}</span>,
      }),
      column.accessor('enabled', {
        header: t('games.enabled'),
        cell: ({ row: { original: p } }) => (
          <RowSwitch
            checked={p.enabled}
            disabled={busy === p.vassalage}
            label={t('games.enabledOf', { name: p.displayName })}
            onChange={(enabled) => mutate({ code: p.vassalage, body: { enabled } })}
          />
        ),
      }),
      column.display({
        id: 'edit',
        header: () => <span className="sr-only">{t('games.edit')}</span>,
        cell: ({ row: { original: p } }) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('games.editOf', { name: p.displayName })}
            onClick={() => setEditing(p)}
          >
            {t('games.edit')}
          </Button>
        ),
      }),
    ],
    [t, format, busy, mutate],
  );

  return (
    <section className="flex h-full flex-col">
      <PageHeader title={t('providers.title')} subtitle={t('providers.subtitle')} />
      {save.isError && !editing && (
        <p role="alert" className="mb-2 text-sm text-rose-300">
          {t('games.saveFailed', { reason: save.error.message })}
        </p>
      )}
      <Panel busy={providers.isFetching} className="flex-1" label={t('providers.title')}>
        <QueryState
          query={providers}
          isEmpty={(list) => list.length === 0}
          empty={t('providers.empty')}
          error={t('providers.error')}
        >
          {(list) => (
            <DataTable rows={list} columns={columns} getRowId={(p) => p.vassalage} caption={t('providers.title')} />
          )}
        </QueryState>
      </Panel>
      {editing && (
        <ProviderDialog
          provider={editing}
          saving={save.isPending}
          failure={save.isError ? save.error.message : undefined}
          onSave={(body) => mutate({ code: editing.vassalage, body }, { onSuccess: () => setEditing(undefined) })}
          onClose={() => {
            save.reset();
            setEditing(undefined);
          }}
        />
      )}
    </section>
  );
}
