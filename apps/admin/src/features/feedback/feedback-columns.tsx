import { createColumnHelper } from '@tanstack/react-table';
import type { AdminFeedback } from '@lobby/contract/admin/feedback';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';

const column = createColumnHelper<AdminFeedback>();

const STATUS_TONE = {
  open: 'border-gold-500/40 bg-gold-500/10 text-gold-200',
  replied: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
} as const;

export function FeedbackStatus({ status }: { status: AdminFeedback['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONE[status]}`}>
      {t(`feedback.status.${status}`)}
    </span>
  );
}

/** The queue's columns: when, who, category, the words, pictures, status, when replied; each opens. */
export function useFeedbackColumns(onOpen: (id: number) => void, categoryLabel: (code: string) => string) {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('feedback.sent'),
        cell: (info) => <time dateTime={info.getValue()}>{format.shortDateTime(info.getValue())}</time>,
      }),
      column.accessor('username', { header: t('feedback.member'), enableSorting: false }),
      column.accessor('category', {
        header: t('feedback.category'),
        enableSorting: false,
        cell: (info) => categoryLabel(info.getValue()),
      }),
      column.accessor('content', {
        header: t('feedback.content'),
        enableSorting: false,
        cell: (info) => (
          <span className="block max-w-[15rem] truncate text-muted" title={info.getValue()}>
            {info.getValue()}
          </span>
        ),
      }),
      column.accessor('imageCount', { header: t('feedback.pictures'), enableSorting: false }),
      column.accessor('status', {
        header: t('feedback.status'),
        enableSorting: false,
        cell: (info) => <FeedbackStatus status={info.getValue()} />,
      }),
      column.accessor('repliedAt', {
        header: t('feedback.repliedAt'),
        cell: (info) => {
          const value = info.getValue();
          return value ? <time dateTime={value}>{format.shortDateTime(value)}</time> : '—';
        },
      }),
      column.display({
        id: 'open',
        header: () => <span className="sr-only">{t('feedback.open')}</span>,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant={row.original.status === 'open' ? 'primary' : 'secondary'}
            aria-label={t('feedback.openLabel', { id: row.original.id, username: row.original.username })}
            onClick={() => onOpen(row.original.id)}
          >
            {row.original.status === 'open' ? t('feedback.open') : t('feedback.view')}
          </Button>
        ),
      }),
    ],
    [t, format, onOpen, categoryLabel],
  );
}
