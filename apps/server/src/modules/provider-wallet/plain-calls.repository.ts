import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { ledgerEntries, providerRounds, providerTransactions, wallets, wins } from '../../db/schema/index';
import { turnoverPayDown } from '../turnover/turnover.repository';

/**
 * The plain debit and credit, each in one statement: most calls are a fresh transaction id on an open round of a
 * member without limits, and on PGlite every statement of a call queues every other call (they share one
 * connection). Each statement runs in the call's transaction after the member's wallet is locked, so what it
 * reads is current. It writes everything or nothing: when the call is not plain (a retry, a round that is
 * settled, cancelled or another member's, ...) it answers false and the careful path decides.
 */

/** What both calls write: who, which transaction, the ledger row's reference, and the answer to keep. */
export interface PlainCall {
  merchantCode: string;
  providerCode: string;
  operatorId: string;
  memberId: number;
  transactionId: string;
  roundId: string;
  amountMinor: number;
  reference: string;
  gameType: string;
  nodeId: string;
  /** The answer given, stored for a retry (its balance is the wallet's after this call). */
  answer: Record<string, unknown>;
}

/** Rows of `table` for this provider, merchant and key column value. */
const keyed = (table: string, column: string, call: PlainCall, value: string) =>
  sql`select 1 from ${sql.identifier(table)} k where k.provider_code = ${call.providerCode}
    and k.merchant_code = ${call.merchantCode} and k.${sql.identifier(column)} = ${value}`;

/** The wallet moved by `delta`, when `when` holds and the balance stays at or above zero. */
const move = (call: PlainCall, delta: number, when: SQL) =>
  sql`update ${wallets} set balance_minor = balance_minor + ${delta}::bigint, updated_at = now()
    where member_id = ${call.memberId}::int and balance_minor + ${delta}::bigint >= 0 and ${when}
    returning balance_minor`;

/** The ledger row of the move (none when `delta` is zero). */
const ledgerRow = (call: PlainCall, kind: 'bet' | 'win', delta: number) =>
  sql`insert into ${ledgerEntries} (merchant_code, member_id, kind, amount_minor, balance_after_minor, reference, game_type, node_id)
    select ${call.merchantCode}, ${call.memberId}::int, ${kind}, ${delta}::bigint, m.balance_minor, ${call.reference},
      ${call.gameType}, ${call.nodeId}
    from moved m where ${delta}::bigint <> 0`;

/** The provider transaction, applied, with its answer. */
const record = (call: PlainCall, kind: 'debit' | 'credit') =>
  sql`insert into ${providerTransactions}
      (merchant_code, provider_code, operator_id, transaction_id, kind, member_id, round_id, amount_minor, applied, answer)
    select ${call.merchantCode}, ${call.providerCode}, ${call.operatorId}, ${call.transactionId}, ${kind},
      ${call.memberId}::int, ${call.roundId}, ${call.amountMinor}::bigint, true, ${JSON.stringify(call.answer)}::jsonb
    from moved
    returning id`;

async function applied(tx: Db, statement: SQL): Promise<boolean> {
  return (await queryRows<{ id: number }>(tx, statement)).length > 0;
}

/**
 * A real-money bet: the stake off the wallet with its ledger row, paid into turnover, added to the round (opened
 * if new or cancelled), and recorded. Not plain: the transaction id was seen, the round is settled or another
 * member's, or the balance does not cover the stake. The caller has read that no responsible-gaming check applies.
 */
export function plainDebit(tx: Db, call: PlainCall & { ticketId: number }): Promise<boolean> {
  const { amountMinor: stake } = call;
  return applied(
    tx,
    sql`with fresh as (
      select 1 where not exists (${keyed('provider_transactions', 'transaction_id', call, call.transactionId)})
        and not exists (${keyed('provider_rounds', 'round_id', call, call.roundId)}
          and (k.member_id <> ${call.memberId}::int or k.status = 'settled'))
    ), moved as (${move(call, -stake, sql`exists (select 1 from fresh)`)}
    ), ledger as (${ledgerRow(call, 'bet', -stake)}
    ), turnover as (${turnoverPayDown(call.memberId, stake, sql`exists (select 1 from moved)`)}
    ), placed as (
      insert into ${providerRounds}
        (merchant_code, member_id, provider_code, round_id, ticket_id, node_id, game_type, mode, stake_minor, status)
      select ${call.merchantCode}, ${call.memberId}::int, ${call.providerCode}, ${call.roundId}, ${call.ticketId}::bigint,
        ${call.nodeId}, ${call.gameType}, 'real', ${stake}::bigint, 'open'
      from moved
      on conflict (provider_code, merchant_code, round_id) do update
        set stake_minor = ${providerRounds}.stake_minor + excluded.stake_minor, status = 'open', closed_at = null
    )
    ${record(call, 'debit')}`,
  );
}

/**
 * A real-money win on a round the member has open or settled: the payout onto the wallet with its ledger row
 * (none for a zero credit), onto the round (settled when `closeRound`), on the winners board when `board`
 * names the player, and recorded. Not plain: the transaction id was seen, or the round is missing, cancelled or
 * another member's.
 */
export function plainCredit(
  tx: Db,
  call: PlainCall & { closeRound: boolean; board: { username: string } | undefined },
): Promise<boolean> {
  const { amountMinor: payout, closeRound } = call;
  return applied(
    tx,
    sql`with open_round as (
      select r.id from ${providerRounds} r where r.provider_code = ${call.providerCode}
        and r.merchant_code = ${call.merchantCode} and r.round_id = ${call.roundId}
        and r.member_id = ${call.memberId}::int and r.status <> 'cancelled'
        and not exists (${keyed('provider_transactions', 'transaction_id', call, call.transactionId)})
    ), moved as (${move(call, payout, sql`exists (select 1 from open_round)`)}
    ), ledger as (${ledgerRow(call, 'win', payout)}
    ), settled as (
      update ${providerRounds} set payout_minor = payout_minor + ${payout}::bigint,
        status = case when ${closeRound}::boolean then 'settled' else status end,
        closed_at = case when ${closeRound}::boolean then now() else closed_at end
      where id = (select id from open_round) and exists (select 1 from moved)
    ), board as (
      insert into ${wins} (merchant_code, customer_name, node_id, game_type, win_amount_minor)
      select ${call.merchantCode}, ${call.board?.username ?? ''}, ${call.nodeId}, ${call.gameType}, ${payout}::bigint
      from moved where ${call.board !== undefined}::boolean
    )
    ${record(call, 'credit')}`,
  );
}
