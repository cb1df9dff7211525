import { createColumnHelper } from '@tanstack/react-table';
import type { ProviderConnectionView } from '@lobby/contract/provider-wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../shared/data-table';

const column = createColumnHelper<ProviderConnectionView>();

/** The merchant's provider connections, read-only: no secret is ever sent to the console. */
export function ConnectionsTable({ rows }: { rows: ProviderConnectionView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('displayName', {
        header: t('gameProviders.provider'),
        cell: (info) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink-50">{info.getValue()}</span>
            <span className="text-xs text-muted">{info.row.original.providerCode}</span>
          </span>
        ),
      }),
      column.accessor('adapter', { header: t('gameProviders.adapter') }),
      column.accessor('operatorId', { header: t('gameProviders.operatorId') }),
      column.accessor('openRoundTimeoutSeconds', {
        header: t('gameProviders.timeout'),
        cell: (info) => t('gameProviders.seconds', { count: info.getValue() }),
      }),
      column.accessor('reconciliation', {
        header: t('gameProviders.rule'),
        cell: (info) => t(`gameProviders.rule.${info.getValue()}`),
      }),
      column.accessor('openRounds', {
        header: t('gameProviders.openRounds'),
        cell: (info) => <span className="tabular-nums">{format.number(info.getValue())}</span>,
      }),
      column.accessor('enabled', {
        header: t('gameProviders.state'),
        cell: (info) =>
          info.getValue() ? (
            <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs text-emerald-300">
              {t('gameProviders.enabled')}
            </span>
          ) : (
            <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs text-muted">
              {t('gameProviders.disabled')}
            </span>
          ),
      }),
    ],
    [t, format],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={(row) => row.providerCode}
      caption={t('gameProviders.connections')}
    />
  );
}
