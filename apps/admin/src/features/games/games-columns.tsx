import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGame, AdminGameUpdate } from '@lobby/contract/admin/games';
import { Button } from '../../shared/button';
import { RowSwitch } from '../../shared/row-switch';

const column = createColumnHelper<AdminGame>();

interface Props {
  onChange: (game: AdminGame, body: AdminGameUpdate) => void;
  onEdit: (game: AdminGame) => void;
  /** The game whose change is on its way: its switches wait. */
  busyId: number | undefined;
}

/** The catalogue's columns: art, name and code, provider, type, order, and the flags as switches. */
export function useGameColumns({ onChange, onEdit, busyId }: Props) {
  const { t } = useTranslation();
  return useMemo(
    () => [
      column.accessor('gameName', {
        id: 'name',
        header: t('games.game'),
        cell: ({ row: { original: game } }) => (
          <div className="flex items-center gap-2.5">
            <img src={game.image} alt="" loading="lazy" className="size-9 rounded-md bg-ink-800 object-cover" />
            <div className="min-w-0">
              <div className={`truncate font-medium ${game.enabled ? '' : 'text-muted line-through'}`}>
                {game.gameName}
              </div>
              <div className="font-mono text-[11px] text-muted">{game.gameCode}</div>
            </div>
          </div>
        ),
      }),
      column.accessor('providerName', { id: 'provider', header: t('games.provider') }),
      column.accessor('gameType', {
        header: t('games.type'),
        enableSorting: false,
        cell: (info) => (
          <span className="rounded bg-ink-700 px-1.5 py-0.5 text-xs text-gold-200">{t(`type.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('order', {
        header: t('games.order'),
        cell: (info) => <span className="font-mono tabular-nums">{info.getValue()}</span>,
      }),
      ...(['enabled', 'isHot', 'isNew'] as const).map((key) =>
        column.accessor(key, {
          header: t(key === 'enabled' ? 'games.enabled' : key === 'isHot' ? 'games.hot' : 'games.new'),
          enableSorting: false,
          cell: ({ row: { original: game } }) => (
            <RowSwitch
              checked={game[key]}
              disabled={busyId === game.id}
              label={t(key === 'enabled' ? 'games.enabledOf' : key === 'isHot' ? 'games.hotOf' : 'games.newOf', {
                name: game.gameName,
              })}
              onChange={(checked) => onChange(game, { [key]: checked })}
            />
          ),
        }),
      ),
      column.display({
        id: 'edit',
        header: () => <span className="sr-only">{t('games.edit')}</span>,
        cell: ({ row: { original: game } }) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('games.editOf', { name: game.gameName })}
            onClick={() => onEdit(game)}
          >
            {t('games.edit')}
          </Button>
        ),
      }),
    ],
    [t, onChange, onEdit, busyId],
  );
}
