import { LIMBO } from '@lobby/contract/inhouse';
import type { RoundOutcome } from '@lobby/contract/play';
import type { SeededRandom } from './seeded-random';

type LimboOutcome = Extract<RoundOutcome, { engine: 'limbo' }>;

/** Draw the multiplier from the seed; reaching the target pays the stake times the target. */
export function playLimbo(
  random: SeededRandom,
  stakeMinor: number,
  target: number,
): { outcome: LimboOutcome; payoutMinor: number } {
  const draw = random.below(LIMBO.outcomes) + 1;
  const result = Math.floor((LIMBO.edgeFactor * LIMBO.outcomes) / draw);
  const win = result >= target;
  return {
    outcome: { engine: 'limbo', target, result, win },
    payoutMinor: win ? (stakeMinor * target) / 100 : 0,
  };
}
