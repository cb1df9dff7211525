import { KENO } from '@lobby/contract/inhouse';

/** Toggle a number: refused (null) when it would make more than KENO.maxPicks. */
export function togglePick(picks: readonly number[], value: number): number[] | null {
  if (picks.includes(value)) return picks.filter((pick) => pick !== value);
  if (picks.length >= KENO.maxPicks) return null;
  return [...picks, value].sort((a, b) => a - b);
}

/** `count` distinct random numbers of the pool, sorted. */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO.pool }, (_, i) => i + 1);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, Math.min(Math.max(count, 1), KENO.maxPicks)).sort((a, b) => a - b);
}

/** The pays (tenths of the stake) for a pick count, index = hits. */
export function paysFor(picks: number): readonly number[] {
  return KENO.pays[picks] ?? [];
}
