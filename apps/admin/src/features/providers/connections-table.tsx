import { createColumnHelper } from '@tanstack/react-table';
import type { ProviderConnectionView } from '@lobby/contract/provider-wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';

const column = createColumnHelper<ProviderConnectionView>();

interface Props {
  rows: ProviderConnectionView[];
  /** Admins edit a row; without it the table is read-only (finance). */
  onEdit?: ((row: ProviderConnectionView) => void) | undefined;
}

/** The merchant's provider connections. No secret is ever sent to the console: only whether one is set. */
export function ConnectionsTable({ rows, onEdit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('displayName', {
        header: t('gameProviders.provider'),
        cell: (info) => (
          <span className="flex max-w-44 flex-col">
            <span className="font-medium text-ink-50">{info.getValue()}</span>
            <span className="text-xs text-muted">
              {info.row.original.providerCode} · {t('gameProviders.operatorId')} {info.row.original.operatorId}
            </span>
          </span>
        ),
      }),
      // The base URL under its adapter: one column keeps the table within the console's width.
      column.accessor('adapter', {
        header: t('gameProviders.adapter'),
        cell: ({ row: { original } }) => (
          <span className="flex max-w-48 flex-col">
            <span>{original.adapter}</span>
            <span className="truncate font-mono text-xs text-muted" title={original.baseUrl}>
              {original.baseUrl}
            </span>
          </span>
        ),
      }),
      // The operator id under the provider, the rule over its timeout, the state over the secret: so paired, the
      // table fits a 1280-pixel screen with its actions.
      column.accessor('reconciliation', {
        header: t('gameProviders.rule'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col">
            <span>{t(`gameProviders.rule.${original.reconciliation}`)}</span>
            <span className="text-xs text-muted">
              {t('gameProviders.timeout')}: {t('gameProviders.seconds', { count: original.openRoundTimeoutSeconds })}
            </span>
          </span>
        ),
      }),
      column.accessor('openRounds', {
        header: t('gameProviders.openRounds'),
        cell: (info) => <span className="tabular-nums">{format.number(info.getValue())}</span>,
      }),
      column.accessor('enabled', {
        header: t('gameProviders.state'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col items-start gap-1">
            {original.enabled ? (
              <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs text-emerald-300">
                {t('gameProviders.enabled')}
              </span>
            ) : (
              <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs text-muted">
                {t('gameProviders.disabled')}
              </span>
            )}
            <SecretState connection={original} />
          </span>
        ),
      }),
      ...(onEdit
        ? [
            column.display({
              id: 'actions',
              header: t('gameProviders.actions'),
              cell: ({ row: { original } }) => (
                <Button
                  size="sm"
                  onClick={() => onEdit(original)}
                  aria-label={t('gameProviders.editNamed', { name: original.displayName })}
                >
                  {t('gameProviders.edit')}
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [t, format, onEdit],
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

/** Whether the connection's signing secret is set, and when it was last rotated (never the secret itself). */
function SecretState({ connection }: { connection: ProviderConnectionView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = `${t('gameProviders.secretColumn')}: `;
  if (connection.adapter === 'sandbox')
    return (
      <span className="text-xs text-muted">
        {label}
        {t('gameProviders.secretDerived')}
      </span>
    );
  if (!connection.secretSet)
    return (
      <span className="text-xs text-rose-300">
        {label}
        {t('gameProviders.secretNone')}
      </span>
    );
  return (
    <span className="text-xs text-muted">
      {label}
      {connection.secretRotatedAt
        ? t('gameProviders.secretRotated', { when: format.shortDateTime(connection.secretRotatedAt) })
        : t('gameProviders.secretSet')}
    </span>
  );
}
