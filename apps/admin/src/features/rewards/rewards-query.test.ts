import { describe, expect, it } from 'vitest';
import { reviewFormSchema, rewardsParamsSchema, toMinor } from './rewards-query';

describe('toMinor', () => {
  it('reads whole and decimal amounts, with a point or a comma, without a float', () => {
    expect(toMinor('')).toBe(0);
    expect(toMinor('25')).toBe(2500);
    expect(toMinor('25.5')).toBe(2550);
    expect(toMinor('12,50')).toBe(1250);
    expect(toMinor(' 0.07 ')).toBe(7);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['-5', '1.234', 'abc', '1e3', '12.']) expect(toMinor(bad), bad).toBeNull();
  });
});

describe('reviewFormSchema', () => {
  it('turns an approval into the contract review with the reward in minor units', () => {
    expect(reviewFormSchema.parse({ status: 'approved', reviewNote: ' ok ', amount: '12.50' })).toEqual({
      status: 'approved',
      reviewNote: 'ok',
      rewardMinor: 1250,
    });
  });
  it('needs a reason to reject and credits nothing on a rejection', () => {
    const missing = reviewFormSchema.safeParse({ status: 'rejected', reviewNote: '  ', amount: '' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reviewNote']);
    expect(reviewFormSchema.parse({ status: 'rejected', reviewNote: 'blurred', amount: '5' }).rewardMinor).toBe(0);
  });
});

describe('rewardsParamsSchema', () => {
  it('defaults to the pending queue, newest first, page 1, and falls back on a hand-edited URL', () => {
    expect(rewardsParamsSchema.parse({})).toEqual({ status: 'pending', sort: 'newest', page: 1 });
    expect(rewardsParamsSchema.parse({ status: 'lost', sort: 'x', page: '-2' })).toEqual({
      status: 'pending',
      sort: 'newest',
      page: 1,
    });
    expect(rewardsParamsSchema.parse({ status: 'all', sort: 'oldest', page: '3' })).toEqual({
      status: 'all',
      sort: 'oldest',
      page: 3,
    });
  });
});
