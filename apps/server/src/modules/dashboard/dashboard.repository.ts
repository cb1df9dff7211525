import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { ledgerEntries, members } from '../../db/schema/index';

/** One row of the dashboard query: a day (`YYYY-MM-DD`) or the period's total (`day` null). Amounts are 2-decimal text. */
export interface FiguresRow extends Record<string, unknown> {
  day: string | null;
  registrations: string | number;
  first_deposits: string | number;
  first_deposit_amount: string;
  deposits: string | number;
  deposit_amount: string;
  withdrawals: string | number;
  withdrawal_amount: string;
  bets: string | number;
  bet_amount: string;
  win_amount: string;
  ggr: string;
  active_players: string | number;
}

/** Minor units summed by the database as a 2-decimal string: never through a float. */
const amount = (minor: ReturnType<typeof sql>) => sql`(coalesce(${minor}, 0) / 100.0)::numeric(20, 2)::text`;

/**
 * The dashboard's figures of the last `days` days (today included) in `timeZone`, per day and in total.
 * Range scans on (merchant_code, created_at); a first deposit is a deposit with no earlier one of its member.
 * Withdrawals are the holds of requests not given back (pending and paid), on the day they were asked.
 */
export function createDashboardRepository(db: Db) {
  return {
    figures(merchantCode: string, timeZone: string, days: number): Promise<FiguresRow[]> {
      const today = sql`(now() at time zone ${timeZone})::date`;
      const firstDay = sql`(${today} - ${days - 1}::int)`;
      const start = sql`(${firstDay}::timestamp at time zone ${timeZone})`;
      const end = sql`((${today} + 1)::timestamp at time zone ${timeZone})`;
      const dayOf = (column: ReturnType<typeof sql>) => sql`(${column} at time zone ${timeZone})::date`;
      return queryRows<FiguresRow>(
        db,
        sql`with days as (
          select d::date as day from generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') d
        ), regs as (
          select ${dayOf(sql`created_at`)} as day, count(*) as n from ${members}
          where merchant_code = ${merchantCode} and not trial and created_at >= ${start} and created_at < ${end}
          group by 1
        ), moves as (
          -- A withdrawal is a hold at request time; one given back (rejected, cancelled) never left. A provider's bet
          -- it rolled back (a refund under the bet's reference) was never played.
          select l.*, exists (
              select 1 from ${ledgerEntries} r
              where r.member_id = l.member_id and r.reference = l.reference
                and r.kind = case l.kind when 'withdrawal' then 'withdrawal_release' when 'bet' then 'refund' end
            ) as released
          from ${ledgerEntries} l
          where merchant_code = ${merchantCode} and kind in ('deposit', 'withdrawal', 'bet', 'win')
            and created_at >= ${start} and created_at < ${end}
        ), money as (
          select ${dayOf(sql`created_at`)} as day,
            count(*) filter (where kind = 'deposit') as deposits,
            sum(amount_minor) filter (where kind = 'deposit') as deposit_minor,
            count(*) filter (where kind = 'withdrawal' and not released) as withdrawals,
            sum(-amount_minor) filter (where kind = 'withdrawal' and not released) as withdrawal_minor,
            count(*) filter (where kind = 'bet' and not released) as bets,
            sum(-amount_minor) filter (where kind = 'bet' and not released) as bet_minor,
            sum(amount_minor) filter (where kind = 'win') as win_minor,
            count(distinct member_id) filter (where kind = 'bet' and not released) as active
          from moves group by 1
        ), firsts as (
          select ${dayOf(sql`m.created_at`)} as day, count(*) as n, sum(m.amount_minor) as minor from moves m
          where m.kind = 'deposit' and not exists (
            select 1 from ${ledgerEntries} e
            where e.member_id = m.member_id and e.kind = 'deposit'
              and (e.created_at < m.created_at or (e.created_at = m.created_at and e.id < m.id))
          )
          group by 1
        ), daily as (
          select d.day, coalesce(r.n, 0) as registrations, coalesce(f.n, 0) as first_deposits, f.minor as first_minor,
            coalesce(m.deposits, 0) as deposits, m.deposit_minor, coalesce(m.withdrawals, 0) as withdrawals,
            m.withdrawal_minor, coalesce(m.bets, 0) as bets, m.bet_minor, m.win_minor, coalesce(m.active, 0) as active
          from days d left join regs r using (day) left join firsts f using (day) left join money m using (day)
        ), rows as (
          select to_char(day, 'YYYY-MM-DD') as day, registrations, first_deposits, first_minor, deposits, deposit_minor,
            withdrawals, withdrawal_minor, bets, bet_minor, win_minor, active
          from daily
          union all
          select null, sum(registrations), sum(first_deposits), sum(first_minor), sum(deposits), sum(deposit_minor),
            sum(withdrawals), sum(withdrawal_minor), sum(bets), sum(bet_minor), sum(win_minor),
            (select count(distinct member_id) from moves where kind = 'bet' and not released)
          from daily
        )
        select day, registrations, first_deposits, ${amount(sql`first_minor`)} as first_deposit_amount,
          deposits, ${amount(sql`deposit_minor`)} as deposit_amount, withdrawals,
          ${amount(sql`withdrawal_minor`)} as withdrawal_amount, bets, ${amount(sql`bet_minor`)} as bet_amount,
          ${amount(sql`win_minor`)} as win_amount, ${amount(sql`coalesce(bet_minor, 0) - coalesce(win_minor, 0)`)} as ggr,
          active as active_players
        from rows order by day nulls last`,
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
