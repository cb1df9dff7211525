import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRole } from '@lobby/contract/admin/operators';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { INPUT_CLASS } from '../../shared/field';

const column = createColumnHelper<OperatorAccount>();

export interface RowActions {
  /** The signed-in operator: their own row offers no change. */
  selfId: number;
  busy: boolean;
  onRole: (row: OperatorAccount, role: OperatorRole) => void;
  onDisable: (row: OperatorAccount) => void;
  onEnable: (row: OperatorAccount) => void;
  onReset: (row: OperatorAccount) => void;
}

/** The operators' columns, server-sorted by name, role or creation, each with its role, status and two-factor actions. */
export function useOperatorColumns(actions: RowActions) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('username', {
        header: t('operators.username'),
        cell: (info) => (
          <span className="font-medium">
            {info.getValue()}
            {info.row.original.id === actions.selfId && (
              <span className="ml-2 text-xs text-muted">({t('operators.you')})</span>
            )}
          </span>
        ),
      }),
      column.accessor('role', {
        header: t('operators.role'),
        cell: (info) => {
          const row = info.row.original;
          return (
            <select
              aria-label={t('operators.roleOf', { name: row.username })}
              value={row.role}
              disabled={row.id === actions.selfId || actions.busy}
              onChange={(event) => actions.onRole(row, event.target.value as OperatorRole)}
              className={`${INPUT_CLASS} h-7 w-32`}
            >
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`operators.role.${role}`)}
                </option>
              ))}
            </select>
          );
        },
      }),
      column.accessor('disabled', {
        header: t('operators.status'),
        enableSorting: false,
        cell: (info) => (
          <Badge on={!info.getValue()} label={t(info.getValue() ? 'operators.disabled' : 'operators.active')} />
        ),
      }),
      column.accessor('twoFactor', {
        header: t('operators.twoFactor'),
        enableSorting: false,
        cell: (info) => <Badge on={info.getValue()} label={t(info.getValue() ? 'operators.on' : 'operators.off')} />,
      }),
      column.accessor('createdAt', {
        header: t('operators.created'),
        cell: (info) => <time dateTime={info.getValue()}>{format.date(info.getValue())}</time>,
      }),
      column.display({
        id: 'actions',
        header: t('operators.actions'),
        cell: (info) => <Actions row={info.row.original} {...actions} />,
      }),
    ],
    [t, format, actions],
  );
}

function Actions({ row, selfId, busy, onDisable, onEnable, onReset }: RowActions & { row: OperatorAccount }) {
  const { t } = useTranslation();
  if (row.id === selfId) return null;
  const label = (text: string) => `${text} ${row.username}`;
  return (
    <span className="flex gap-1.5">
      {row.disabled ? (
        <Button size="sm" aria-label={label(t('operators.enable'))} disabled={busy} onClick={() => onEnable(row)}>
          {t('operators.enable')}
        </Button>
      ) : (
        <Button size="sm" aria-label={label(t('operators.disable'))} disabled={busy} onClick={() => onDisable(row)}>
          {t('operators.disable')}
        </Button>
      )}
      {row.twoFactor && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={label(t('operators.reset'))}
          disabled={busy}
          onClick={() => onReset(row)}
        >
          {t('operators.reset')}
        </Button>
      )}
    </span>
  );
}

function Badge({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${
        on ? 'bg-emerald-500/15 text-emerald-300' : 'bg-ink-700 text-muted'
      }`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${on ? 'bg-emerald-400' : 'bg-ink-500'}`} />
      {label}
    </span>
  );
}
