// The invariants a crash must not break, as queries: each returns the rows that break one (none: all is well).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

const CHECKS = {
  /** A wallet whose balance is not the sum of its member's ledger. */
  balanceNotLedgerSum: sql`select w.member_id, w.balance_minor, coalesce(l.total, 0) as ledger
    from wallets w left join (select member_id, sum(amount_minor) as total from ledger_entries group by member_id) l
      on l.member_id = w.member_id
    where w.balance_minor <> coalesce(l.total, 0)`,
  /** Money moved for a member who has no wallet (wallets are made with the first movement). */
  ledgerWithoutWallet: sql`select distinct l.member_id from ledger_entries l
    where not exists (select 1 from wallets w where w.member_id = l.member_id)`,
  /** A real-money round without its bet row. */
  roundWithoutLedger: sql`select r.round_id from rounds r
    where r.mode = 'real' and r.stake_minor > 0 and not exists (select 1 from ledger_entries l
      where l.member_id = r.member_id and l.kind = 'bet' and l.reference = r.round_id)`,
  /** A bet or win row whose in-house round is missing (provider rows and the seed's demo history have none). */
  ledgerWithoutRound: sql`select l.id, l.reference from ledger_entries l
    where l.kind in ('bet', 'win') and l.reference not like 'pw:%' and l.reference not like 'demo-%' and not exists (select 1 from rounds r
      where r.member_id = l.member_id and r.round_id = l.reference)`,
  /** A deposit order marked credited without its ledger row. */
  creditedWithoutLedger: sql`select o.order_no from deposit_orders o
    where o.status = 'credited' and not exists (select 1 from ledger_entries l
      where l.member_id = o.member_id and l.kind = 'deposit' and l.reference = 'deposit:' || o.order_no)`,
  /** A deposit ledger row for an order that is not credited (or does not exist). */
  ledgerWithoutCredit: sql`select l.reference from ledger_entries l
    where l.kind = 'deposit' and l.reference like 'deposit:%' and not exists (select 1 from deposit_orders o
      where o.member_id = l.member_id and o.status = 'credited' and 'deposit:' || o.order_no = l.reference)`,
};

/** Every broken invariant with the rows that break it; `{}` when the data is whole. */
export async function brokenInvariants(db: Db): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const rows = await queryRows(db, query);
    if (rows.length > 0) broken[name] = rows.slice(0, 5);
  }
  return broken;
}
