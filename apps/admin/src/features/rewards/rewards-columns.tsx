import { createColumnHelper } from '@tanstack/react-table';
import type { AdminRewardApplication } from '@lobby/contract/admin/rewards';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';

const column = createColumnHelper<AdminRewardApplication>();

const STATUS_TONE = {
  pending: 'border-gold-500/40 bg-gold-500/10 text-gold-200',
  approved: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  rejected: 'border-rose-500/40 bg-rose-500/10 text-rose-300',
} as const;

export function StatusBadge({ status }: { status: AdminRewardApplication['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status]}`}>
      {t(`rewards.status.${status}`)}
    </span>
  );
}

/** The queue's columns: when, who, which promotion, what they wrote, pictures, status and reward; each opens for review. */
export function useRewardColumns(onOpen: (id: number) => void) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('rewards.applied'),
        cell: (info) => <time dateTime={info.getValue()}>{format.shortDateTime(info.getValue())}</time>,
      }),
      column.accessor('username', { header: t('rewards.member'), enableSorting: false }),
      column.accessor('promotionTitle', {
        header: t('rewards.promotion'),
        enableSorting: false,
        cell: (info) => (
          <span className="block max-w-[13rem] truncate" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('remarks', {
        header: t('rewards.remarks'),
        enableSorting: false,
        cell: (info) => (
          <span className="block max-w-[11rem] truncate text-muted" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('imageCount', { header: t('rewards.pictures'), enableSorting: false }),
      column.accessor('status', {
        header: t('rewards.status'),
        enableSorting: false,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('rewardMinor', {
        header: t('rewards.reward'),
        enableSorting: false,
        cell: (info) => (info.getValue() > 0 ? format.money((info.getValue() / 100).toFixed(2)) : '—'),
      }),
      column.display({
        id: 'open',
        header: () => <span className="sr-only">{t('rewards.open')}</span>,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant={row.original.status === 'pending' ? 'primary' : 'secondary'}
            aria-label={t('rewards.openLabel', { id: row.original.id, username: row.original.username })}
            onClick={() => onOpen(row.original.id)}
          >
            {row.original.status === 'pending' ? t('rewards.open') : t('rewards.view')}
          </Button>
        ),
      }),
    ],
    [t, format, onOpen],
  );
}
