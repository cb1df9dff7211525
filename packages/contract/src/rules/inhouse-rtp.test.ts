import { describe, expect, it } from 'vitest';
import { KENO } from '../constants/inhouse';
import { kenoHitChance, kenoRtp, publishedRtpBp, slotRtp } from './inhouse-rtp';

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
