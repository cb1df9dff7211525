import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_GAMES_PAGE_SIZE,
  type AdminGame,
  type AdminGameList,
  type AdminGameUpdate,
} from '@lobby/contract/admin/games';
import { useFormat } from '../../lib/format';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { ServerTable } from '../../shared/server-table';
import { GameDialog } from './game-dialog';
import { gamesParamsSchema, gamesQuery, useUpdateGame } from './games-api';
import { GamesFilters } from './games-filters';
import { useGameColumns } from './games-columns';

const asList = (page: AdminGameList) => ({ list: page.rows, totalCount: page.totalCount });

/** The catalogue: search, filters, sort and page in the URL; flags switched in the row, the rest in a dialog. */
export function GamesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const listParams = useListParams(gamesParamsSchema, 'dir');
  const { params, update } = listParams;
  const games = useQuery({
    ...gamesQuery(params),
    placeholderData: keepPreviousData,
    select: asList,
  });
  const [editing, setEditing] = useState<AdminGame | undefined>();
  const save = useUpdateGame();
  const { mutate, reset } = save;
  const change = useCallback(
    (game: AdminGame, body: AdminGameUpdate) =>
      mutate({ id: game.id, body }, { onSuccess: () => setEditing(undefined) }),
    [mutate],
  );
  const edit = useCallback(
    (game: AdminGame) => {
      reset();
      setEditing(game);
    },
    [reset],
  );
  const columns = useGameColumns({
    onChange: change,
    onEdit: edit,
    busyId: save.isPending ? save.variables.id : undefined,
  });

  return (
    <section className="flex h-full flex-col">
      <PageHeader
        title={t('games.title')}
        subtitle={t('games.subtitle')}
        actions={
          games.data && (
            <span className="text-sm text-muted">
              {t('games.count', { total: format.number(games.data.totalCount) })}
            </span>
          )
        }
      />
      <GamesFilters params={params} onChange={update} />
      {save.isError && !editing && (
        <p role="alert" className="mb-2 text-sm text-rose-300">
          {t('games.saveFailed', { reason: save.error.message })}
        </p>
      )}
      <ServerTable
        query={games}
        columns={columns}
        list={listParams}
        pageSize={ADMIN_GAMES_PAGE_SIZE}
        label={t('games.title')}
        empty={t('games.empty')}
        error={t('games.error')}
      />
      {editing && (
        <GameDialog
          game={editing}
          saving={save.isPending}
          failure={save.isError ? save.error.message : undefined}
          onSave={(body) => change(editing, body)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
