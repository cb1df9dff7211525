import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog, playerRanks } from '../schema/index';
import { demoRankBenefits } from './rank-benefits-data';

/** The audit action of an operator's ladder change (the ranks module writes it). */
export const RANKS_REPLACE_ACTION = 'playerRanks.replace';

/**
 * The demo VIP ladder: an entry rank every member holds, then four that ask for more real-money
 * turnover (minor units), deposits and account age.
 */
export const DEMO_RANKS = [
  { labelId: 1, names: { en: 'Bronze', id: 'Perunggu' }, turnoverMinor: 0, deposits: 0, accountDays: 0 },
  { labelId: 2, names: { en: 'Silver', id: 'Perak' }, turnoverMinor: 100_000, deposits: 1, accountDays: 7 },
  { labelId: 3, names: { en: 'Gold', id: 'Emas' }, turnoverMinor: 1_000_000, deposits: 3, accountDays: 30 },
  { labelId: 4, names: { en: 'Platinum', id: 'Platinum' }, turnoverMinor: 5_000_000, deposits: 10, accountDays: 90 },
  { labelId: 5, names: { en: 'Diamond', id: 'Berlian' }, turnoverMinor: 20_000_000, deposits: 20, accountDays: 180 },
] as const;

/**
 * Seed the demo ladder unless an operator ever set one (an operator who emptied the ladder, ranks
 * off, keeps it empty across restarts). A demo ladder seeded before ranks had benefits gets them.
 */
export async function seedRanks(db: Db, merchantCode: string): Promise<void> {
  const [set] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.merchantCode, merchantCode), eq(auditLog.action, RANKS_REPLACE_ACTION)))
    .limit(1);
  if (set) return;
  await db
    .insert(playerRanks)
    .values(
      DEMO_RANKS.map((rank) => ({
        ...rank,
        names: { ...rank.names },
        benefits: demoRankBenefits(merchantCode, rank.labelId),
        merchantCode,
      })),
    )
    .onConflictDoUpdate({
      target: [playerRanks.merchantCode, playerRanks.labelId],
      set: { benefits: sql`excluded.benefits` },
      setWhere: sql`${playerRanks.benefits} = '[]'::jsonb`,
    });
}
