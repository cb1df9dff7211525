import { describe, expect, it } from 'vitest';
import {
  DICE,
  diceMultiplierE4,
  dicePayoutMinor,
  diceWinning,
  KENO,
  LIMBO,
  limboWinning,
  PLINKO_PAYS,
  PLINKO_RISKS,
  PLINKO_ROWS,
  STAKES_MINOR,
} from '../constants/inhouse';
import {
  diceLowestRtp,
  diceRtp,
  kenoHitChance,
  kenoRtp,
  limboLowestRtp,
  limboRtp,
  plinkoBucketChance,
  plinkoRtp,
  publishedRtpBp,
  slotRtp,
} from './inhouse-rtp';

describe('in-house RTP', () => {
  it('publishes a slot RTP between 95 % and 97 %', () => {
    expect(slotRtp()).toBeGreaterThan(0.95);
    expect(slotRtp()).toBeLessThan(0.97);
    expect(publishedRtpBp('slot')).toBe(Math.floor(slotRtp() * 10_000));
  });

  it('has hit chances that add up to one for every pick count', () => {
    for (let picks = 1; picks <= KENO.maxPicks; picks++) {
      const total = Array.from({ length: picks + 1 }, (_, hits) => kenoHitChance(picks, hits)).reduce((a, b) => a + b);
      expect(total).toBeCloseTo(1, 12);
    }
  });

  it('keeps keno between 94 % and 96 % for every pick count, and publishes the lowest', () => {
    const rtps = Array.from({ length: KENO.maxPicks }, (_, i) => kenoRtp(i + 1));
    for (const rtp of rtps) {
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.96);
    }
    expect(publishedRtpBp('keno')).toBe(Math.floor(Math.min(...rtps) * 10_000));
  });
});

describe('originals RTP', () => {
  it('pays dice 99 % of a fair bet, whatever the chance and stake, rounding down at most a cent', () => {
    // Every pair off the rule, collected and compared once: an expect per pair took seconds of the run.
    const off: string[] = [];
    for (let winning = DICE.minWinning; winning <= DICE.maxWinning; winning++) {
      for (const stake of STAKES_MINOR) {
        // In whole numbers: the expected payout over every roll is at most 99 % of the stake times the
        // rolls, and rounding the payout down to a whole cent costs at most one cent per winning roll.
        const paidOverEveryRoll = winning * dicePayoutMinor(stake, winning);
        const rtpGap = Math.abs(diceRtp(winning, stake) - paidOverEveryRoll / (DICE.outcomes * stake));
        if (paidOverEveryRoll > 9_900 * stake || paidOverEveryRoll <= 9_900 * stake - winning || rtpGap >= 5e-13)
          off.push(`winning ${winning}, stake ${stake}: pays ${paidOverEveryRoll} over every roll`);
      }
    }
    expect(off).toEqual([]);
    expect(diceMultiplierE4(diceWinning(5_000, 'under'))).toBe(19_800);
    expect(diceMultiplierE4(diceWinning(5_000, 'over'))).toBe(19_803);
    expect(diceMultiplierE4(DICE.minWinning)).toBe(990_000);
    expect(publishedRtpBp('dice')).toBe(Math.floor(diceLowestRtp() * 10_000));
    expect(publishedRtpBp('dice')).toBeGreaterThanOrEqual(9_800);
  });

  it('has one plinko pay per bucket, symmetric, and bucket chances adding up to one', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of PLINKO_ROWS) {
        const pays = PLINKO_PAYS[risk][rows];
        expect(pays).toHaveLength(rows + 1);
        expect([...pays].reverse()).toEqual(pays);
        const total = pays.reduce((sum, _, bucket) => sum + plinkoBucketChance(rows, bucket), 0);
        expect(total).toBeCloseTo(1, 12);
      }
    }
  });

  it('keeps plinko between 98.5 % and 99.2 % for every row count and risk, and publishes the lowest', () => {
    const rtps = PLINKO_RISKS.flatMap((risk) => PLINKO_ROWS.map((rows) => plinkoRtp(rows, risk)));
    for (const rtp of rtps) {
      expect(rtp).toBeGreaterThan(0.985);
      expect(rtp).toBeLessThan(0.992);
    }
    expect(plinkoRtp(8, 'low')).toBeCloseTo(0.98984, 5);
    expect(publishedRtpBp('plinko')).toBe(Math.floor(Math.min(...rtps) * 10_000));
  });

  it('returns limbo 99 % on every target, less at most one draw in 10^8 of rounding', () => {
    const off: number[] = [];
    for (let target = LIMBO.minTarget; target <= LIMBO.maxTarget; target++) {
      // In whole numbers: the draws that reach the target, times the target, against 99 % of every draw.
      const paidOverEveryDraw = limboWinning(target) * target;
      if (paidOverEveryDraw > 99 * LIMBO.outcomes || paidOverEveryDraw <= 99 * LIMBO.outcomes - target)
        off.push(target);
    }
    expect(off).toEqual([]);
    expect(limboRtp(200)).toBe(0.99);
    expect(limboWinning(200)).toBe(49_500_000);
    expect(publishedRtpBp('limbo')).toBe(Math.floor(limboLowestRtp() * 10_000));
    expect(publishedRtpBp('limbo')).toBe(9_899);
  });
});
