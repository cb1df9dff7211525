import {
  DICE,
  dicePayoutMinor,
  KENO,
  LIMBO,
  limboWinning,
  PLINKO_PAYS,
  PLINKO_RISKS,
  PLINKO_ROWS,
  SLOT,
  SLOT_SYMBOLS,
  STAKES_MINOR,
  type InhouseEngine,
  type PlinkoRisk,
  type PlinkoRows,
} from '../constants/inhouse';

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

/** Dice's return on a bet winning on `winning` of the rolls, at a stake (the payout is rounded down). */
export function diceRtp(winning: number, stakeMinor: number): number {
  return ((winning / DICE.outcomes) * dicePayoutMinor(stakeMinor, winning)) / stakeMinor;
}

/** Dice's lowest return over every win chance and stake on offer. */
export function diceLowestRtp(): number {
  let lowest = 1;
  for (let winning = DICE.minWinning; winning <= DICE.maxWinning; winning++) {
    for (const stake of STAKES_MINOR) lowest = Math.min(lowest, diceRtp(winning, stake));
  }
  return lowest;
}

/** Chance the plinko ball lands in `bucket` after `rows` rows: binomial, each peg a fair coin. */
export function plinkoBucketChance(rows: number, bucket: number): number {
  return choose(rows, bucket) / 2 ** rows;
}

/** Plinko's return for a row count and risk. */
export function plinkoRtp(rows: PlinkoRows, risk: PlinkoRisk): number {
  return PLINKO_PAYS[risk][rows].reduce(
    (sum, tenths, bucket) => sum + (plinkoBucketChance(rows, bucket) * tenths) / 10,
    0,
  );
}

/** Limbo's return on a target in hundredths: the chance of reaching it times the target. */
export function limboRtp(target: number): number {
  return ((limboWinning(target) / LIMBO.outcomes) * target) / 100;
}

/** Limbo's lowest return over every target. */
export function limboLowestRtp(): number {
  let lowest = 1;
  for (let target = LIMBO.minTarget; target <= LIMBO.maxTarget; target++) lowest = Math.min(lowest, limboRtp(target));
  return lowest;
}

/**
 * The RTP a game publishes, in basis points: the lowest over every choice a player can make
 * (keno's pick counts, dice's chances and stakes, plinko's rows and risks, limbo's targets).
 */
export function publishedRtpBp(engine: InhouseEngine): number {
  const lowest = {
    slot: () => slotRtp(),
    keno: () => Math.min(...Array.from({ length: KENO.maxPicks }, (_, i) => kenoRtp(i + 1))),
    dice: diceLowestRtp,
    plinko: () => Math.min(...PLINKO_RISKS.flatMap((risk) => PLINKO_ROWS.map((rows) => plinkoRtp(rows, risk)))),
    limbo: limboLowestRtp,
  }[engine]();
  return Math.floor(lowest * 10_000);
}
