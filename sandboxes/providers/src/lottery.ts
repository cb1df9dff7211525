// The lottery lobby's draws: a draw every minute (e-lottery) or three (lottery), numbered per day, each with a
// five-digit result known only to us. Tickets wait, as open rounds, until their draw closes.
import { createHmac } from 'node:crypto';
import type { ProviderGame } from './catalogue';
import type { Engine } from './engine';
import type { GameSession } from './sessions';
import type { RoundRecord } from './rounds';

export const BETS = {
  /** The last two digits of the special prize, chosen 00-99. */
  number: 70,
  big: 1.95,
  small: 1.95,
  odd: 1.95,
  even: 1.95,
} as const;
export type LotteryBet = { kind: 'number'; number: string } | { kind: 'big' | 'small' | 'odd' | 'even' };

export const intervalMs = (game: ProviderGame) => (game.gameType === 'ELOTT' ? 60_000 : 180_000);

export interface Draw {
  /** "20261126-0412": the date and the draw's number in that day. */
  drawNumber: string;
  index: number;
  closesAt: number;
}

export function drawAt(game: ProviderGame, nowMs: number): Draw {
  const step = intervalMs(game);
  const index = Math.floor(nowMs / step);
  const closesAt = (index + 1) * step;
  const dayStart = Math.floor(nowMs / 86_400_000) * 86_400_000;
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  const inDay = Math.floor((index * step - dayStart) / step) + 1;
  return { drawNumber: `${date}-${String(inDay).padStart(4, '0')}`, index, closesAt };
}

/** The special prize of a draw: five digits from an HMAC of the game and draw under our key. */
export function resultOf(key: string, game: ProviderGame, index: number): string {
  const digest = createHmac('sha256', key).update(`${game.providerCode}/${game.gameCode}/${index}`).digest();
  return String(digest.readUInt32BE(0) % 100_000).padStart(5, '0');
}

export function pays(bet: LotteryBet, result: string): number {
  const lastTwo = Number(result.slice(-2));
  switch (bet.kind) {
    case 'number':
      return bet.number === result.slice(-2) ? BETS.number : 0;
    case 'big':
      return lastTwo >= 50 ? BETS.big : 0;
    case 'small':
      return lastTwo < 50 ? BETS.small : 0;
    case 'odd':
      return lastTwo % 2 === 1 ? BETS.odd : 0;
    case 'even':
      return lastTwo % 2 === 0 ? BETS.even : 0;
  }
}

/** The last `count` closed draws with their results, newest first. */
export function recentResults(key: string, game: ProviderGame, nowMs: number, count = 8) {
  const step = intervalMs(game);
  const current = drawAt(game, nowMs).index;
  return Array.from({ length: count }, (_, i) => {
    const index = current - 1 - i;
    return { drawNumber: drawAt(game, index * step).drawNumber, result: resultOf(key, game, index) };
  });
}

interface Ticket {
  session: GameSession;
  round: RoundRecord;
  bet: LotteryBet;
  stakeMinor: number;
  drawIndex: number;
  closesAt: number;
}

/** Tickets waiting for their draw; settleDue pays or closes every ticket whose draw has closed. */
export function createLottery(key: string, engine: Engine) {
  const waiting: Ticket[] = [];
  return {
    async buy(session: GameSession, bet: LotteryBet, stakeMinor: number, nowMs = Date.now()) {
      const draw = drawAt(session.game, nowMs);
      const detail = { drawNumber: draw.drawNumber, bet, result: null as string | null };
      const answer = await engine.placeBet(session, stakeMinor, detail);
      if (!answer.error && !answer.refunded)
        waiting.push({ session, round: answer.round, bet, stakeMinor, drawIndex: draw.index, closesAt: draw.closesAt });
      return answer;
    },
    async settleDue(nowMs = Date.now()) {
      const due = waiting.filter((t) => t.closesAt <= nowMs);
      for (const ticket of due) {
        waiting.splice(waiting.indexOf(ticket), 1);
        const result = resultOf(key, ticket.session.game, ticket.drawIndex);
        (ticket.round.detail as { result: string | null }).result = result;
        await engine.settle(ticket.round, ticket.session, Math.floor(ticket.stakeMinor * pays(ticket.bet, result)));
      }
      return due.length;
    },
    waiting: () => waiting.length,
  };
}
export type Lottery = ReturnType<typeof createLottery>;
