import type { AdminGameSort } from '@lobby/contract/admin/games';
import { and, asc, count, desc, eq, ilike, inArray, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classifications, games, providers, vendorGameTypes } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import { containsPattern } from '../../lib/like';

/** The operator's catalogue filter (every field optional; the merchant is always applied). */
export interface AdminGameFilter {
  q?: string | undefined;
  provider?: string | undefined;
  gameType?: string | undefined;
  enabled?: boolean | undefined;
  hot?: boolean | undefined;
  new?: boolean | undefined;
}

/** What an operator may change on a game, in the table's terms. */
export interface GameChanges {
  enabled?: boolean;
  isHot?: boolean;
  isNew?: boolean;
  sort?: number;
  classify?: string[];
}

const columns = {
  id: games.id,
  nodeId: games.nodeId,
  gameName: games.gameName,
  gameCode: games.gameCode,
  gameType: games.gameType,
  vassalage: games.vassalage,
  providerName: sql<string>`coalesce(${providers.displayName}, ${games.vassalage})`,
  image: games.image,
  enabled: games.enabled,
  isHot: games.isHot,
  isNew: games.isNew,
  sort: games.sort,
  classify: games.classify,
};
/** A game as the operator's screens read it. */
export interface AdminGameRow {
  id: number;
  nodeId: string;
  gameName: string;
  gameCode: string;
  gameType: string;
  vassalage: string;
  providerName: string;
  image: string;
  enabled: boolean;
  isHot: boolean;
  isNew: boolean;
  sort: number;
  classify: string[];
}

const ofProvider = and(eq(providers.merchantCode, games.merchantCode), eq(providers.vassalage, games.vassalage));

function where(merchantCode: string, filter: AdminGameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(games.merchantCode, merchantCode)];
  if (filter.q) {
    // Both ILIKEs are served by the trigram indexes on game_name and game_code.
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(games.gameName, pattern), ilike(games.gameCode, pattern), eq(games.nodeId, filter.q)));
  }
  if (filter.provider) conditions.push(eq(games.vassalage, filter.provider.toUpperCase()));
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.enabled !== undefined) conditions.push(eq(games.enabled, filter.enabled));
  if (filter.hot !== undefined) conditions.push(eq(games.isHot, filter.hot));
  if (filter.new !== undefined) conditions.push(eq(games.isNew, filter.new));
  return and(...conditions);
}

const SORT_COLUMNS: Record<AdminGameSort, (typeof games)['sort' | 'gameName' | 'vassalage'][]> = {
  order: [games.sort],
  name: [games.gameName],
  provider: [games.vassalage, games.sort],
};

export function createAdminGamesRepository(db: Db) {
  const rowOf = async (scope: WriteScope, id: number): Promise<AdminGameRow | undefined> => {
    const [row] = await scope.tx
      .select(columns)
      .from(games)
      .leftJoin(providers, ofProvider)
      .where(and(eq(games.merchantCode, scope.merchantCode), eq(games.id, id)));
    return row;
  };

  return {
    list(
      merchantCode: string,
      filter: AdminGameFilter,
      sort: AdminGameSort,
      dir: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<AdminGameRow[]> {
      const order = dir === 'asc' ? asc : desc;
      return db
        .select(columns)
        .from(games)
        .leftJoin(providers, ofProvider)
        .where(where(merchantCode, filter))
        .orderBy(...SORT_COLUMNS[sort].map((column) => order(column)), order(games.id))
        .limit(limit)
        .offset(offset);
    },

    async count(merchantCode: string, filter: AdminGameFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(games).where(where(merchantCode, filter));
      return row?.n ?? 0;
    },

    /** The game, locked for the change that follows. */
    async lock(scope: WriteScope, id: number) {
      const [row] = await scope.tx
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.merchantCode, scope.merchantCode), eq(games.id, id)))
        .for('update');
      return row ? rowOf(scope, id) : undefined;
    },

    /** Apply the changes; a new order held by another game gives that game this one's old order. */
    async update(scope: WriteScope, before: AdminGameRow, changes: GameChanges) {
      const { tx, merchantCode } = scope;
      if (changes.sort !== undefined && changes.sort !== before.sort) {
        await tx
          .update(games)
          .set({ sort: before.sort })
          .where(and(eq(games.merchantCode, merchantCode), eq(games.sort, changes.sort), ne(games.id, before.id)));
      }
      const set: Partial<typeof games.$inferInsert> = { ...changes };
      if (changes.isHot === true && !before.isHot) set.hotRank = await topHotRank(scope);
      if (changes.isHot === false) set.hotRank = null;
      await tx.update(games).set(set).where(eq(games.id, before.id));
      if (changes.enabled !== undefined && changes.enabled !== before.enabled) await recount(scope, before);
      if (changes.classify) await listVendorInClassifications(scope, before, changes.classify);
      return rowOf(scope, before.id);
    },
  };
}
export type AdminGamesRepository = ReturnType<typeof createAdminGamesRepository>;

/** A game newly made hot goes to the top of the hot list. */
async function topHotRank({ tx, merchantCode }: WriteScope): Promise<number> {
  const [row] = await tx
    .select({ top: min(games.hotRank) })
    .from(games)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.isHot, true)));
  return (row?.top ?? 1) - 1;
}

/** The provider's enabled-game count in the game's type (the lobby's counts read it instead of counting). */
async function recount({ tx, merchantCode }: WriteScope, game: Pick<AdminGameRow, 'gameType' | 'vassalage'>) {
  const ofType = and(
    eq(games.merchantCode, merchantCode),
    eq(games.gameType, game.gameType),
    eq(games.vassalage, game.vassalage),
    eq(games.enabled, true),
  );
  const [row] = await tx.select({ n: count() }).from(games).where(ofType);
  await tx
    .update(vendorGameTypes)
    .set({ gameCount: row?.n ?? 0 })
    .where(
      and(
        eq(vendorGameTypes.merchantCode, merchantCode),
        eq(vendorGameTypes.gameType, game.gameType),
        eq(vendorGameTypes.vassalage, game.vassalage),
      ),
    );
}

/** A classification's provider filter lists the game's provider once one of its games carries it. */
async function listVendorInClassifications(
  { tx, merchantCode }: WriteScope,
  game: Pick<AdminGameRow, 'gameType' | 'vassalage'>,
  keys: string[],
) {
  if (keys.length === 0) return;
  await tx
    .update(classifications)
    .set({ vendors: sql`array_append(${classifications.vendors}, ${game.vassalage})` })
    .where(
      and(
        eq(classifications.merchantCode, merchantCode),
        eq(classifications.gameType, game.gameType),
        inArray(classifications.key, keys),
        sql`not (${classifications.vendors} @> array[${game.vassalage}]::text[])`,
      ),
    );
}
