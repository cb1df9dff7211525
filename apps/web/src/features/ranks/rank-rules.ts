import type { PlayerRank, RankLadderEntry } from '@lobby/contract/ranks';

/** A 2-decimal amount ("1000.00") in minor units, to compare figures with requirements. */
export function minorOf(amount: string): number {
  const [whole = '0', decimals = '00'] = amount.split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2)));
}

export type Requirement = 'turnover' | 'deposits' | 'accountDays';

/** The requirements a rank sets (a zero asks for nothing), and whether the member's figures meet each. */
export function requirementsOf(
  rank: RankLadderEntry,
  stats?: PlayerRank['stats'],
): { key: Requirement; met: boolean | undefined }[] {
  const list: { key: Requirement; met: boolean | undefined }[] = [];
  if (minorOf(rank.turnover) > 0) {
    list.push({ key: 'turnover', met: stats ? minorOf(stats.turnover) >= minorOf(rank.turnover) : undefined });
  }
  if (rank.deposits > 0) list.push({ key: 'deposits', met: stats ? stats.deposits >= rank.deposits : undefined });
  if (rank.accountDays > 0) {
    list.push({ key: 'accountDays', met: stats ? stats.accountDays >= rank.accountDays : undefined });
  }
  return list;
}

export type StepState = 'current' | 'reached' | 'next' | 'locked';

/** Where a step of the ladder stands for the member: held, below the held rank, the next, or beyond. */
export function stepState(ladder: readonly RankLadderEntry[], index: number, rank?: PlayerRank): StepState {
  if (!rank) return 'locked';
  const step = ladder[index];
  const held = rank.playerRankProgress ? ladder.findIndex((r) => r.labelId === rank.playerRankProgress?.labelId) : -1;
  if (step && rank.playerRankProgress?.labelId === step.labelId) return 'current';
  if (index < held) return 'reached';
  if (step && rank.nextRank?.labelId === step.labelId) return 'next';
  return 'locked';
}
