import { DICE, dicePayoutMinor, diceMultiplierE4, diceWinning, type DiceDirection } from '../../constants/inhouse';
import type { RoundOutcome } from '../../schemas/play';
import type { FairRandom } from './random';

type DiceOutcome = Extract<RoundOutcome, { engine: 'dice' }>;

/** Roll 0.00 to 99.99 from the seed; under wins below the target, over above it. */
export function playDice(
  random: FairRandom,
  stakeMinor: number,
  target: number,
  direction: DiceDirection,
): { outcome: DiceOutcome; payoutMinor: number } {
  const roll = random.below(DICE.outcomes);
  const win = direction === 'under' ? roll < target : roll > target;
  const winning = diceWinning(target, direction);
  return {
    outcome: { engine: 'dice', target, direction, roll, win, multiplierE4: diceMultiplierE4(winning) },
    payoutMinor: win ? dicePayoutMinor(stakeMinor, winning) : 0,
  };
}
