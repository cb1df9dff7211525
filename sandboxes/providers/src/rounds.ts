import { randomBytes } from 'node:crypto';
import type { Fault } from './faults';
import type { WalletAnswer, WalletCall } from './wallet-client';

/** One wallet call of a round as we sent it and what came back. */
export interface CallRecord {
  call: WalletCall;
  transactionId: string | null;
  amount: string | null;
  status: WalletAnswer['status'];
  code: string | null;
  balance: string | null;
  at: string;
}

/**
 * The provider's own record of a round, as a real provider keeps it: open from the bet until settled;
 * `refused` when the wallet would not take the bet, `cancelled` when we rolled the bet back.
 */
export interface RoundRecord {
  roundId: string;
  providerCode: string;
  operatorId: string;
  playerId: string;
  token: string;
  gameCode: string;
  currency: string;
  stake: string;
  win: string | null;
  status: 'open' | 'settled' | 'cancelled' | 'refused';
  fault: Fault | null;
  /** What the game drew (reels, cards, score, numbers): shown to the player and kept for disputes. */
  detail: unknown;
  debitId: string;
  credits: Array<{ transactionId: string; amount: string }>;
  calls: CallRecord[];
  createdAt: string;
  settledAt: string | null;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

const MAX_ROUNDS = 20_000;

/** The round records, newest last; the oldest go once there are too many (a sandbox keeps memory small). */
export function createRoundStore() {
  const rounds = new Map<string, RoundRecord>();
  return {
    add(round: RoundRecord) {
      rounds.set(round.roundId, round);
      if (rounds.size > MAX_ROUNDS) rounds.delete(rounds.keys().next().value!);
    },
    get: (roundId: string) => rounds.get(roundId),
    /** Newest first, optionally one player's. */
    list(filter: { playerId?: string | undefined; limit?: number } = {}) {
      const all = [...rounds.values()].reverse();
      const mine = filter.playerId ? all.filter((r) => r.playerId === filter.playerId) : all;
      return mine.slice(0, filter.limit ?? 200);
    },
    record(round: RoundRecord, call: WalletCall, body: Record<string, unknown>, answer: WalletAnswer) {
      round.calls.push({
        call,
        transactionId: typeof body.transactionId === 'string' ? body.transactionId : null,
        amount: typeof body.amount === 'string' ? body.amount : null,
        status: answer.status,
        code: answer.code ?? null,
        balance: answer.balance ?? null,
        at: new Date().toISOString(),
      });
    },
  };
}
export type RoundStore = ReturnType<typeof createRoundStore>;
