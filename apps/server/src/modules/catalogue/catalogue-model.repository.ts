import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classifications, games } from '../../db/schema/index';
import { gameColumns, gameWhere } from '../games/games.repository';

/** The reads that fill the in-memory catalogue; games come in pages so a build never holds the database long. */
export function createCatalogueModelRepository(db: Db) {
  return {
    /** Visible games after `afterSort` (from the start when undefined) in the operator's order (sort is unique per merchant). */
    gamesPage(merchantCode: string, afterSort: number | undefined, limit: number) {
      return db
        .select({ ...gameColumns, hotRank: games.hotRank, sort: games.sort })
        .from(games)
        .where(and(gameWhere(merchantCode, {}), afterSort === undefined ? undefined : gt(games.sort, afterSort)))
        .orderBy(asc(games.sort))
        .limit(limit);
    },

    classifications(merchantCode: string) {
      return db
        .select({
          gameType: classifications.gameType,
          key: classifications.key,
          displayName: classifications.displayName,
          vendors: classifications.vendors,
        })
        .from(classifications)
        .where(eq(classifications.merchantCode, merchantCode))
        .orderBy(asc(classifications.gameType), asc(classifications.sort));
    },
  };
}
export type CatalogueModelRepository = ReturnType<typeof createCatalogueModelRepository>;
