import type { RoundOutcome, RoundRequest } from '@lobby/contract';
import { playKeno } from './keno';
import { seededRandom } from './seeded-random';
import { playSlot } from './slot';

export { newSeed } from './seeded-random';

/** Settle a round's outcome from its seed: the same seed and request always give the same result. */
export function playRound(seed: string, request: RoundRequest): { outcome: RoundOutcome; payoutMinor: number } {
  const random = seededRandom(seed);
  return request.engine === 'slot'
    ? playSlot(random, request.stakeMinor)
    : playKeno(random, request.stakeMinor, request.picks);
}
