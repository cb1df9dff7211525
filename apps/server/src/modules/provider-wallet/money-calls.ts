import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { ProviderCredit, ProviderDebit, ProviderRollback } from '@lobby/contract/provider-wallet';
import type { Tx } from '../../db/transaction';
import type { ProviderRound, ProviderTransaction } from '../../db/schema/index';
import { ApiError } from '../../lib/envelope';
import { applyChangeInTransaction } from '../wallet/wallet.repository';
import { amountOf, error, ok, Refusal, type Answer, type Player } from './answers';
import { plainCredit, plainDebit, type PlainCall } from './plain-calls.repository';
import { walletRows, type NewProviderTransaction } from './provider-wallet.repository';
import type { BetContext } from '../responsible-gaming/rg-checks';
import type { ProviderWalletDeps } from './provider-wallet.service';

interface MoneyDeps extends ProviderWalletDeps {
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

type Recorded = Pick<NewProviderTransaction, 'kind' | 'transactionId' | 'roundId' | 'amountMinor' | 'applied'> &
  Partial<Pick<NewProviderTransaction, 'referenceTransactionId' | 'tombstone'>>;

/** The ledger reference of a provider transaction: unique per member and kind (design.md §8). */
const referenceOf = (player: Player, transactionId: string) => `pw:${player.providerCode}:${transactionId}`;

const betOf = ({ token }: Player): BetContext => ({
  ticketId: token.ticketId,
  merchantCode: token.merchantCode,
  memberId: token.memberId,
  mode: token.mode,
});

/** Debit, credit, rollback and round close: each one transaction under the member's lock, recorded with its answer. */
export function createMoneyCalls(deps: MoneyDeps) {
  const { checkBet, betCheckNeeded, boardMinWinMinor, inTransaction } = deps;
  const keyOf = (player: Player, transactionId: string) => ({
    providerCode: player.providerCode,
    merchantCode: player.token.merchantCode,
    transactionId,
  });
  const roundKey = (player: Player, roundId: string) => ({
    providerCode: player.providerCode,
    merchantCode: player.token.merchantCode,
    roundId,
  });

  /**
   * Lock the member (every call of theirs waits here) and answer the balance the token plays with, and
   * whether `gate` (responsible gaming's bet check gate, read under the lock) holds. The token's changing
   * parts (live, the member's status) are read under the lock too, onto this call's copy of the token.
   */
  async function lockWith(tx: Tx, { token }: Player, gate?: SQL) {
    const wallet = await walletRows.lockMember(tx, token, gate);
    if (!wallet) throw new Refusal('SESSION_EXPIRED');
    Object.assign(token, { live: wallet.live, memberStatus: wallet.memberStatus });
    const balance = token.mode === 'free' ? await walletRows.funBalance(tx, token.ticketId) : wallet.balance;
    return { balance, checkNeeded: wallet.flag };
  }

  async function lock(tx: Tx, player: Player): Promise<number> {
    return (await lockWith(tx, player)).balance;
  }

  /** What the one-statement debit and credit write for this call (plain-calls.repository.ts). */
  function plainCall(player: Player, row: Recorded, answer: Answer): PlainCall {
    const { token } = player;
    return {
      merchantCode: token.merchantCode,
      providerCode: player.providerCode,
      operatorId: player.operatorId,
      memberId: token.memberId,
      transactionId: row.transactionId,
      roundId: row.roundId,
      amountMinor: row.amountMinor,
      reference: referenceOf(player, row.transactionId),
      gameType: token.gameType,
      nodeId: token.nodeId,
      answer,
    };
  }

  /** Move the token's balance: a ledger row for real play, the ticket's fun credits for free play (rule 7). */
  async function move(tx: Tx, player: Player, amountMinor: number, kind: 'bet' | 'win' | 'refund', id: string) {
    const { token } = player;
    if (token.mode === 'free') return walletRows.moveFun(tx, token.ticketId, amountMinor);
    const { balanceMinor } = await applyChangeInTransaction(tx, {
      merchantCode: token.merchantCode,
      memberId: token.memberId,
      kind,
      amountMinor,
      reference: referenceOf(player, id),
      gameType: token.gameType,
      nodeId: token.nodeId,
    });
    return balanceMinor;
  }

  async function record(tx: Tx, player: Player, row: Recorded, answer: Answer): Promise<Answer> {
    await walletRows.insertTransaction(tx, {
      ...row,
      merchantCode: player.token.merchantCode,
      providerCode: player.providerCode,
      operatorId: player.operatorId,
      memberId: player.token.memberId,
      answer,
    });
    return answer;
  }

  /** A transaction id seen before (rule 1): its first answer if it is the same request, else a conflict (rule 2). */
  function replay(existing: ProviderTransaction, request: Recorded, player: Player, balance: number): Answer {
    const same =
      existing.kind === request.kind &&
      existing.memberId === player.token.memberId &&
      existing.roundId === request.roundId;
    if (same && existing.tombstone) return error('TRANSACTION_ROLLED_BACK', player.money(balance));
    const sameMoney =
      request.kind === 'rollback'
        ? existing.referenceTransactionId === request.referenceTransactionId
        : existing.amountMinor === request.amountMinor;
    if (!same || !sameMoney) throw new Refusal('TRANSACTION_CONFLICT');
    return existing.answer as Answer;
  }

  async function roundOf(tx: Tx, player: Player, roundId: string): Promise<ProviderRound | undefined> {
    const round = await walletRows.round(tx, roundKey(player, roundId));
    if (round && round.memberId !== player.token.memberId) {
      throw new Refusal('TRANSACTION_CONFLICT', { message: 'the round is another player’s' });
    }
    return round;
  }

  /** A responsible-gaming refusal of the bet, as its answer (LIMIT_REACHED with the rg.* code), or undefined. */
  async function limitRefusal(tx: Tx, player: Player, amountMinor: number, balance: number) {
    try {
      await checkBet(betOf(player), amountMinor, tx);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code.startsWith('rg.')) {
        return error('LIMIT_REACHED', { message: failure.code, ...player.money(balance) });
      }
      throw failure;
    }
    return undefined;
  }

  /** Why a bet cannot be taken (recorded as its answer), or undefined. */
  async function betRefusal(tx: Tx, player: Player, amountMinor: number, balance: number) {
    const limited = await limitRefusal(tx, player, amountMinor, balance);
    return limited ?? (balance < amountMinor ? error('INSUFFICIENT_FUNDS', player.money(balance)) : undefined);
  }

  /** Give one debit's stake back; the round is cancelled when no debit of it stands (rule 8). */
  async function refund(tx: Tx, player: Player, debit: ProviderTransaction, round: ProviderRound): Promise<number> {
    const balance = await move(tx, player, debit.amountMinor, 'refund', debit.transactionId);
    await walletRows.markRolledBack(tx, debit.id);
    const standing = await walletRows.liveDebits(tx, round);
    await walletRows.updateRound(tx, round.id, {
      stakeMinor: round.stakeMinor - debit.amountMinor,
      ...(standing.length === 0 ? { status: 'cancelled', closedAt: new Date() } : {}),
    });
    return balance;
  }

  /** A refusal thrown after the player is known still tells the provider the balance. */
  async function withBalance(player: Player, work: () => Promise<Answer>): Promise<Answer> {
    try {
      return await work();
    } catch (failure) {
      if (!(failure instanceof Refusal) || failure.extra.balance !== undefined) throw failure;
      const balance = await inTransaction((tx) => lock(tx, player));
      throw new Refusal(failure.code, { ...failure.extra, ...player.money(balance) });
    }
  }

  function checkCurrency(player: Player, currency: string) {
    if (currency !== player.currency) throw new Refusal('CURRENCY_MISMATCH');
  }

  return {
    debit(player: Player, input: ProviderDebit): Promise<Answer> {
      return withBalance(player, async () => {
        checkCurrency(player, input.currency);
        const amountMinor = amountOf(input.amount, player.currency);
        const row = { kind: 'debit' as const, transactionId: input.transactionId, roundId: input.roundId, amountMinor };
        const { token } = player;
        // A real bet may go through in one statement (the gate is made outside the transaction: on PGlite
        // nothing may read beside it).
        const gate = token.mode === 'real' ? await betCheckNeeded(betOf(player)) : undefined;
        return inTransaction(async (tx) => {
          const locked = await lockWith(tx, player, gate);
          let balance = locked.balance;
          const plain = token.mode === 'real' && token.live && token.memberStatus === 'active';
          if (plain && !locked.checkNeeded && balance >= amountMinor) {
            const answer = ok({ ...player.money(balance - amountMinor), transactionId: randomUUID() });
            const call = { ...plainCall(player, { ...row, applied: true }, answer), ticketId: token.ticketId };
            if (await plainDebit(tx, call)) return answer;
          }
          const existing = await walletRows.transaction(tx, keyOf(player, input.transactionId));
          if (existing) return replay(existing, { ...row, applied: false }, player, balance);
          if (!player.token.live) throw new Refusal('SESSION_EXPIRED');
          if (player.token.memberStatus !== 'active') throw new Refusal('PLAYER_BLOCKED');
          const round = await roundOf(tx, player, input.roundId);
          if (round?.status === 'settled') throw new Refusal('ROUND_SETTLED');
          const refused = await betRefusal(tx, player, amountMinor, balance);
          if (!refused) balance = await move(tx, player, -amountMinor, 'bet', input.transactionId);
          const stakeMinor = refused ? 0 : amountMinor;
          if (!round) {
            await walletRows.insertRound(tx, {
              ...roundKey(player, input.roundId),
              memberId: token.memberId,
              ticketId: token.ticketId,
              nodeId: token.nodeId,
              gameType: token.gameType,
              mode: token.mode,
              stakeMinor,
              status: refused ? 'cancelled' : 'open',
            });
          } else if (!refused) {
            await walletRows.updateRound(tx, round.id, {
              stakeMinor: round.stakeMinor + stakeMinor,
              status: 'open',
              closedAt: null,
            });
          }
          const answer = refused ?? ok({ ...player.money(balance), transactionId: randomUUID() });
          return record(tx, player, { ...row, applied: !refused }, answer);
        });
      });
    },

    credit(player: Player, input: ProviderCredit): Promise<Answer> {
      return withBalance(player, async () => {
        checkCurrency(player, input.currency);
        const amountMinor = amountOf(input.amount, player.currency, { zero: true });
        const row = {
          kind: 'credit' as const,
          transactionId: input.transactionId,
          roundId: input.roundId,
          amountMinor,
        };
        const { token } = player;
        return inTransaction(async (tx) => {
          let balance = await lock(tx, player);
          if (token.mode === 'real') {
            const answer = ok({ ...player.money(balance + amountMinor), transactionId: randomUUID(), applied: true });
            const board = amountMinor >= boardMinWinMinor ? { username: token.username } : undefined;
            const call = {
              ...plainCall(player, { ...row, applied: true }, answer),
              closeRound: input.closeRound,
              board,
            };
            if (await plainCredit(tx, call)) return answer;
          }
          const existing = await walletRows.transaction(tx, keyOf(player, input.transactionId));
          if (existing) return replay(existing, { ...row, applied: false }, player, balance);
          // A win before its bet (rule 5): nothing is recorded, the provider may send it again later.
          const round = await roundOf(tx, player, input.roundId);
          if (!round) throw new Refusal('BET_NOT_FOUND');
          if (round.status === 'cancelled') {
            const answer = ok({ ...player.money(balance), transactionId: randomUUID(), applied: false });
            return record(tx, player, { ...row, applied: false }, answer);
          }
          if (amountMinor > 0) balance = await move(tx, player, amountMinor, 'win', input.transactionId);
          await walletRows.updateRound(tx, round.id, {
            payoutMinor: round.payoutMinor + amountMinor,
            ...(input.closeRound ? { status: 'settled', closedAt: new Date() } : {}),
          });
          if (token.mode === 'real' && amountMinor >= boardMinWinMinor) {
            await walletRows.boardWin(tx, { ...token, amountMinor });
          }
          const answer = ok({ ...player.money(balance), transactionId: randomUUID(), applied: true });
          return record(tx, player, { ...row, applied: true }, answer);
        });
      });
    },

    rollback(player: Player, input: ProviderRollback): Promise<Answer> {
      return withBalance(player, () =>
        inTransaction(async (tx) => {
          const balance = await lock(tx, player);
          const { transactionId, roundId, referenceTransactionId } = input;
          const row = { kind: 'rollback' as const, transactionId, roundId, referenceTransactionId, amountMinor: 0 };
          const existing = await walletRows.transaction(tx, keyOf(player, transactionId));
          if (existing) return replay(existing, { ...row, applied: false }, player, balance);
          const noMove = () => ok({ ...player.money(balance), transactionId: randomUUID() });
          const debit = await walletRows.transaction(tx, keyOf(player, referenceTransactionId));
          if (!debit) {
            // Rule 3: the debit never came (or not yet): a tombstone under its id refuses it when it does.
            const tombstone = {
              kind: 'debit' as const,
              transactionId: referenceTransactionId,
              roundId,
              amountMinor: 0,
            };
            await record(
              tx,
              player,
              { ...tombstone, applied: false, tombstone: true },
              error('TRANSACTION_ROLLED_BACK'),
            );
            return record(tx, player, { ...row, applied: false }, noMove());
          }
          if (debit.kind !== 'debit' || debit.memberId !== player.token.memberId || debit.roundId !== roundId) {
            throw new Refusal('TRANSACTION_CONFLICT');
          }
          // Rule 4: a debit refused, already rolled back, or only ever a tombstone: nothing to give back.
          if (debit.tombstone || !debit.applied || debit.rolledBack)
            return record(tx, player, { ...row, applied: false }, noMove());
          const round = await roundOf(tx, player, roundId);
          if (!round || round.status === 'settled' || (await walletRows.hasCredit(tx, round))) {
            return record(tx, player, { ...row, applied: false }, error('ROUND_SETTLED', player.money(balance)));
          }
          const after = await refund(tx, player, debit, round);
          const answer = ok({ ...player.money(after), transactionId: randomUUID() });
          return record(tx, player, { ...row, amountMinor: debit.amountMinor, applied: true }, answer);
        }),
      );
    },

    closeRound(player: Player, roundId: string): Promise<Answer> {
      return withBalance(player, () =>
        inTransaction(async (tx) => {
          const balance = await lock(tx, player);
          const round = await roundOf(tx, player, roundId);
          if (!round) throw new Refusal('BET_NOT_FOUND');
          if (round.status === 'open')
            await walletRows.updateRound(tx, round.id, { status: 'settled', closedAt: new Date() });
          return ok(player.money(balance));
        }),
      );
    },

    /** Reconciliation, rule `rollback` or a provider saying `cancelled`: refund every standing debit of the round. */
    refundRound(player: Player, roundId: string): Promise<number> {
      return inTransaction(async (tx) => {
        await lock(tx, player);
        const round = await roundOf(tx, player, roundId);
        if (!round || round.status !== 'open') return 0;
        const debits = await walletRows.liveDebits(tx, round);
        let current = round;
        for (const debit of debits) {
          await refund(tx, player, debit, current);
          current = { ...current, stakeMinor: current.stakeMinor - debit.amountMinor };
        }
        if (debits.length === 0)
          await walletRows.updateRound(tx, round.id, { status: 'cancelled', closedAt: new Date() });
        return debits.length;
      });
    },
  };
}
export type MoneyCalls = ReturnType<typeof createMoneyCalls>;
