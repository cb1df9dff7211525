import {
  DICE,
  dicePayoutMinor,
  diceRtp,
  LIMBO,
  limboWinning,
  PLINKO_PAYS,
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoBucketChance,
  plinkoRtp,
} from '../../entries/inhouse';
import { roundRequestSchema } from '../../schemas/play';
import { describe, expect, it } from 'vitest';
import { playSeeded, randomOf } from './testing';
import { playDice } from './dice';
import { playLimbo } from './limbo';
import { playPlinko } from './plinko';

const uuid = '00000000-0000-4000-8000-000000000000';
/** Deterministic seeds, so a failure reproduces. */
const seedOf = (i: number) => i.toString(16).padStart(64, '0');

describe('dice engine', () => {
  it('rolls the same from the same seed, and wins only strictly under or over the target', () => {
    const request = { engine: 'dice', roundId: uuid, stakeMinor: 1_000, target: 5_000, direction: 'under' } as const;
    expect(playSeeded(seedOf(7), request)).toEqual(playSeeded(seedOf(7), request));
    for (let i = 0; i < 500; i++) {
      for (const direction of ['under', 'over'] as const) {
        const { outcome, payoutMinor } = playSeeded(seedOf(i), { ...request, direction });
        if (outcome.engine !== 'dice') throw new Error('dice expected');
        expect(outcome.roll).toBeGreaterThanOrEqual(0);
        expect(outcome.roll).toBeLessThan(DICE.outcomes);
        expect(outcome.win).toBe(direction === 'under' ? outcome.roll < 5_000 : outcome.roll > 5_000);
        // 1.98x under 50.00 (5,000 rolls), 1.9803x over it (4,999 rolls): 19.80 on 10.00 either way.
        expect(payoutMinor).toBe(outcome.win ? 1_980 : 0);
      }
    }
  });

  it('returns the exact RTP over every roll of a seed-fed die', () => {
    // Every roll once: a die whose next draw is each value in turn gives the exact expected return.
    for (const [target, direction] of [
      [100, 'under'],
      [5_000, 'over'],
      [9_800, 'under'],
      [199, 'over'],
    ] as const) {
      let paid = 0;
      for (let roll = 0; roll < DICE.outcomes; roll++) {
        paid += playDice({ below: () => roll }, 100, target, direction).payoutMinor;
      }
      const winning = direction === 'under' ? target : DICE.outcomes - 1 - target;
      expect(paid / (DICE.outcomes * 100)).toBeCloseTo(diceRtp(winning, 100), 12);
      expect(paid).toBe(winning * dicePayoutMinor(100, winning));
    }
  });

  it('refuses a win chance outside 1 % to 98 %, a target off the die and an unknown direction', () => {
    const base = { engine: 'dice', roundId: uuid, stakeMinor: 100 };
    for (const bad of [
      { target: 99, direction: 'under' },
      { target: 9_801, direction: 'under' },
      { target: 9_900, direction: 'over' },
      { target: 198, direction: 'over' },
      { target: -1, direction: 'under' },
      { target: 50.5, direction: 'under' },
      { target: 5_000, direction: 'sideways' },
    ]) {
      expect(roundRequestSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of [
      { target: 100, direction: 'under' },
      { target: 9_800, direction: 'under' },
      { target: 9_899, direction: 'over' },
      { target: 199, direction: 'over' },
    ]) {
      expect(roundRequestSchema.safeParse({ ...base, ...good }).success, JSON.stringify(good)).toBe(true);
    }
  });
});

describe('plinko engine', () => {
  it('drops the same from the same seed, into the bucket its path leads to, paid by the table', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of PLINKO_ROWS) {
        const request = { engine: 'plinko', roundId: uuid, stakeMinor: 100, rows, risk } as const;
        expect(playSeeded(seedOf(3), request)).toEqual(playSeeded(seedOf(3), request));
        for (let i = 0; i < 100; i++) {
          const { outcome, payoutMinor } = playSeeded(seedOf(i), request);
          if (outcome.engine !== 'plinko') throw new Error('plinko expected');
          expect(outcome.path).toHaveLength(rows);
          expect(outcome.bucket).toBe(outcome.path.filter((step) => step === 1).length);
          expect(outcome.payTenths).toBe(PLINKO_PAYS[risk][rows][outcome.bucket]);
          expect(payoutMinor).toBe(outcome.payTenths * 10);
        }
      }
    }
  });

  it('lands in the buckets as often as the binomial chance says, and returns its RTP', () => {
    const drops = 100_000;
    const random = randomOf(seedOf(42));
    const counts = Array(17).fill(0) as number[];
    let paid = 0;
    for (let i = 0; i < drops; i++) {
      const { outcome, payoutMinor } = playPlinko(random, 100, 16, 'low');
      counts[outcome.bucket]! += 1;
      paid += payoutMinor;
    }
    counts.forEach((count, bucket) => {
      const expected = drops * plinkoBucketChance(16, bucket);
      // Five standard deviations: a wrong walk fails, chance alone almost never does.
      expect(Math.abs(count - expected)).toBeLessThan(5 * Math.sqrt(expected) + 1);
    });
    expect(paid / (drops * 100)).toBeCloseTo(plinkoRtp(16, 'low'), 2);
    // 100,000 seeded drops: 2.3 s alone, over the default 5 s beside the browser tests.
  }, 30_000);

  it('refuses rows and risks it does not offer', () => {
    const base = { engine: 'plinko', roundId: uuid, stakeMinor: 100 };
    for (const bad of [
      { rows: 10, risk: 'low' },
      { rows: 0, risk: 'low' },
      { rows: '16', risk: 'low' },
      { rows: 16, risk: 'extreme' },
      { rows: 16 },
    ]) {
      expect(roundRequestSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('limbo engine', () => {
  it('draws the same from the same seed and pays the target when the draw reaches it', () => {
    const request = { engine: 'limbo', roundId: uuid, stakeMinor: 500, target: 250 } as const;
    expect(playSeeded(seedOf(9), request)).toEqual(playSeeded(seedOf(9), request));
    for (let i = 0; i < 300; i++) {
      const { outcome, payoutMinor } = playSeeded(seedOf(i), request);
      if (outcome.engine !== 'limbo') throw new Error('limbo expected');
      expect(outcome.result).toBeGreaterThanOrEqual(99);
      expect(outcome.win).toBe(outcome.result >= 250);
      expect(payoutMinor).toBe(outcome.win ? 1_250 : 0);
    }
  });

  it('wins on exactly the draws the RTP counts, and no other', () => {
    for (const target of [LIMBO.minTarget, 200, 333, 9_999, LIMBO.maxTarget]) {
      const last = limboWinning(target);
      // The seeded draw is below() + 1: the last winning draw, then the first losing one.
      expect(playLimbo({ below: () => last - 1 }, 100, target).outcome.win).toBe(true);
      expect(playLimbo({ below: () => last }, 100, target).outcome.win).toBe(false);
      expect(playLimbo({ below: () => 0 }, 100, target).payoutMinor).toBe(target);
    }
  });

  it('refuses a target under 1.01x, over 1,000x or not whole hundredths', () => {
    const base = { engine: 'limbo', roundId: uuid, stakeMinor: 100 };
    for (const target of [100, 100_001, 150.5, '200', undefined]) {
      expect(roundRequestSchema.safeParse({ ...base, target }).success, String(target)).toBe(false);
    }
  });
});
