import { KENO, kenoRtp, SLOT, SLOT_SYMBOLS, slotRtp, STAKES_MINOR } from '../../entries/inhouse';
import { describe, expect, it } from 'vitest';
import { newServerSeed, playSeeded, randomOf } from './testing';
import { reelStrip } from './slot';

const uuid = '00000000-0000-4000-8000-000000000000';

describe('in-house engines', () => {
  it('draws the same outcome from the same seed, and another from a new seed', () => {
    const seed = newServerSeed();
    const request = { engine: 'slot' as const, roundId: uuid, stakeMinor: 1_000 };
    expect(playSeeded(seed, request)).toEqual(playSeeded(seed, request));
    const outcomes = new Set(
      Array.from({ length: 20 }, () => JSON.stringify(playSeeded(newServerSeed(), request).outcome)),
    );
    expect(outcomes.size).toBeGreaterThan(15);
  });

  it('deals a reel strip with the pay table counts and no symbol twice in a row', () => {
    const strip = reelStrip();
    for (const symbol of SLOT_SYMBOLS) expect(strip.filter((s) => s === symbol)).toHaveLength(SLOT.strip[symbol]);
    strip.forEach((symbol, i) => expect(strip[(i + 1) % strip.length]).not.toBe(symbol));
  });

  it('draws integers below the bound with no value favoured', () => {
    const random = randomOf(newServerSeed());
    const counts = Array(6).fill(0) as number[];
    for (let i = 0; i < 60_000; i++) counts[random.below(6)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('draws 10 different keno numbers between 1 and 40 and pays by the table', () => {
    const picks = [1, 2, 3, 4, 5];
    for (let i = 0; i < 200; i++) {
      const { outcome, payoutMinor } = playSeeded(newServerSeed(), {
        engine: 'keno',
        roundId: uuid,
        stakeMinor: 100,
        picks,
      });
      if (outcome.engine !== 'keno') throw new Error('keno expected');
      expect(new Set(outcome.drawn).size).toBe(KENO.draws);
      expect(outcome.drawn.every((n) => n >= 1 && n <= KENO.pool)).toBe(true);
      expect(outcome.hits).toEqual(picks.filter((n) => outcome.drawn.includes(n)));
      expect(payoutMinor).toBe((100 * (KENO.pays[5]?.[outcome.hits.length] ?? 0)) / 10);
    }
  });

  it('pays whole minor units on every stake', () => {
    for (const stakeMinor of STAKES_MINOR) {
      for (let i = 0; i < 50; i++) {
        expect(
          Number.isInteger(playSeeded(newServerSeed(), { engine: 'slot', roundId: uuid, stakeMinor }).payoutMinor),
        ).toBe(true);
      }
    }
  });

  it('returns close to the published RTP over many rounds', () => {
    const rounds = 200_000;
    let slotPaid = 0;
    let kenoPaid = 0;
    for (let i = 0; i < rounds; i++) {
      slotPaid += playSeeded(newServerSeed(), { engine: 'slot', roundId: uuid, stakeMinor: 100 }).payoutMinor;
      kenoPaid += playSeeded(newServerSeed(), {
        engine: 'keno',
        roundId: uuid,
        stakeMinor: 100,
        picks: [7],
      }).payoutMinor;
    }
    // Wide enough for the slot's jackpot variance, narrow enough to catch a wrong pay table.
    expect(slotPaid / (rounds * 100)).toBeCloseTo(slotRtp(), 1);
    expect(kenoPaid / (rounds * 100)).toBeCloseTo(kenoRtp(1), 1);
  }, 60_000);
});
