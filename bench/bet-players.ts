// Bench players for the bet load: funded members with a launch ticket for an in-house slot each.
import { and, eq } from 'drizzle-orm';
import { games } from '../apps/server/src/db/schema/index';
import { BENCH_MERCHANT, prepareFundedMembers, type FundedMembersOptions } from './funded-members';

export interface BetPlayers {
  /** One launch ticket per player, for an in-house slot. */
  tickets: string[];
}

export async function prepareBetPlayers(options: Omit<FundedMembersOptions, 'prefix'>): Promise<BetPlayers> {
  const tickets = await prepareFundedMembers({ ...options, prefix: 'bench' }, async (services, db) => {
    const [slot] = await db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.merchantCode, BENCH_MERCHANT), eq(games.engine, 'slot')))
      .limit(1);
    if (!slot) throw new Error('no in-house slot in the bench catalogue');
    return async (member) => {
      const launch = await services.play.launch(member, { nodeId: slot.nodeId, mode: 'real' });
      const ticket = new URLSearchParams(launch.url.split('#')[1]).get('ticket');
      if (!ticket) throw new Error('launch gave no ticket');
      return ticket;
    };
  });
  return { tickets };
}
