import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InhouseEngine } from '@lobby/contract/inhouse';
import type { Db } from '../../db/client';
import { games, gameTickets, members, providers, sessions } from '../../db/schema/index';
import { visibleGame } from '../games/games.repository';

/** A game as a launch needs it. */
export interface PlayableGame {
  nodeId: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  displayName: string;
  supportPlay: number;
  rtpBp: number;
  engine: InhouseEngine | null;
}

export type NewTicket = typeof gameTickets.$inferInsert;

export function createPlayRepository(db: Db) {
  const gameColumns = {
    nodeId: games.nodeId,
    gameName: games.gameName,
    gameType: games.gameType,
    vassalage: games.vassalage,
    displayName: sql<string>`coalesce(${providers.displayName}, ${games.vassalage})`,
    supportPlay: games.supportPlay,
    rtpBp: games.rtpBp,
    engine: games.engine,
  };
  const withProvider = and(eq(providers.merchantCode, games.merchantCode), eq(providers.vassalage, games.vassalage));

  return {
    async game(merchantCode: string, nodeId: string): Promise<PlayableGame | undefined> {
      const [row] = await db
        .select(gameColumns)
        .from(games)
        .leftJoin(providers, withProvider)
        .where(and(eq(games.merchantCode, merchantCode), eq(games.nodeId, nodeId), visibleGame()));
      return row;
    },

    async insertTicket(ticket: NewTicket): Promise<void> {
      await db.insert(gameTickets).values(ticket);
    },

    /** End a ticket now (its provider launch failed). */
    async endTicket(ticketHash: string): Promise<void> {
      await db
        .update(gameTickets)
        .set({ expiresAt: sql`now()` })
        .where(eq(gameTickets.ticketHash, ticketHash));
    },

    /** A ticket that is live: not expired, and its member's session still is. */
    async liveTicket(ticketHash: string) {
      const [row] = await db
        .select({
          id: gameTickets.id,
          merchantCode: gameTickets.merchantCode,
          memberId: gameTickets.memberId,
          username: members.username,
          mode: gameTickets.mode,
          adapter: gameTickets.adapter,
          funBalanceMinor: gameTickets.funBalanceMinor,
          game: gameColumns,
        })
        .from(gameTickets)
        .innerJoin(sessions, eq(sessions.id, gameTickets.sessionId))
        .innerJoin(members, eq(members.id, gameTickets.memberId))
        .innerJoin(games, and(eq(games.merchantCode, gameTickets.merchantCode), eq(games.nodeId, gameTickets.nodeId)))
        .leftJoin(providers, withProvider)
        .where(
          and(
            eq(gameTickets.ticketHash, ticketHash),
            visibleGame(),
            gt(gameTickets.expiresAt, sql`now()`),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        );
      return row;
    },
  };
}
export type PlayRepository = ReturnType<typeof createPlayRepository>;
export type LiveTicket = NonNullable<Awaited<ReturnType<PlayRepository['liveTicket']>>>;
