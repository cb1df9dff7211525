// Bench players for the provider wallet: funded members with a provider token (a launch ticket of a PG game)
// each. The ticket is written directly, as a launch through the provider would write it, so no provider is needed.
import { and, eq, isNull } from 'drizzle-orm';
import { games } from '../apps/server/src/db/schema/index';
import { randomToken, sha256 } from '../apps/server/src/lib/secrets';
import { BENCH_MERCHANT, prepareFundedMembers, type FundedMembersOptions } from './funded-members';

export const PROVIDER_MERCHANT = BENCH_MERCHANT;
export const PROVIDER_CODE = 'PG';

export interface ProviderPlayers {
  /** Per player: the provider token and our player id. */
  players: { token: string; playerId: string }[];
  gameCode: string;
}

export async function prepareProviderPlayers(options: Omit<FundedMembersOptions, 'prefix'>): Promise<ProviderPlayers> {
  let gameCode = '';
  const players = await prepareFundedMembers({ ...options, prefix: 'pwbench' }, async (services, db) => {
    const [game] = await db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.merchantCode, BENCH_MERCHANT), eq(games.vassalage, PROVIDER_CODE), isNull(games.engine)))
      .limit(1);
    if (!game) throw new Error(`no ${PROVIDER_CODE} game in the bench catalogue`);
    gameCode = game.nodeId;
    return async (member) => {
      const token = randomToken();
      await services.play.repository.insertTicket({
        ticketHash: sha256(token),
        merchantCode: BENCH_MERCHANT,
        memberId: member.memberId,
        sessionId: member.sessionId,
        nodeId: game.nodeId,
        adapter: 'sandbox',
        mode: 'real',
        language: 'en',
        expiresAt: new Date(Date.now() + 120 * 60_000),
      });
      return { token, playerId: String(member.memberId) };
    };
  });
  return { players, gameCode };
}
