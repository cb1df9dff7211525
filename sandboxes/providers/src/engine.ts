import { currencyDecimals, formatAmount } from '@lobby/contract/cashier';
import type { Fault, Faults } from './faults';
import { newId, type RoundRecord, type RoundStore } from './rounds';
import type { GameSession } from './sessions';
import type { WalletAnswer, WalletCall, WalletClient } from './wallet-client';

/** A round as the game page hears of it: the wallet's balance, and why it failed in the wallet's code. */
export interface RoundResult {
  round: RoundRecord;
  /** The wallet's code when the bet was not taken (INSUFFICIENT_FUNDS, LIMIT_REACHED, SESSION_EXPIRED ...). */
  error: string | null;
  /** The bet was taken, then rolled back (a timed-out debit). */
  refunded: boolean;
  balance: string | null;
}

export interface EngineOptions {
  wallet: WalletClient;
  faults: Faults;
  rounds: RoundStore;
  /** How long a debit may go unanswered before we roll it back (debit-timeout-rollback drops it after this). */
  debitTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The round flow of a seamless-wallet provider: debit, then credit or round-close; rollback when the debit is lost. */
export function createEngine({ wallet, faults, rounds, debitTimeoutMs = 3_000 }: EngineOptions) {
  /** One callback, sent as the round's fault says: twice in a row (retry) or twice at once (duplicate). */
  async function send(round: RoundRecord, session: GameSession, call: WalletCall, extra: Record<string, unknown>) {
    const body = { token: session.token, playerId: session.playerId, roundId: round.roundId, ...extra };
    const once = async () => {
      const answer = await wallet(session.providerCode, session.operatorId, call, body);
      rounds.record(round, call, body, answer);
      return answer;
    };
    let answer: WalletAnswer;
    if (round.fault === 'retry') {
      await once();
      answer = await once();
    } else if (round.fault === 'duplicate') {
      [answer] = (await Promise.all([once(), once()])) as [WalletAnswer, WalletAnswer];
    } else answer = await once();
    if (answer.balance !== undefined) session.balance = answer.balance;
    return answer;
  }

  const money = (session: GameSession, minor: number) => formatAmount(minor, session.currency);
  const debit = (round: RoundRecord, session: GameSession, amount: string) =>
    send(round, session, 'debit', {
      transactionId: round.debitId,
      gameCode: round.gameCode,
      amount,
      currency: session.currency,
    });
  const credit = (round: RoundRecord, session: GameSession, amount: string, transactionId: string) =>
    send(round, session, 'credit', {
      transactionId,
      gameCode: round.gameCode,
      amount,
      currency: session.currency,
      closeRound: true,
    });

  function open(session: GameSession, stakeMinor: number, detail: unknown, fault: Fault | null): RoundRecord {
    const round: RoundRecord = {
      roundId: newId('rnd'),
      providerCode: session.providerCode,
      operatorId: session.operatorId,
      playerId: session.playerId,
      token: session.token,
      gameCode: session.gameCode,
      currency: session.currency,
      stake: money(session, stakeMinor),
      win: null,
      status: 'open',
      fault,
      detail,
      debitId: newId('dbt'),
      credits: [],
      calls: [],
      createdAt: new Date().toISOString(),
      settledAt: null,
    };
    rounds.add(round);
    return round;
  }

  const result = (round: RoundRecord, session: GameSession, error: string | null, refunded = false): RoundResult => ({
    round,
    error,
    refunded,
    balance: session.balance,
  });

  /** The bet: a debit, or the faults that go wrong around one. The round stays open when it is taken. */
  async function bet(session: GameSession, round: RoundRecord): Promise<RoundResult> {
    if (round.fault === 'debit-timeout-rollback') {
      // The answer comes back, but too late for us: we give up on it and refund the bet by its id.
      await Promise.all([debit(round, session, round.stake), sleep(debitTimeoutMs)]);
      await send(round, session, 'rollback', { transactionId: newId('rbk'), referenceTransactionId: round.debitId });
      return finish(round, session, 'cancelled', null, true);
    }
    if (round.fault === 'win-for-refused-bet') {
      // More than the player has: the wallet refuses it, and we still send the win for that round.
      const tooMuch = money(session, Number(session.balance ?? 0) * 100 + 100_000_00);
      round.stake = tooMuch;
      const refused = await debit(round, session, tooMuch);
      await credit(round, session, round.stake, newId('crd'));
      return finish(round, session, 'refused', refused.code ?? 'INSUFFICIENT_FUNDS');
    }
    const answer = await debit(round, session, round.stake);
    if (answer.status !== 'OK') return finish(round, session, 'refused', answer.code ?? 'WALLET_UNAVAILABLE');
    return result(round, session, null);
  }

  /** The win (a credit that closes the round) or, with nothing won, a round-close. */
  async function settle(round: RoundRecord, session: GameSession, winMinor: number): Promise<RoundResult> {
    if (round.status !== 'open') return result(round, session, null);
    // Whole units of the currency only (rupiah are not split).
    const unit = 10 ** (2 - currencyDecimals(session.currency));
    const paid = Math.floor(winMinor / unit) * unit;
    const win = money(session, paid);
    if (paid > 0) {
      const transactionId = newId('crd');
      round.credits.push({ transactionId, amount: win });
      await credit(round, session, win, transactionId);
    } else await send(round, session, 'round-close', {});
    round.win = win;
    return finish(round, session, 'settled', null);
  }

  function finish(
    round: RoundRecord,
    session: GameSession,
    status: RoundRecord['status'],
    error: string | null,
    refunded = false,
  ) {
    round.status = status;
    round.settledAt = new Date().toISOString();
    return result(round, session, error, refunded);
  }

  return {
    /** Opens a round and places its bet; the fault set for the next round (if any) applies to it. */
    async placeBet(session: GameSession, stakeMinor: number, detail: unknown): Promise<RoundResult> {
      return bet(session, open(session, stakeMinor, detail, faults.take()));
    },
    settle,
    /** A round decided at once (a spin, a hand, a match played out): bet, then settle. */
    async play(session: GameSession, stakeMinor: number, winMinor: number, detail: unknown): Promise<RoundResult> {
      const round = open(session, stakeMinor, detail, faults.take());
      if (round.fault === 'win-before-bet') {
        // The win overtakes its bet: the wallet has not seen the round, so we send the win again after the bet.
        const transactionId = newId('crd');
        const win = money(session, winMinor);
        await credit(round, session, win, transactionId);
        const taken = await bet(session, round);
        if (taken.error) return taken;
        round.credits.push({ transactionId, amount: win });
        await credit(round, session, win, transactionId);
        round.win = win;
        return finish(round, session, 'settled', null);
      }
      const taken = await bet(session, round);
      if (taken.error || taken.refunded) return taken;
      return settle(round, session, winMinor);
    },
  };
}
export type Engine = ReturnType<typeof createEngine>;
