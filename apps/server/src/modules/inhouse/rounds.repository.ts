import type { InhouseEngine } from '@lobby/contract/inhouse';
import type { RoundOutcome } from '@lobby/contract/play';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { gameTickets, rounds, wins } from '../../db/schema/index';
import { applyRound, InsufficientBalance } from '../wallet/wallet.repository';

export interface RoundToSettle {
  roundId: string;
  merchantCode: string;
  memberId: number;
  /** The member's login name: the winners board masks it. */
  username: string;
  ticketId: number;
  nodeId: string;
  gameType: string;
  engine: InhouseEngine;
  mode: 'real' | 'free';
  stakeMinor: number;
  payoutMinor: number;
  requestKey: string;
  outcome: RoundOutcome;
  seed: string;
  /** A real win of at least this much is written to the winners board. */
  boardMinWinMinor: number;
}

export type StoredRound = typeof rounds.$inferSelect;

export function createRoundsRepository(db: Db) {
  return {
    async find(memberId: number, roundId: string): Promise<StoredRound | undefined> {
      const [row] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.memberId, memberId), eq(rounds.roundId, roundId)));
      return row;
    },

    /**
     * Settle a round in one transaction: the round row first (member and round id are unique: a
     * round id already used stops here and answers undefined, and a duplicate sent at the same
     * time waits for the first and then stops), then `check` (responsible gaming's bet check on
     * this transaction: a replay is answered even past a limit, and a refusal keeps nothing), then
     * the stake and payout (one statement moving the wallet and writing both ledger rows for real
     * money; the ticket's fun balance for free play). A stake the balance cannot cover throws, and nothing of the round is kept. A big real
     * win goes on the board.
     */
    async settle(check: (tx: Tx) => Promise<void>, round: RoundToSettle): Promise<StoredRound | undefined> {
      return db.transaction(async (tx) => {
        const { username: _username, boardMinWinMinor: _min, ...row } = round;
        const [inserted] = await tx
          .insert(rounds)
          .values({ ...row, balanceAfterMinor: 0 })
          .onConflictDoNothing()
          .returning({ id: rounds.id });
        if (!inserted) return undefined;
        await check(tx);
        const balanceAfterMinor = round.mode === 'real' ? await applyRound(tx, round) : await settleFree(tx, round);
        if (round.mode === 'real' && round.payoutMinor >= round.boardMinWinMinor) {
          await tx.insert(wins).values({
            merchantCode: round.merchantCode,
            customerName: round.username,
            nodeId: round.nodeId,
            gameType: round.gameType,
            winAmountMinor: BigInt(round.payoutMinor),
          });
        }
        const [settled] = await tx
          .update(rounds)
          .set({ balanceAfterMinor })
          .where(eq(rounds.id, inserted.id))
          .returning();
        return settled;
      });
    },
  };
}

async function settleFree(tx: Db, round: RoundToSettle): Promise<number> {
  const net = round.payoutMinor - round.stakeMinor;
  const [ticket] = await tx
    .update(gameTickets)
    .set({ funBalanceMinor: sql`${gameTickets.funBalanceMinor} + ${net}` })
    .where(and(eq(gameTickets.id, round.ticketId), sql`${gameTickets.funBalanceMinor} - ${round.stakeMinor} >= 0`))
    .returning({ balance: gameTickets.funBalanceMinor });
  if (!ticket) throw new InsufficientBalance();
  return ticket.balance ?? 0;
}
export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
