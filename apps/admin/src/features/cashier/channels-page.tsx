import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChannel } from '@lobby/contract/admin/cashier';
import { CHANNEL_DIRECTIONS } from '@lobby/contract/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../lib/api';
import { Button } from '../../shared/button';
import { useListParams } from '../../shared/list-params';
import { Panel, QueryState } from '../../shared/query-state';
import { CASHIER_KEY, channelsQuery } from './cashier-api';
import { ChannelDialog } from './channel-dialog';
import { ChannelsTable } from './channels-table';

const paramsSchema = z.object({
  direction: z.enum(CHANNEL_DIRECTIONS).catch('deposit').default('deposit'),
});

/** Gaps between sort values, so one channel can later slip between two without renumbering. */
const SORT_STEP = 10;

/** The payment channels of one direction in the members' order: switch, reorder, create and edit. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const {
    params: { direction },
    update,
  } = useListParams(paramsSchema);
  const channels = useQuery(channelsQuery(direction));
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const queryClient = useQueryClient();
  const patch = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<AdminChannel> }) =>
      api<AdminChannel>(`${ADMIN_PATHS.cashierChannels}/${id}`, { method: 'PATCH', body: JSON.stringify(body) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CASHIER_KEY, 'channels'] }),
  });
  /** Moves one channel a place and writes the sort of each channel whose place changed. */
  const move = async (rows: AdminChannel[], index: number, by: -1 | 1) => {
    const order = [...rows];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    for (const [place, row] of order.entries()) {
      const sort = (place + 1) * SORT_STEP;
      if (row.sort !== sort) await patch.mutateAsync({ id: row.id, body: { sort } });
    }
  };
  const rows = channels.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <div
          role="radiogroup"
          aria-label={t('channels.directionLabel')}
          className="flex rounded-md border border-line-strong p-0.5"
        >
          {CHANNEL_DIRECTIONS.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={direction === option}
              onClick={() => update({ direction: option })}
              className={`rounded px-3 py-1 text-sm font-medium ${direction === option ? 'bg-ink-700 text-text' : 'text-muted hover:text-text'}`}
            >
              {t(`channels.direction.${option}`)}
            </button>
          ))}
        </div>
        <Button variant="primary" onClick={() => setEditing('new')}>
          + {t('channels.new')}
        </Button>
      </div>
      <Panel busy={channels.isFetching || patch.isPending} label={t('channels.title')}>
        <QueryState
          query={channels}
          isEmpty={(list) => list.length === 0}
          empty={t('channels.empty')}
          error={t('channels.error')}
        >
          {(list) => (
            <ChannelsTable
              rows={list}
              busy={patch.isPending}
              onToggle={(channel, enabled) => patch.mutate({ id: channel.id, body: { enabled } })}
              onMove={(index, by) => void move(list, index, by)}
              onEdit={setEditing}
            />
          )}
        </QueryState>
      </Panel>
      {patch.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {t('cashier.failed', { message: patch.error.message })}
        </p>
      )}
      {editing && (
        <ChannelDialog
          direction={direction}
          channel={editing === 'new' ? null : editing}
          nextSort={(rows.at(-1)?.sort ?? 0) + SORT_STEP}
          currency={rows[0]?.currency}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
