import { PLINKO_PAYS, type PlinkoRisk, type PlinkoRows } from '../../constants/inhouse';
import type { RoundOutcome } from '../../schemas/play';
import type { FairRandom } from './random';

type PlinkoOutcome = Extract<RoundOutcome, { engine: 'plinko' }>;

/** Drop the ball from the seed: left or right at every row, paid by the bucket it ends in. */
export function playPlinko(
  random: FairRandom,
  stakeMinor: number,
  rows: PlinkoRows,
  risk: PlinkoRisk,
): { outcome: PlinkoOutcome; payoutMinor: number } {
  const path = Array.from({ length: rows }, () => (random.below(2) === 1 ? 1 : 0) as 0 | 1);
  const bucket = path.reduce<number>((sum, step) => sum + step, 0);
  const payTenths = PLINKO_PAYS[risk][rows][bucket] ?? 0;
  return {
    outcome: { engine: 'plinko', rows, risk, path, bucket, payTenths },
    payoutMinor: (stakeMinor * payTenths) / 10,
  };
}
