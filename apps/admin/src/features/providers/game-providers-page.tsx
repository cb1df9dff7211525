import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProviderConnectionView } from '@lobby/contract/provider-wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Field, INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { Panel, QueryState } from '../../shared/query-state';
import { useSession } from '../../shared/session-context';
import { ConnectionDialog } from './connection-dialog';
import { ConnectionsTable } from './connections-table';
import { connectionsQuery, reportParamsSchema, reportQuery, reportRange } from './provider-report-query';
import { ProviderReportTable } from './provider-report-table';

/** What the dialog shows: nothing, a new connection, or one to edit. */
type Editing = null | { row?: ProviderConnectionView };

/** Game providers: the report per provider and day (filters in the URL) and the connections (admins edit them). */
export function GameProvidersPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams(reportParamsSchema);
  const report = useQuery({ ...reportQuery(params), placeholderData: keepPreviousData });
  const connections = useQuery(connectionsQuery);
  const range = reportRange(params);
  const isAdmin = useSession().session?.operator.role === 'admin';
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="flex h-full flex-col gap-4">
      <PageHeader title={t('gameProviders.title')} subtitle={t('gameProviders.subtitle')} />
      <form
        role="search"
        aria-label={t('gameProviders.filters')}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label={t('gameProviders.from')} className="w-44">
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(e) => update({ from: e.target.value || undefined })}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('gameProviders.to')} className="w-44">
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(e) => update({ to: e.target.value || undefined })}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('gameProviders.provider')} className="w-52">
          {(control) => (
            <select
              {...control}
              value={params.providerCode ?? ''}
              onChange={(e) => update({ providerCode: e.target.value || undefined })}
              className={INPUT_CLASS}
            >
              <option value="">{t('gameProviders.anyProvider')}</option>
              {connections.data?.map((connection) => (
                <option key={connection.providerCode} value={connection.providerCode}>
                  {connection.displayName}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <Panel busy={report.isFetching} className="max-h-[55%] shrink-0" label={t('gameProviders.report')}>
        <QueryState
          query={report}
          isEmpty={(data) => data.rows.length === 0}
          empty={t('gameProviders.empty')}
          error={t('gameProviders.error')}
        >
          {(data) => <ProviderReportTable report={data} />}
        </QueryState>
      </Panel>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{t('gameProviders.connections')}</h2>
        {isAdmin && (
          <Button variant="primary" size="sm" onClick={() => setEditing({})}>
            {t('gameProviders.addConnection')}
          </Button>
        )}
      </div>
      <Panel className="max-h-full" label={t('gameProviders.connections')}>
        <QueryState
          query={connections}
          isEmpty={(rows) => rows.length === 0}
          empty={t('gameProviders.connectionsEmpty')}
          error={t('gameProviders.connectionsError')}
        >
          {(rows) => <ConnectionsTable rows={rows} onEdit={isAdmin ? (row) => setEditing({ row }) : undefined} />}
        </QueryState>
      </Panel>
      {editing && (
        <ConnectionDialog
          editing={editing.row}
          connected={connections.data?.map((row) => row.providerCode) ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
