import type { AdminGame, AdminGameList, AdminGameUpdate, adminGameListQuerySchema } from '@lobby/contract/admin/games';
import type { GameType } from '@lobby/contract/games';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { AdminGameRow, AdminGamesRepository, GameChanges } from './games-admin.repository';

type ListQuery = z.output<typeof adminGameListQuerySchema>;

export function toAdminGame(row: AdminGameRow): AdminGame {
  const { sort, gameType, ...rest } = row;
  return { ...rest, gameType: gameType as GameType, order: sort };
}

/** The fields an update names, before and after: what the audit entry shows. */
export function changedFields(before: AdminGame, after: AdminGame, body: AdminGameUpdate) {
  const keys = Object.keys(body) as (keyof AdminGameUpdate)[];
  const pick = (game: AdminGame) => Object.fromEntries(keys.map((key) => [key, game[key]]));
  return { before: pick(before), after: pick(after) };
}

/** The operator's catalogue: search and page it, change one game (audited, published at once). */
export function createAdminGamesService(repository: AdminGamesRepository, audited: AuditedWrites) {
  return {
    async list(merchantCode: string, query: ListQuery): Promise<AdminGameList> {
      const filter = { ...query, q: query.q || undefined };
      const [rows, totalCount] = await Promise.all([
        repository.list(
          merchantCode,
          filter,
          query.sort,
          query.dir,
          query.pageSize,
          pageOffset(query.page, query.pageSize),
        ),
        repository.count(merchantCode, filter),
      ]);
      return { rows: rows.map(toAdminGame), totalCount };
    },

    async update(actor: Actor, id: number, body: AdminGameUpdate): Promise<AdminGame> {
      const { order, ...rest } = body;
      const changes: GameChanges = { ...rest, ...(order === undefined ? {} : { sort: order }) };
      const result = await audited.write(
        actor,
        async (scope) => {
          const before = await repository.lock(scope, id);
          if (!before) throw new ApiError('game.not.found', undefined, 'id');
          const after = await repository.update(scope, before, changes);
          if (!after) throw new ApiError('game.not.found', undefined, 'id');
          return { before: toAdminGame(before), after: toAdminGame(after) };
        },
        ({ before, after }) => ({
          action: 'game.update',
          targetType: 'game',
          targetId: after.id,
          detail: { nodeId: after.nodeId, gameName: after.gameName, ...changedFields(before, after, body) },
        }),
      );
      return result.after;
    },
  };
}
export type AdminGamesService = ReturnType<typeof createAdminGamesService>;
