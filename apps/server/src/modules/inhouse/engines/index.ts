import type { RoundOutcome, RoundRequest } from '@lobby/contract/play';
import { playDice } from './dice';
import { playKeno } from './keno';
import { playLimbo } from './limbo';
import { playPlinko } from './plinko';
import { seededRandom } from './seeded-random';
import { playSlot } from './slot';

export { newSeed } from './seeded-random';

/** Settle a round's outcome from its seed: the same seed and request always give the same result. */
export function playRound(seed: string, request: RoundRequest): { outcome: RoundOutcome; payoutMinor: number } {
  const random = seededRandom(seed);
  switch (request.engine) {
    case 'slot':
      return playSlot(random, request.stakeMinor);
    case 'keno':
      return playKeno(random, request.stakeMinor, request.picks);
    case 'dice':
      return playDice(random, request.stakeMinor, request.target, request.direction);
    case 'plinko':
      return playPlinko(random, request.stakeMinor, request.rows, request.risk);
    case 'limbo':
      return playLimbo(random, request.stakeMinor, request.target);
  }
}
