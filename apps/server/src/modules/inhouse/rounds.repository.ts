import type { InhouseEngine } from '@lobby/contract/inhouse';
import type { FairSeeds, RoundResult } from '@lobby/contract/fair';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { queryRows } from '../../db/query';
import { gameTickets, ledgerEntries, rounds, wallets, wins } from '../../db/schema/index';
import { turnoverPayDown } from '../turnover/turnover.repository';
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

/** Responsible gaming's bet check on the round's transaction, and its gate (read under the member's seed lock). */
export interface RoundChecks {
  /** SQL, true when the member has a limit or an exclusion in force: only then does `check` run. */
  needed: SQL;
  check: (tx: Tx) => Promise<void>;
}

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
     * the board. A real round needing no check takes one statement for all of it after the nonce
     * (settlePlain); a replay or a stake not covered then goes the way above.
     */
    async settle(checks: RoundChecks, toSettle: RoundToSettle): Promise<StoredRound | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const { username: _username, boardMinWinMinor: _min, draw, ...row } = toSettle;
          const real = toSettle.mode === 'real';
          const pair = await takeNonce(tx, toSettle, real ? checks.needed : undefined);
          const { outcome, payoutMinor } = await draw(pair);
          const round = { ...toSettle, payoutMinor };
          const values = {
            ...row,
            outcome,
            payoutMinor,
            fairSeedId: pair.id,
            clientSeed: pair.clientSeed,
            nonce: pair.nonce,
          };
          if (real && !pair.flag) {
            const settled = await settlePlain(tx, values, round.boardMinWinMinor, toSettle.username);
            if (settled) return settled;
          }
          const [inserted] = await tx
            .insert(rounds)
            .values({ ...values, balanceAfterMinor: 0 })
            .onConflictDoNothing()
            .returning({ id: rounds.id });
          if (!inserted) throw new AlreadyPlayed();
          await checks.check(tx);
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

type NewRound = Omit<typeof rounds.$inferInsert, 'balanceAfterMinor'> & {
  stakeMinor: number;
  payoutMinor: number;
};

/**
 * A real round in one statement: unless its id was played, the wallet moved by payout − stake when the stake is
 * covered, the bet (and win) ledger rows, turnover paid down, the board for a big win, and the round with the
 * balance it left. Undefined, with nothing written, for a replay or a stake not covered. The caller holds the
 * member's seed pair, so a duplicate sent at once sees this round here.
 */
async function settlePlain(
  tx: Db,
  round: NewRound,
  boardMinWinMinor: number,
  username: string,
): Promise<StoredRound | undefined> {
  const { merchantCode, memberId, roundId, stakeMinor, payoutMinor, gameType, nodeId } = round;
  const [row] = await queryRows<{ id: number | string; balance: number | string; created_at: string | Date }>(
    tx,
    sql`with fresh as (
      select 1 where not exists (select 1 from ${rounds} where member_id = ${memberId}::int and round_id = ${roundId})
    ), moved as (
      update ${wallets} set balance_minor = balance_minor + ${payoutMinor - stakeMinor}::bigint, updated_at = now()
      where member_id = ${memberId}::int and balance_minor - ${stakeMinor}::bigint >= 0 and exists (select 1 from fresh)
      returning balance_minor
    ), ledger as (
      insert into ${ledgerEntries} (merchant_code, member_id, kind, amount_minor, balance_after_minor, reference, game_type, node_id)
      select ${merchantCode}, ${memberId}::int, 'bet', ${-stakeMinor}::bigint, m.balance_minor - ${payoutMinor}::bigint,
        ${roundId}, ${gameType}, ${nodeId} from moved m
      union all
      select ${merchantCode}, ${memberId}::int, 'win', ${payoutMinor}::bigint, m.balance_minor, ${roundId}, ${gameType},
        ${nodeId} from moved m where ${payoutMinor}::bigint > 0
    ), turnover as (${turnoverPayDown(memberId, stakeMinor, sql`exists (select 1 from moved)`)}
    ), board as (
      insert into ${wins} (merchant_code, customer_name, node_id, game_type, win_amount_minor)
      select ${merchantCode}, ${username}, ${nodeId}, ${gameType}, ${payoutMinor}::bigint
      from moved where ${payoutMinor >= boardMinWinMinor}::boolean
    )
    insert into ${rounds} (round_id, merchant_code, member_id, ticket_id, node_id, game_type, engine, mode, stake_minor,
      payout_minor, request_key, outcome, fair_seed_id, client_seed, nonce, balance_after_minor)
    select ${roundId}, ${merchantCode}, ${memberId}::int, ${round.ticketId}::bigint, ${nodeId}, ${gameType}, ${round.engine},
      ${round.mode}, ${stakeMinor}::bigint, ${payoutMinor}::bigint, ${round.requestKey}, ${JSON.stringify(round.outcome)}::jsonb,
      ${round.fairSeedId}::bigint, ${round.clientSeed}, ${round.nonce}::int, m.balance_minor
    from moved m
    returning id, balance_after_minor as balance, created_at`,
  );
  if (!row) return undefined;
  return {
    ...round,
    id: Number(row.id),
    seed: null,
    fairSeedId: round.fairSeedId ?? null,
    clientSeed: round.clientSeed ?? null,
    nonce: round.nonce ?? null,
    balanceAfterMinor: Number(row.balance),
    createdAt: new Date(row.created_at),
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
