import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { DbOrTx } from '../../db/transaction';
import { merchants, turnoverRequirements, type MerchantSettings } from '../../db/schema/index';

export type RequirementRow = typeof turnoverRequirements.$inferSelect;

export interface NewRequirement {
  merchantCode: string;
  memberId: number;
  /** 'deposit' | 'bonus' | ... */
  sourceKind: string;
  /** Unique per member and kind: the same requirement added twice is added once. */
  reference: string;
  requiredMinor: number;
  /** The balance it keeps from being withdrawn while open (the deposit or the bonus). */
  lockedMinor: number;
}

/**
 * Pay a real-money bet of `stakeMinor` into the member's open requirements, oldest first, in one
 * statement inside the bet's transaction. The bet has just moved the wallet row, which it keeps
 * locked until commit: bets of one member pay down one after another, never the same remainder twice.
 */
export async function payDownTurnover(tx: Db, memberId: number, stakeMinor: number): Promise<void> {
  if (stakeMinor <= 0) return;
  await tx.execute(turnoverPayDown(memberId, stakeMinor));
}

/**
 * payDownTurnover's statement, for a bet path that folds it into its own: `when` (an SQL condition, e.g. that
 * the bet moved the wallet) decides inside that statement whether it pays down.
 */
export function turnoverPayDown(memberId: number, stakeMinor: number, when: SQL = sql`true`): SQL {
  return sql`update ${turnoverRequirements} r
    set remaining_minor = r.remaining_minor - least(r.remaining_minor, ${stakeMinor}::bigint - o.before),
        met_at = case when r.remaining_minor <= ${stakeMinor}::bigint - o.before then now() else null end
    from (
      select id, coalesce(sum(remaining_minor) over (order by id rows between unbounded preceding and 1 preceding), 0)
        as before
      from ${turnoverRequirements} where member_id = ${memberId}::int and remaining_minor > 0
    ) o
    where r.id = o.id and o.before < ${stakeMinor}::bigint and ${when}`;
}

/**
 * A refunded bet (a provider rolled it back) was never played: give its stake back to the requirements it paid
 * down, newest first (the reverse of paying down), reopening one it had met.
 */
export async function giveBackTurnover(tx: Db, memberId: number, stakeMinor: number): Promise<void> {
  if (stakeMinor <= 0) return;
  await tx.execute(sql`with paid as (
      select id, required_minor - remaining_minor as paid,
        coalesce(sum(required_minor - remaining_minor) over (order by id desc rows between unbounded preceding and 1 preceding), 0)
          as after
      from ${turnoverRequirements} where member_id = ${memberId}::int and remaining_minor < required_minor
    )
    update ${turnoverRequirements} r
    set remaining_minor = r.remaining_minor + least(p.paid, ${stakeMinor}::bigint - p.after), met_at = null
    from paid p
    where r.id = p.id and p.after < ${stakeMinor}::bigint`);
}

export function createTurnoverRepository(db: Db) {
  return {
    /** Add a requirement in the caller's transaction; false when its reference was already added. */
    async add(tx: DbOrTx, requirement: NewRequirement): Promise<boolean> {
      const rows = await tx
        .insert(turnoverRequirements)
        .values({ ...requirement, remainingMinor: requirement.requiredMinor })
        .onConflictDoNothing()
        .returning({ id: turnoverRequirements.id });
      return rows.length > 0;
    },

    /** The member's open requirements, oldest first. */
    open(memberId: number, on: DbOrTx = db): Promise<RequirementRow[]> {
      return on
        .select()
        .from(turnoverRequirements)
        .where(and(eq(turnoverRequirements.memberId, memberId), gt(turnoverRequirements.remainingMinor, 0)))
        .orderBy(asc(turnoverRequirements.id));
    },

    /** What the open requirements lock and still need, summed (in the caller's transaction when given). */
    async totals(memberId: number, on: DbOrTx = db): Promise<{ lockedMinor: number; remainingMinor: number }> {
      const [row] = await queryRows<{ locked: string | number; remaining: string | number }>(
        on as Db,
        sql`select coalesce(sum(locked_minor), 0) as locked, coalesce(sum(remaining_minor), 0) as remaining
            from ${turnoverRequirements} where member_id = ${memberId}::int and remaining_minor > 0`,
      );
      return { lockedMinor: Number(row?.locked ?? 0), remainingMinor: Number(row?.remaining ?? 0) };
    },

    /** A merchant's stored settings, read in the caller's transaction (deposit listeners know only the code). */
    async settingsOf(tx: DbOrTx, merchantCode: string): Promise<MerchantSettings | undefined> {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.code, merchantCode));
      return row?.settings;
    },
  };
}
export type TurnoverRepository = ReturnType<typeof createTurnoverRepository>;
