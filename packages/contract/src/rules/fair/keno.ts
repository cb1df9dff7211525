import { KENO } from '../../constants/inhouse';
import type { RoundOutcome } from '../../schemas/play';
import type { FairRandom } from './random';

type KenoOutcome = Extract<RoundOutcome, { engine: 'keno' }>;

/** Draw 10 of the 40 numbers from the seed (a partial shuffle) and pay by picks and hits. */
export function playKeno(
  random: FairRandom,
  stakeMinor: number,
  picks: readonly number[],
): { outcome: KenoOutcome; payoutMinor: number } {
  const pool = Array.from({ length: KENO.pool }, (_, i) => i + 1);
  for (let i = 0; i < KENO.draws; i++) {
    const j = i + random.below(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  const drawn = pool.slice(0, KENO.draws);
  const hits = picks.filter((pick) => drawn.includes(pick));
  const payTenths = KENO.pays[picks.length]?.[hits.length] ?? 0;
  return {
    outcome: { engine: 'keno', picks: [...picks], drawn, hits, payTenths },
    payoutMinor: (stakeMinor * payTenths) / 10,
  };
}
