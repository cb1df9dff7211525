import { KENO, SLOT, SLOT_SYMBOLS, type InhouseEngine } from '../constants/inhouse';

/**
 * The slot's return to player, exactly. Every reel shows each symbol on a row with probability
 * count / strip length, independently, so each line returns the same expected line pays.
 */
export function slotRtp(): number {
  const length = Object.values(SLOT.strip).reduce((sum, count) => sum + count, 0);
  let rtp = 0;
  for (const symbol of SLOT_SYMBOLS) {
    const p = SLOT.strip[symbol] / length;
    const [three, four, five] = SLOT.pays[symbol];
    rtp += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  return rtp;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Chance of `hits` matches when `picks` numbers are played (hypergeometric). */
export function kenoHitChance(picks: number, hits: number): number {
  return (choose(picks, hits) * choose(KENO.pool - picks, KENO.draws - hits)) / choose(KENO.pool, KENO.draws);
}

/** Keno's return to player when playing `picks` numbers. */
export function kenoRtp(picks: number): number {
  const pays = KENO.pays[picks] ?? [];
  return pays.reduce((sum, tenths, hits) => sum + (kenoHitChance(picks, hits) * tenths) / 10, 0);
}

/** The RTP a game publishes, in basis points: keno publishes its lowest over every pick count. */
export function publishedRtpBp(engine: InhouseEngine): number {
  if (engine === 'slot') return Math.floor(slotRtp() * 10_000);
  const lowest = Math.min(...Array.from({ length: KENO.maxPicks }, (_, i) => kenoRtp(i + 1)));
  return Math.floor(lowest * 10_000);
}
