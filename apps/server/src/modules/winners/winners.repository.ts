import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, providers, wins } from '../../db/schema/index';

export function createWinnersRepository(db: Db) {
  return {
    /** Newest wins first, with the game they were won on. */
    recent(merchantCode: string, gameType: string | undefined, limit: number) {
      const conditions: SQL[] = [eq(wins.merchantCode, merchantCode)];
      if (gameType) conditions.push(eq(wins.gameType, gameType));
      return db
        .select({
          id: wins.id,
          customerName: wins.customerName,
          winAmountMinor: wins.winAmountMinor,
          nodeId: wins.nodeId,
          gameType: wins.gameType,
          gameName: games.gameName,
          image: games.image,
          vassalage: games.vassalage,
          displayName: providers.displayName,
        })
        .from(wins)
        .innerJoin(games, and(eq(games.merchantCode, wins.merchantCode), eq(games.nodeId, wins.nodeId)))
        .leftJoin(
          providers,
          and(eq(providers.merchantCode, games.merchantCode), eq(providers.vassalage, games.vassalage)),
        )
        .where(and(...conditions))
        .orderBy(desc(wins.createdAt), desc(wins.id))
        .limit(limit);
    },
  };
}
export type WinnersRepository = ReturnType<typeof createWinnersRepository>;
