import type { AdminMemberRow } from '@lobby/contract/admin/members';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { StatusBadge } from './status-badge';

const column = createColumnHelper<AdminMemberRow>();

/** The members table's columns; the username opens the member. Sortable: created, last login, balance, username. */
export function useMemberColumns() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('id', {
        header: t('members.id'),
        enableSorting: false,
        cell: (info) => <span className="font-mono text-xs text-muted">{info.getValue()}</span>,
      }),
      column.accessor('username', {
        id: 'username',
        header: t('members.username'),
        cell: (info) => (
          <span className="flex flex-col">
            <Link to={`/members/${info.row.original.id}`} className="font-medium text-gold-200 hover:underline">
              {info.getValue()}
            </Link>
            {info.row.original.nickname && <span className="text-xs text-muted">{info.row.original.nickname}</span>}
          </span>
        ),
      }),
      column.accessor('kind', {
        header: t('members.kind'),
        enableSorting: false,
        cell: (info) => t(`members.kind.${info.getValue()}`),
      }),
      column.accessor('status', {
        header: t('members.status'),
        enableSorting: false,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor((row) => [row.mobileNum && `${row.countryDialingCode} ${row.mobileNum}`, row.email], {
        id: 'contact',
        header: t('members.contact'),
        enableSorting: false,
        cell: (info) => (
          <span className="flex flex-col text-xs">
            {info
              .getValue()
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </span>
        ),
      }),
      column.accessor('balance', {
        id: 'balance',
        header: t('members.balance'),
        cell: (info) => <span className="font-mono tabular-nums">{format.money(info.getValue())}</span>,
      }),
      column.accessor('createdAt', {
        id: 'created',
        header: t('members.created'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.accessor('lastLoginAt', {
        id: 'lastLogin',
        header: t('members.lastLogin'),
        cell: (info) => {
          const value = info.getValue();
          return value ? format.dateTime(value) : <span className="text-muted">{t('members.never')}</span>;
        },
      }),
    ],
    [t, format],
  );
}
