import { createColumnHelper } from '@tanstack/react-table';
import type { AdminDeposit } from '@lobby/contract/admin/cashier';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { channelName } from './channel-name';
import { StatusBadge } from './status-badge';

const column = createColumnHelper<AdminDeposit>();

interface Props {
  onOpen: (deposit: AdminDeposit) => void;
}

/** The deposit queue: when, which order, who, how, how much, its state; a manual pending one opens for review. */
export function useDepositColumns({ onOpen }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(() => {
    const money = (row: AdminDeposit, amount: string) => format.money(amount, { currency: row.currency });
    return [
      column.accessor('createdAt', {
        header: t('cashier.created'),
        cell: (info) => <time dateTime={info.getValue()}>{format.shortDateTime(info.getValue())}</time>,
      }),
      column.accessor('orderNo', {
        header: t('deposits.orderNo'),
        enableSorting: false,
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
      column.accessor('username', { header: t('cashier.member'), enableSorting: false }),
      column.accessor('channelNames', {
        header: t('cashier.channel'),
        enableSorting: false,
        cell: (info) => channelName(info.getValue(), format.language),
      }),
      column.accessor('amount', {
        header: t('cashier.amount'),
        cell: (info) => <span className="tabular-nums">{money(info.row.original, info.getValue())}</span>,
      }),
      column.accessor('credit', {
        header: t('deposits.credit'),
        enableSorting: false,
        cell: (info) => <span className="font-medium tabular-nums">{money(info.row.original, info.getValue())}</span>,
      }),
      column.accessor('status', {
        header: t('cashier.status'),
        enableSorting: false,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('receiptUrl', {
        header: t('deposits.receipt'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('deposits.openReceipt', { orderNo: info.row.original.orderNo })}
              onClick={() => onOpen(info.row.original)}
            >
              {t('deposits.receipt')}
            </Button>
          ) : (
            <span className="text-muted">{info.row.original.manual ? '—' : t('deposits.gateway')}</span>
          ),
      }),
      column.display({
        id: 'open',
        header: () => <span className="sr-only">{t('cashier.open')}</span>,
        cell: ({ row }) => {
          const deposit = row.original;
          const actionable = deposit.manual && (deposit.status === 'pending' || deposit.status === 'expired');
          return (
            <Button
              size="sm"
              variant={deposit.manual && deposit.status === 'pending' ? 'primary' : 'secondary'}
              aria-label={t('deposits.openLabel', { orderNo: deposit.orderNo, username: deposit.username })}
              onClick={() => onOpen(deposit)}
            >
              {actionable ? t('cashier.open') : t('cashier.view')}
            </Button>
          );
        },
      }),
    ];
  }, [t, format, onOpen]);
  return columns;
}
