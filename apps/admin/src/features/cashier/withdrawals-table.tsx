import { createColumnHelper } from '@tanstack/react-table';
import type { AdminWithdrawal } from '@lobby/contract/admin/withdrawals';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { StatusBadge } from './status-badge';

const column = createColumnHelper<AdminWithdrawal>();

interface Props {
  onOpen: (withdrawal: AdminWithdrawal) => void;
  /** The site's currency (the queue's rows do not carry it). */
  currency: string | undefined;
}

/** The withdrawal queue: when, which request, who, how much, where to pay it, its state (the dialog has the rest). */
export function useWithdrawalColumns({ onOpen, currency }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('cashier.created'),
        cell: (info) => <time dateTime={info.getValue()}>{format.shortDateTime(info.getValue())}</time>,
      }),
      column.accessor('requestNo', {
        header: t('withdrawals.requestNo'),
        enableSorting: false,
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
      column.accessor('username', { header: t('cashier.member'), enableSorting: false }),
      column.accessor('amount', {
        header: t('cashier.amount'),
        cell: (info) => <span className="tabular-nums">{format.money(info.getValue(), { currency })}</span>,
      }),
      column.accessor('payout', {
        header: t('withdrawals.payout'),
        enableSorting: false,
        cell: (info) => <span className="font-medium tabular-nums">{format.money(info.getValue(), { currency })}</span>,
      }),
      column.accessor('account', {
        header: t('withdrawals.account'),
        enableSorting: false,
        cell: (info) => {
          const account = info.getValue();
          return (
            <span className="flex max-w-[13rem] flex-col leading-tight" title={accountText(account)}>
              <span className="truncate">
                {account.providerName} · <span className="font-mono text-xs">{account.accountNumber}</span>
              </span>
              <span className="truncate text-xs text-muted">{account.holderName}</span>
            </span>
          );
        },
      }),
      column.accessor('status', {
        header: t('cashier.status'),
        enableSorting: false,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.display({
        id: 'open',
        header: () => <span className="sr-only">{t('cashier.open')}</span>,
        cell: ({ row }) => {
          const pending = row.original.status === 'pending';
          return (
            <Button
              size="sm"
              variant={pending ? 'primary' : 'secondary'}
              aria-label={t('withdrawals.openLabel', {
                requestNo: row.original.requestNo,
                username: row.original.username,
              })}
              onClick={() => onOpen(row.original)}
            >
              {pending ? t('cashier.open') : t('cashier.view')}
            </Button>
          );
        },
      }),
    ],
    [t, format, onOpen, currency],
  );
  return columns;
}

/** "BCA · 1234567890 · Budi Santoso": the account finance pays to. */
export function accountText(account: AdminWithdrawal['account']): string {
  return [account.providerName, account.accountNumber, account.holderName].join(' · ');
}
