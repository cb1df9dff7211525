// What each kind of game draws, and what it pays, in minor units of the stake. The provider decides the
// outcome before the bet (as real providers do); the page only animates it.
import { randomInt } from 'node:crypto';

export type Rand = (max: number) => number;
const rand: Rand = (max) => randomInt(max);

/** Slot symbols, low to high, with their weight on a reel and what 3, 4 and 5 in a line pay (× stake / 10). */
export const SYMBOLS = [
  { id: 'ten', weight: 22, pays: [1, 2, 5] },
  { id: 'jack', weight: 20, pays: [1, 3, 6] },
  { id: 'queen', weight: 17, pays: [2, 4, 8] },
  { id: 'king', weight: 14, pays: [2, 5, 10] },
  { id: 'bell', weight: 10, pays: [4, 10, 25] },
  { id: 'gem', weight: 8, pays: [5, 15, 40] },
  { id: 'crown', weight: 5, pays: [10, 30, 100] },
  { id: 'seven', weight: 4, pays: [20, 60, 250] },
] as const;
export type SymbolId = (typeof SYMBOLS)[number]['id'];

/** The five lines, as the row on each of the five reels (0 top). */
export const LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
] as const;

function weighted(r: Rand): SymbolId {
  let roll = r(SYMBOLS.reduce((sum, s) => sum + s.weight, 0));
  for (const s of SYMBOLS) if ((roll -= s.weight) < 0) return s.id;
  return 'ten';
}

export interface SlotOutcome {
  /** reels[reel][row] */
  reels: SymbolId[][];
  wins: Array<{ line: number; symbol: SymbolId; count: number; amountMinor: number }>;
  winMinor: number;
}

/** A 5×3 spin over five lines; a cell copies its left neighbour now and then, so lines land often enough. */
export function spinSlot(stakeMinor: number, r: Rand = rand): SlotOutcome {
  const reels: SymbolId[][] = [];
  for (let reel = 0; reel < 5; reel++) {
    reels.push([0, 1, 2].map((row) => (reel > 0 && r(100) < 28 ? reels[reel - 1]![row]! : weighted(r))));
  }
  const wins: SlotOutcome['wins'] = [];
  LINES.forEach((rows, line) => {
    const symbol = reels[0]![rows[0]]!;
    let count = 1;
    while (count < 5 && reels[count]![rows[count]!] === symbol) count++;
    if (count < 3) return;
    const pays = SYMBOLS.find((s) => s.id === symbol)!.pays[count - 3]!;
    wins.push({ line, symbol, count, amountMinor: Math.floor((stakeMinor * pays) / 10) });
  });
  return { reels, wins, winMinor: wins.reduce((sum, w) => sum + w.amountMinor, 0) };
}

export interface Card {
  rank: string;
  suit: '♠' | '♥' | '♦' | '♣';
}
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Card['suit'][] = ['♠', '♥', '♦', '♣'];
const points = (cards: Card[]) =>
  cards.reduce((sum, c) => sum + (Math.min(RANKS.indexOf(c.rank) + 1, 10) % 10), 0) % 10;

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_PAYS: Record<BaccaratSide, number> = { player: 2, banker: 1.95, tie: 9 };

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratSide;
  winMinor: number;
}

/** A baccarat coup (simplified third-card rule: a hand of 0-5 draws); a tie returns player and banker bets. */
export function dealBaccarat(side: BaccaratSide, stakeMinor: number, r: Rand = rand): BaccaratOutcome {
  const draw = (): Card => ({ rank: RANKS[r(13)]!, suit: SUITS[r(4)]! });
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  if (points(player) <= 5 && points(banker) < 8) player.push(draw());
  if (points(banker) <= 5 && points(player) < 8) banker.push(draw());
  const playerPoints = points(player);
  const bankerPoints = points(banker);
  const winner: BaccaratSide =
    playerPoints === bankerPoints ? 'tie' : playerPoints > bankerPoints ? 'player' : 'banker';
  const multiplier = winner === side ? BACCARAT_PAYS[side] : winner === 'tie' ? 1 : 0;
  return { player, banker, playerPoints, bankerPoints, winner, winMinor: Math.floor(stakeMinor * multiplier) };
}

/** A pick wins with about the chance its odds say (a 6 % margin), so a bet slip feels like a real book. */
export function settleSelection(odds: number, stakeMinor: number, r: Rand = rand): { won: boolean; winMinor: number } {
  const won = r(10_000) < Math.round((10_000 * 0.94) / odds);
  return { won, winMinor: won ? Math.floor(stakeMinor * odds) : 0 };
}
