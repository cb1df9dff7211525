import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { classifications, games } from '../../db/schema/index';
import { gameColumns, gameWhere, type GameRecord } from '../games/games.repository';

/** createdAt arrives as the JSON page's timestamp text. */
export type CatalogueRow = GameRecord & { hotRank: number | null; sort: number; createdAt: string };

const fields = { ...gameColumns, hotRank: games.hotRank, sort: games.sort, createdAt: games.createdAt };

/** A row of the JSON page (column names as keys) as the games repository returns it. */
function fromJson(json: Record<string, unknown>): CatalogueRow {
  return Object.fromEntries(Object.entries(fields).map(([key, column]) => [key, json[column.name]])) as CatalogueRow;
}

/** The reads that fill the in-memory catalogue; games come in pages so a build never holds the database long. */
export function createCatalogueModelRepository(db: Db) {
  return {
    /**
     * Visible games after `afterSort` (from the start when undefined) in the operator's order (sort is unique
     * per merchant). The page travels as one JSON text: PGlite converts each cell of a result in JavaScript,
     * which made a page of plain rows two to three times slower.
     */
    async gamesPage(merchantCode: string, afterSort: number | undefined, limit: number): Promise<CatalogueRow[]> {
      const page = db
        .select(fields)
        .from(games)
        .where(and(gameWhere(merchantCode, {}), afterSort === undefined ? undefined : gt(games.sort, afterSort)))
        .orderBy(asc(games.sort))
        .limit(limit)
        .as('rows');
      const [row] = await queryRows<{ page: string | null }>(
        db,
        sql`select json_agg(${sql.raw('"rows" order by "rows"."sort"')})::text as page from ${page}`,
      );
      if (!row?.page) return [];
      return (JSON.parse(row.page) as Record<string, unknown>[]).map(fromJson);
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
