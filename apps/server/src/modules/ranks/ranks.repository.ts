import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminRank } from '@lobby/contract/admin/ranks';
import type { Db } from '../../db/client';
import { ledgerEntries, members, playerRanks, rounds } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type RankRow = typeof playerRanks.$inferSelect;

/** What a member has done so far, as the rank conditions measure it. */
export interface MemberStats {
  /** Real-money stakes, minor units. */
  turnoverMinor: bigint;
  deposits: number;
  accountDays: number;
}

const DAY_SECONDS = 86_400;

/** The VIP ladder and the figures its conditions are checked against. */
export function createRanksRepository(db: Db) {
  return {
    /** The merchant's ranks, lowest first. */
    ladder(merchantCode: string): Promise<RankRow[]> {
      return db
        .select()
        .from(playerRanks)
        .where(eq(playerRanks.merchantCode, merchantCode))
        .orderBy(asc(playerRanks.labelId));
    },

    /**
     * One round trip: the member's real-money stake total (rounds by member and mode: the
     * rounds_member_time index), deposits (ledger rows by member and kind: the reference index)
     * and whole days since registration. Null when the member is not on this merchant.
     */
    async memberStats(merchantCode: string, memberId: number): Promise<MemberStats | null> {
      const turnover = db
        .select({ sum: sql<string>`coalesce(sum(${rounds.stakeMinor}), 0)` })
        .from(rounds)
        .where(and(eq(rounds.memberId, memberId), eq(rounds.mode, 'real'), eq(rounds.merchantCode, merchantCode)));
      const deposits = db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.memberId, memberId),
            eq(ledgerEntries.kind, 'deposit'),
            eq(ledgerEntries.merchantCode, merchantCode),
          ),
        );
      const [row] = await db
        .select({
          turnover: sql<string>`(${turnover})`,
          deposits: sql<number>`(${deposits})`,
          accountDays: sql<number>`floor(extract(epoch from (now() - ${members.createdAt})) / ${DAY_SECONDS})::int`,
        })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantCode, merchantCode)));
      if (!row) return null;
      return {
        turnoverMinor: BigInt(row.turnover),
        deposits: Number(row.deposits),
        accountDays: Math.max(0, Number(row.accountDays)),
      };
    },

    /** Replace the whole ladder; the new rows, lowest first. */
    async replaceLadder({ tx, merchantCode }: WriteScope, ranks: readonly AdminRank[]): Promise<RankRow[]> {
      // Two replacements at once would each delete only the rows they saw, then collide on insert:
      // one at a time per merchant.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`player_ranks:${merchantCode}`}))`);
      await tx.delete(playerRanks).where(eq(playerRanks.merchantCode, merchantCode));
      const rows =
        ranks.length === 0
          ? []
          : await tx
              .insert(playerRanks)
              .values(ranks.map((rank) => ({ ...rank, merchantCode })))
              .returning();
      return rows.sort((a, b) => a.labelId - b.labelId);
    },
  };
}
export type RanksRepository = ReturnType<typeof createRanksRepository>;
