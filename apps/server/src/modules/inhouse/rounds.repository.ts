import type { InhouseEngine } from '@lobby/contract/inhouse';
import type { FairSeeds, RoundResult } from '@lobby/contract/fair';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { gameTickets, rounds, wins } from '../../db/schema/index';
import { applyRound, InsufficientBalance } from '../wallet/wallet.repository';
import { takeNonce } from './fair-seeds.repository';

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
  requestKey: string;
  /** The outcome from the member's seed pair and this round's nonce (drawn inside the transaction). */
  draw: (seeds: FairSeeds) => Promise<RoundResult>;
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
     * Settle a round in one transaction: first the nonce from the member's seed pair (the update
     * locks the pair, so the member's rounds take nonces one at a time) and the outcome it draws;
     * then the round row (member and round id are unique: a round id already used rolls it all
     * back, the nonce too, and answers undefined; a duplicate sent at the same time waits for the
     * first and then stops), then `check` (responsible gaming's bet check on this transaction: a
     * replay is answered even past a limit, and a refusal keeps nothing), then the stake and payout (one statement moving the wallet and
     * writing both ledger rows for real money; the ticket's fun balance for free play). A stake
     * the balance cannot cover throws, and nothing of the round is kept. A big real win goes on
     * the board.
     */
    async settle(check: (tx: Tx) => Promise<void>, toSettle: RoundToSettle): Promise<StoredRound | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const { username: _username, boardMinWinMinor: _min, draw, ...row } = toSettle;
          const pair = await takeNonce(tx, toSettle);
          const { outcome, payoutMinor } = await draw(pair);
          const round = { ...toSettle, payoutMinor };
          const [inserted] = await tx
            .insert(rounds)
            .values({
              ...row,
              outcome,
              payoutMinor,
              fairSeedId: pair.id,
              clientSeed: pair.clientSeed,
              nonce: pair.nonce,
              balanceAfterMinor: 0,
            })
            .onConflictDoNothing()
            .returning({ id: rounds.id });
          if (!inserted) throw new AlreadyPlayed();
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
      } catch (error) {
        if (error instanceof AlreadyPlayed) return undefined;
        throw error;
      }
    },
  };
}

/** Thrown to roll a replayed round's transaction back, so its nonce is not used up. */
class AlreadyPlayed extends Error {}

async function settleFree(tx: Db, round: RoundToSettle & { payoutMinor: number }): Promise<number> {
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
