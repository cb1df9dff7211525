import { createColumnHelper } from '@tanstack/react-table';
import type { AdminChannel } from '@lobby/contract/admin/cashier';
import { KNOWN_CHANNEL_KINDS } from '@lobby/contract/cashier';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { DataTable } from '../../shared/data-table';
import { RowSwitch } from '../../shared/row-switch';
import { channelName } from './channel-name';

const column = createColumnHelper<AdminChannel>();

interface Props {
  rows: AdminChannel[];
  busy: boolean;
  onToggle: (channel: AdminChannel, enabled: boolean) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (channel: AdminChannel) => void;
}

/** Channels in the members' order: name, kind, limits, fee, hours, on/off, and a way to edit each. */
export function ChannelsTable({ rows, busy, onToggle, onMove, onEdit }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(() => {
    const nameOf = (channel: AdminChannel) => channelName(channel.names, format.language);
    const money = (channel: AdminChannel, amount: string) => format.money(amount, { currency: channel.currency });
    return [
      column.display({
        id: 'order',
        header: t('channels.order'),
        cell: ({ row }) => (
          <span className="flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || row.index === 0}
              aria-label={t('channels.moveUp', { name: nameOf(row.original) })}
              onClick={() => onMove(row.index, -1)}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || row.index === rows.length - 1}
              aria-label={t('channels.moveDown', { name: nameOf(row.original) })}
              onClick={() => onMove(row.index, 1)}
            >
              ↓
            </Button>
          </span>
        ),
      }),
      column.accessor('names', {
        header: t('channels.name'),
        cell: (info) => (
          <span className="flex items-center gap-2">
            {info.row.original.iconUrl && (
              <img src={info.row.original.iconUrl} alt="" className="size-6 rounded object-contain" />
            )}
            <span className="font-medium">{nameOf(info.row.original)}</span>
          </span>
        ),
      }),
      column.accessor('kind', {
        header: t('channels.kind'),
        cell: (info) => {
          const kind = info.getValue();
          return (KNOWN_CHANNEL_KINDS as readonly string[]).includes(kind)
            ? t(`channels.kind.${kind as 'bank'}`)
            : kind;
        },
      }),
      column.display({
        id: 'limits',
        header: t('channels.limits'),
        cell: ({ row }) => (
          <span className="tabular-nums">
            {money(row.original, row.original.min)} – {money(row.original, row.original.max)}
          </span>
        ),
      }),
      column.accessor('fee', {
        header: t('channels.fee'),
        cell: (info) => {
          const fee = info.getValue();
          if (fee.type === 'none') return <span className="text-muted">{t('channels.fee.none')}</span>;
          const value =
            fee.type === 'percent' ? `${format.number(Number(fee.value))}%` : money(info.row.original, fee.value);
          return `${value} · ${t(`channels.feeBearer.${fee.bearer}`)}`;
        },
      }),
      column.accessor('hours', {
        header: t('channels.hours'),
        cell: (info) => {
          const hours = info.getValue();
          if (!hours) return <span className="text-muted">{t('channels.alwaysOpen')}</span>;
          const days = hours.days.map((day) => t(`day.${day as 0}`)).join(' ');
          return `${days} · ${hours.from}–${hours.to}`;
        },
      }),
      column.accessor('enabled', {
        header: t('channels.enabled'),
        cell: (info) => (
          <RowSwitch
            checked={info.getValue()}
            disabled={busy}
            label={t('channels.enabledLabel', { name: nameOf(info.row.original) })}
            onChange={(enabled) => onToggle(info.row.original, enabled)}
          />
        ),
      }),
      column.display({
        id: 'edit',
        header: () => <span className="sr-only">{t('channels.edit')}</span>,
        cell: ({ row }) => (
          <Button
            size="sm"
            aria-label={t('channels.editLabel', { name: nameOf(row.original) })}
            onClick={() => onEdit(row.original)}
          >
            {t('channels.edit')}
          </Button>
        ),
      }),
    ];
  }, [t, format, busy, rows.length, onMove, onToggle, onEdit]);
  return <DataTable rows={rows} columns={columns} getRowId={(row) => String(row.id)} caption={t('channels.title')} />;
}
