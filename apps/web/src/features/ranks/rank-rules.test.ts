import { describe, expect, it } from 'vitest';
import type { PlayerRank, RankLadderEntry } from '@lobby/contract/ranks';
import { minorOf, requirementsOf, stepState } from './rank-rules';

const ladder: RankLadderEntry[] = [
  { labelId: 1, labelName: 'Bronze', turnover: '0.00', deposits: 0, accountDays: 0, benefits: [] },
  { labelId: 2, labelName: 'Silver', turnover: '1000.00', deposits: 1, accountDays: 7, benefits: [] },
  { labelId: 3, labelName: 'Gold', turnover: '10000.00', deposits: 3, accountDays: 30, benefits: [] },
];
const rank: PlayerRank = {
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 1, labelName: 'Bronze' },
  nextRank: { labelId: 2, labelName: 'Silver' },
  percent: 33,
  stats: { turnover: '999.99', deposits: 1, accountDays: 3 },
};

describe('VIP ladder rules', () => {
  it('reads 2-decimal amounts in minor units', () => {
    expect(minorOf('1000.00')).toBe(100_000);
    expect(minorOf('999.99')).toBe(99_999);
    expect(minorOf('0.5')).toBe(50);
    expect(minorOf('-12.30')).toBe(-1_230);
  });

  it('lists only the requirements a rank sets, each met or not by the member', () => {
    expect(requirementsOf(ladder[0]!, rank.stats)).toEqual([]);
    expect(requirementsOf(ladder[1]!, rank.stats)).toEqual([
      { key: 'turnover', met: false },
      { key: 'deposits', met: true },
      { key: 'accountDays', met: false },
    ]);
    expect(requirementsOf(ladder[1]!)[0]).toEqual({ key: 'turnover', met: undefined });
  });

  it('marks the held rank, the ones below, the next one and the rest', () => {
    expect(ladder.map((_, i) => stepState(ladder, i, rank))).toEqual(['current', 'next', 'locked']);
    const gold = { ...rank, playerRankProgress: { labelId: 3, labelName: 'Gold' }, nextRank: null };
    expect(ladder.map((_, i) => stepState(ladder, i, gold))).toEqual(['reached', 'reached', 'current']);
    expect(stepState(ladder, 0)).toBe('locked');
  });
});
