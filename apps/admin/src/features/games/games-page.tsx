import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_GAMES_PAGE_SIZE, type AdminGame, type AdminGameUpdate } from '@lobby/contract/admin/games';
import { useFormat } from '../../lib/format';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { Pager } from '../../shared/pager';
import { Panel, QueryState } from '../../shared/query-state';
import { GameDialog } from './game-dialog';
import { gamesParamsSchema, gamesQuery, useUpdateGame } from './games-api';
import { GamesFilters } from './games-filters';
import { GamesTable } from './games-table';

/** The catalogue: search, filters, sort and page in the URL; flags switched in the row, the rest in a dialog. */
export function GamesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, update] = useListParams(gamesParamsSchema);
  const games = useQuery({ ...gamesQuery(params), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<AdminGame | undefined>();
  const save = useUpdateGame();
  const { mutate } = save;
  const change = useCallback(
    (game: AdminGame, body: AdminGameUpdate) =>
      mutate({ id: game.id, body }, { onSuccess: () => setEditing(undefined) }),
    [mutate],
  );

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
      <Panel busy={games.isFetching} className="flex-1" label={t('games.title')}>
        <QueryState
          query={games}
          isEmpty={(page) => page.rows.length === 0}
          empty={t('games.empty')}
          error={t('games.error')}
        >
          {(page) => (
            <GamesTable
              rows={page.rows}
              sort={params.sort}
              dir={params.dir}
              onSort={(sort, dir) => update({ sort, dir })}
              onChange={change}
              onEdit={(game) => {
                save.reset();
                setEditing(game);
              }}
              busyId={save.isPending ? save.variables.id : undefined}
            />
          )}
        </QueryState>
      </Panel>
      <div className="mt-3 flex justify-end">
        <Pager
          page={params.page}
          pageSize={ADMIN_GAMES_PAGE_SIZE}
          totalCount={games.data?.totalCount ?? 0}
          onPage={(page) => update({ page })}
        />
      </div>
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
