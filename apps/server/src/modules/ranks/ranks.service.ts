import type { AdminRank, AdminRanks } from '@lobby/contract/admin/ranks';
import { DEFAULT_LANGUAGE } from '@lobby/contract/core';
import { formatMinor } from '@lobby/contract/games';
import { rankPercent, type PlayerRank, type RankBenefit, type RankLabel, type RankLadder } from '@lobby/contract/ranks';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import { RANKS_REPLACE_ACTION } from '../../db/seed/ranks';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { MemberStats, RankRow, RanksRepository } from './ranks.repository';

/** A rank's name in the asked language, else English, else any it has. */
function labelOf(rank: RankRow, language: string): RankLabel {
  const names = rank.names;
  const labelName = names[language] ?? names[DEFAULT_LANGUAGE] ?? Object.values(names)[0] ?? String(rank.labelId);
  return { labelId: rank.labelId, labelName };
}

/** What a rank gives, each line in the asked language, else English (a translation left empty counts as none). */
function benefitsOf(rank: RankRow, language: string): RankBenefit[] {
  return rank.benefits.map(({ kind, text }) => ({
    kind,
    text: text[language as keyof typeof text] || text.en,
  }));
}

/**
 * A rank's conditions are the thresholds it sets above zero (a zero asks for nothing, so it is no
 * condition); each says whether the member meets it.
 */
export function conditionsOf(rank: RankRow, stats: MemberStats): boolean[] {
  const conditions: boolean[] = [];
  if (rank.turnoverMinor > 0) conditions.push(stats.turnoverMinor >= BigInt(rank.turnoverMinor));
  if (rank.deposits > 0) conditions.push(stats.deposits >= rank.deposits);
  if (rank.accountDays > 0) conditions.push(stats.accountDays >= rank.accountDays);
  return conditions;
}

/**
 * The member's rank and progress (spec accounts §3): the rank held is the highest whose every
 * condition is met; progress counts the next rank's conditions met. At the top the progress is
 * complete with the top rank's label; with no ranks, complete with no label.
 */
export function rankProgress(ladder: readonly RankRow[], stats: MemberStats, language: string): PlayerRank {
  const met = ladder.map((rank) => conditionsOf(rank, stats));
  const held = met.findLastIndex((conditions) => conditions.every(Boolean));
  const current = held >= 0 ? ladder[held] : undefined;
  const next = ladder[held + 1];
  // Towards the next rank; at the top (or with no ranks) the held rank's own conditions, all met.
  const counted = next ? met[held + 1]! : held >= 0 ? met[held]! : [];
  const completed = counted.filter(Boolean).length;
  return {
    currentProgress: { completedConditions: completed, totalExpectedConditions: counted.length },
    playerRankProgress: current ? labelOf(current, language) : null,
    nextRank: next ? labelOf(next, language) : null,
    percent: next ? rankPercent(completed, counted.length) : 100,
    stats: {
      turnover: formatMinor(stats.turnoverMinor),
      deposits: stats.deposits,
      accountDays: stats.accountDays,
    },
  };
}

const toAdmin = (row: RankRow): AdminRank => ({
  labelId: row.labelId,
  names: { en: row.names.en ?? '', id: row.names.id ?? '' },
  turnoverMinor: row.turnoverMinor,
  deposits: row.deposits,
  accountDays: row.accountDays,
  benefits: row.benefits,
});

export function createRanksService(repository: RanksRepository, audited: AuditedWrites) {
  return {
    async progress(member: Pick<AuthContext, 'merchantCode' | 'memberId'>, language: string): Promise<PlayerRank> {
      const [ladder, stats] = await Promise.all([
        repository.ladder(member.merchantCode),
        repository.memberStats(member.merchantCode, member.memberId),
      ]);
      // The session is on this merchant, so the member is too; a missing row is a member removed meanwhile.
      if (!stats) throw new ApiError('login.required');
      return rankProgress(ladder, stats, language);
    },

    /** The rank a member holds, by name (null below the first rank); for the chat desk's profile. */
    async rankName(merchantCode: string, memberId: number, language: string): Promise<string | null> {
      const [ladder, stats] = await Promise.all([
        repository.ladder(merchantCode),
        repository.memberStats(merchantCode, memberId),
      ]);
      return stats ? (rankProgress(ladder, stats, language).playerRankProgress?.labelName ?? null) : null;
    },

    /** The labelId of the rank a member holds, 0 below the first rank (cashier channels limit by it). */
    async level(merchantCode: string, memberId: number): Promise<number> {
      const [ladder, stats] = await Promise.all([
        repository.ladder(merchantCode),
        repository.memberStats(merchantCode, memberId),
      ]);
      if (!stats) return 0;
      const held = ladder.map((rank) => conditionsOf(rank, stats)).findLastIndex((met) => met.every(Boolean));
      return held >= 0 ? ladder[held]!.labelId : 0;
    },

    async ladder(merchantCode: string, language: string): Promise<RankLadder> {
      const rows = await repository.ladder(merchantCode);
      return {
        ranks: rows.map((row) => ({
          ...labelOf(row, language),
          turnover: formatMinor(row.turnoverMinor),
          deposits: row.deposits,
          accountDays: row.accountDays,
          benefits: benefitsOf(row, language),
        })),
      };
    },

    async adminLadder(merchantCode: string): Promise<AdminRanks> {
      return { ranks: (await repository.ladder(merchantCode)).map(toAdmin) };
    },

    async replace(actor: Actor, ranks: readonly AdminRank[]): Promise<AdminRanks> {
      const rows = await audited.write(
        actor,
        (scope) => repository.replaceLadder(scope, ranks),
        () => ({
          action: RANKS_REPLACE_ACTION,
          targetType: 'playerRanks',
          targetId: actor.merchantCode,
          // The benefits are promises to players: the log keeps what each rank said (in English).
          detail: {
            labelIds: ranks.map((rank) => rank.labelId),
            benefits: ranks.map((rank) => rank.benefits.map((benefit) => benefit.text.en)),
          },
        }),
      );
      return { ranks: rows.map(toAdmin) };
    },
  };
}
export type RanksService = ReturnType<typeof createRanksService>;
