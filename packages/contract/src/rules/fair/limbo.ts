import { LIMBO } from '../../constants/inhouse';
import type { RoundOutcome } from '../../schemas/play';
import type { FairRandom } from './random';

type LimboOutcome = Extract<RoundOutcome, { engine: 'limbo' }>;

/** Draw the multiplier from the seed; reaching the target pays the stake times the target. */
export function playLimbo(
  random: FairRandom,
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
