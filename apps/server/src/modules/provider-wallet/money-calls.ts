import { randomUUID } from 'node:crypto';
import type { ProviderCredit, ProviderDebit, ProviderRollback } from '@lobby/contract/provider-wallet';
import type { Db } from '../../db/client';
import type { ProviderRound, ProviderTransaction } from '../../db/schema/index';
import { ApiError } from '../../lib/envelope';
import { applyChangeInTransaction } from '../wallet/wallet.repository';
import { amountOf, error, ok, Refusal, type Answer, type Player } from './answers';
import { walletRows, type NewProviderTransaction } from './provider-wallet.repository';
import type { ProviderWalletDeps } from './provider-wallet.service';

interface MoneyDeps extends ProviderWalletDeps {
  inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

type Recorded = Pick<NewProviderTransaction, 'kind' | 'transactionId' | 'roundId' | 'amountMinor' | 'applied'> &
  Partial<Pick<NewProviderTransaction, 'referenceTransactionId' | 'tombstone'>>;

/** The ledger reference of a provider transaction: unique per member and kind (design.md §8). */
const referenceOf = (player: Player, transactionId: string) => `pw:${player.providerCode}:${transactionId}`;

/** Debit, credit, rollback and round close: each one transaction under the member's lock, recorded with its answer. */
export function createMoneyCalls(deps: MoneyDeps) {
  const { checkBet, checkBetTakesTx, boardMinWinMinor, inTransaction } = deps;
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

  /** Lock the member (every call of theirs waits here) and answer the balance the token plays with. */
  async function lock(tx: Db, { token }: Player): Promise<number> {
    const wallet = await walletRows.lockMember(tx, token.memberId, token.merchantCode);
    return token.mode === 'free' ? walletRows.funBalance(tx, token.ticketId) : wallet;
  }

  /** Move the token's balance: a ledger row for real play, the ticket's fun credits for free play (rule 7). */
  async function move(tx: Db, player: Player, amountMinor: number, kind: 'bet' | 'win' | 'refund', id: string) {
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

  async function record(tx: Db, player: Player, row: Recorded, answer: Answer): Promise<Answer> {
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

  async function roundOf(tx: Db, player: Player, roundId: string): Promise<ProviderRound | undefined> {
    const round = await walletRows.round(tx, roundKey(player, roundId));
    if (round && round.memberId !== player.token.memberId) {
      throw new Refusal('TRANSACTION_CONFLICT', { message: 'the round is another player’s' });
    }
    return round;
  }

  /** A responsible-gaming refusal of the bet, as its answer (LIMIT_REACHED with the rg.* code), or undefined. */
  async function limitRefusal(player: Player, amountMinor: number, balance: number, tx?: Db) {
    const { token } = player;
    const bet = {
      ticketId: token.ticketId,
      merchantCode: token.merchantCode,
      memberId: token.memberId,
      mode: token.mode,
    };
    try {
      await checkBet(bet, amountMinor, tx);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code.startsWith('rg.')) {
        return error('LIMIT_REACHED', { message: failure.code, ...player.money(balance) });
      }
      throw failure;
    }
    return undefined;
  }

  /** Why a bet cannot be taken (recorded as its answer), or undefined. */
  async function betRefusal(tx: Db, player: Player, amountMinor: number, balance: number) {
    const limited = checkBetTakesTx ? await limitRefusal(player, amountMinor, balance, tx) : undefined;
    return limited ?? (balance < amountMinor ? error('INSUFFICIENT_FUNDS', player.money(balance)) : undefined);
  }

  /** Give one debit's stake back; the round is cancelled when no debit of it stands (rule 8). */
  async function refund(tx: Db, player: Player, debit: ProviderTransaction, round: ProviderRound): Promise<number> {
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
        if (!checkBetTakesTx) {
          const limited = await limitRefusal(player, amountMinor, 0);
          if (limited) throw new Refusal('LIMIT_REACHED', { message: String(limited.message) });
        }
        return inTransaction(async (tx) => {
          let balance = await lock(tx, player);
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
            const { token } = player;
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
        return inTransaction(async (tx) => {
          let balance = await lock(tx, player);
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
          const { token } = player;
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
