import { SLOT, SLOT_SYMBOLS, type SlotSymbol } from '../../constants/inhouse';
import type { RoundOutcome } from '../../schemas/play';
import type { FairRandom } from './random';

/**
 * The reel strip: each symbol as many times as the pay table counts it, dealt round-robin so the
 * same symbol never sits twice in a row (a real reel, not blocks of one symbol). The order does
 * not change the RTP: a line sees each strip position with the same chance either way.
 */
export function reelStrip(): SlotSymbol[] {
  const left: Record<SlotSymbol, number> = { ...SLOT.strip };
  const strip: SlotSymbol[] = [];
  while (strip.length < Object.values(SLOT.strip).reduce((sum, count) => sum + count, 0)) {
    for (const symbol of SLOT_SYMBOLS) {
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol] -= 1;
      }
    }
  }
  return strip;
}
const STRIP = reelStrip();

type SlotOutcome = Extract<RoundOutcome, { engine: 'slot' }>;

/** Spin the 5 reels from the seed and pay every line (the stake is spread over the 10 lines). */
export function playSlot(random: FairRandom, stakeMinor: number): { outcome: SlotOutcome; payoutMinor: number } {
  const grid = Array.from({ length: SLOT.reels }, () => {
    const stop = random.below(STRIP.length);
    return Array.from({ length: SLOT.rows }, (_, row) => STRIP[(stop + row) % STRIP.length] as SlotSymbol);
  });
  const lineBet = stakeMinor / SLOT.lines.length;
  const lineWins: SlotOutcome['lineWins'] = [];
  SLOT.lines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol);
    const first = symbols[0] as SlotSymbol;
    let count = 1;
    while (count < symbols.length && symbols[count] === first) count++;
    if (count < 3) return;
    const multiplier = SLOT.pays[first][count - 3] ?? 0;
    lineWins.push({ line, symbol: first, count, payoutMinor: Math.round(lineBet * multiplier) });
  });
  const payoutMinor = lineWins.reduce((sum, win) => sum + win.payoutMinor, 0);
  return { outcome: { engine: 'slot', grid, lineWins }, payoutMinor };
}
