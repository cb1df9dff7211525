import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, games, recentGames } from '../../db/schema/index';
import { gameColumns, visibleGame } from '../games/games.repository';

/** Which of a member's games to list: by game type and provider. */
export interface MemberGamesFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
}

type Owner = { memberId: number; merchantCode: string };
type Table = typeof favourites | typeof recentGames;
/** A member's two game lists. */
export type MemberGameList = 'favourites' | 'recent';

const TABLES: Record<MemberGameList, Table> = { favourites, recent: recentGames };

function gameFilter(filter: MemberGamesFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.vendor) conditions.push(eq(games.vassalage, filter.vendor));
  return conditions;
}

/** Favourites and recent games: the member's rows joined with the merchant's catalogue. */
export function createMemberGamesRepository(db: Db) {
  const joined = (table: Table, owner: Owner, filter: MemberGamesFilter) =>
    and(
      eq(table.memberId, owner.memberId),
      eq(games.merchantCode, owner.merchantCode),
      eq(games.nodeId, table.nodeId),
      visibleGame(),
      ...gameFilter(filter),
    );
  const orderOf = (table: Table) => desc(table === favourites ? favourites.createdAt : recentGames.playedAt);

  return {
    async gameExists(merchantCode: string, nodeId: string): Promise<boolean> {
      const [row] = await db
        .select({ nodeId: games.nodeId })
        .from(games)
        .where(and(eq(games.merchantCode, merchantCode), eq(games.nodeId, nodeId), visibleGame()))
        .limit(1);
      return row !== undefined;
    },

    async page(list: MemberGameList, owner: Owner, filter: MemberGamesFilter, limit: number, offset: number) {
      const table = TABLES[list];
      return db
        .select(gameColumns)
        .from(table)
        .innerJoin(games, joined(table, owner, filter))
        .orderBy(orderOf(table), desc(games.sort))
        .limit(limit)
        .offset(offset);
    },

    async count(list: MemberGameList, owner: Owner, filter: MemberGamesFilter): Promise<number> {
      const table = TABLES[list];
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .innerJoin(games, joined(table, owner, filter));
      return row?.n ?? 0;
    },

    /** Adding one twice changes nothing. */
    async addFavourite(owner: Owner, nodeId: string): Promise<void> {
      await db
        .insert(favourites)
        .values({ ...owner, nodeId })
        .onConflictDoNothing();
    },

    async removeFavourite(owner: Owner, nodeId: string): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.memberId, owner.memberId), eq(favourites.nodeId, nodeId)));
    },

    async favouriteIds(owner: Owner): Promise<string[]> {
      const rows = await db
        .select({ nodeId: favourites.nodeId })
        .from(favourites)
        .where(eq(favourites.memberId, owner.memberId))
        .orderBy(desc(favourites.createdAt));
      return rows.map((row) => row.nodeId);
    },

    /** One row per game: playing it again moves it to the top. */
    async recordRecent(owner: Owner, nodeId: string): Promise<void> {
      await db
        .insert(recentGames)
        .values({ ...owner, nodeId })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { playedAt: sql`now()` } });
    },
  };
}
export type MemberGamesRepository = ReturnType<typeof createMemberGamesRepository>;
